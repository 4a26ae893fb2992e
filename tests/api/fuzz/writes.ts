/**
 * The API's POST, PUT, PATCH and DELETE routes for the fuzz test, and a catch-all for unknown routes
 * and methods. The order and return routes are fuzzed like the rest.
 */
import fc from 'fast-check';
import { encode, idempotencyKey, jsonBody, param, query, segment } from './requests.ts';
import {
  address,
  business,
  contact,
  type Endpoint,
  email,
  type Input,
  lines,
  names,
  orderNumber,
  password,
  post,
  returnForm,
} from './routes.ts';
import { anyJson, field, shape, text } from './values.ts';

/** A garage entry: seeded vehicle ids (and none), years in and out of their spans. */
const garageVehicle = {
  vehicle_id: field(1, 2, 3, 999999),
  year: field(2012, 2016, 2019, 2024),
  active: field(true, false),
};

export const writes: Endpoint[] = [
  post('/login', { email: field(...email), password }),
  post('/registered', {
    name: field(...names),
    email: field(...email),
    password,
    phone: field('0412345678'),
    terms: field(true, 'on', 'true', false),
    ...business,
  }),
  post('/logout', {}, { auth: 'required' }),
  post('/check-email', { email: field(...email) }),
  post('/confirm-otp', { email: field(...email), otp: field('123456', '000000') }),
  post('/update-password', { email: field(...email), otp: field('123456'), password: field('Secret!234') }),
  post(
    '/profile/update',
    { email: field(...email), name: field(...names), phone: field('0412345678'), password, ...business },
    { auth: 'required' },
  ),
  post('/user-addresses/store', { ...address, address_type: field('home', 'work') }, { auth: 'required' }),
  {
    method: 'PUT',
    route: '/user-addresses/:id',
    auth: 'required',
    input: (k) =>
      fc
        .tuple(segment(...k.addressIds), jsonBody({ ...address, address_type: field('home') }))
        .map(([id, body]) => ({ path: `/user-addresses/${id}`, body })),
  },
  {
    method: 'DELETE',
    route: '/user-addresses/:id',
    auth: 'required',
    input: (k) => segment(...k.addressIds, '2147483648').map((id) => ({ path: `/user-addresses/${id}` })),
  },
  post('/user/garage', garageVehicle, { auth: 'required' }),
  {
    method: 'PUT',
    route: '/user/garage',
    auth: 'required',
    input: () =>
      jsonBody({ vehicles: fc.oneof(fc.array(shape(garageVehicle), { maxLength: 7 }), anyJson) }).map(
        (body) => ({
          path: '/user/garage',
          body,
        }),
      ),
  },
  {
    method: 'PATCH',
    route: '/user/garage/:id',
    auth: 'required',
    input: () =>
      fc
        .tuple(
          segment('1', '2', '999999', '2147483648'),
          jsonBody({ active: field(true, false), year: field(2016, 2019, 1950) }),
        )
        .map(([id, body]) => ({ path: `/user/garage/${id}`, body })),
  },
  {
    method: 'DELETE',
    route: '/user/garage/:id',
    auth: 'required',
    input: () => segment('1', '999999', '2147483648').map((id) => ({ path: `/user/garage/${id}` })),
  },
  post('/guest/track-order', { id: orderNumber }, { auth: 'optional' }),
  {
    method: 'POST',
    route: '/place-order',
    auth: 'optional',
    input: (k) =>
      fc
        .tuple(
          jsonBody({
            ...address,
            ship_to_different: field(false, true, 'true'),
            comment: field('', 'Leave at the door'),
            payment_method: field('Stripe', 'PayPal'),
            stripePaymentMethodId: field(
              'pm_card_visa',
              'pm_card_declined',
              'pm_afterpay_test',
              'pm_zip_test',
            ),
            stripe_payment_method_type: field('card', 'afterpay_clearpay', 'zip'),
            payment_intent_id: field('pi_test', 'PAYPAL_TEST_X'),
            products: fc.oneof(lines(k), fc.constant([])),
            subTotal: field('10.00', 10),
            grand_total: field('1e400', '99999999999.99'),
            discountPlan: field(1, '1', null),
            pickup_location_id: field(2, 1, null, 0, 2 ** 31),
            card_number: fc.constantFrom(undefined, '', '4242424242424242'),
          }),
          idempotencyKey,
        )
        .map(
          ([body, key]): Input => ({
            path: '/place-order',
            body,
            headers: key === undefined ? {} : { 'Idempotency-Key': key },
          }),
        ),
  },
  post('/contact-us', contact),
  post('/subscribe', { email: field(...email) }),
  post('/promo-codes/check', { code: field('WELCOME-ABCDEFGHJK', ' welcome-abcdefghjk ', '') }),
  {
    method: 'POST',
    route: '/order-return',
    input: () =>
      fc.oneof(
        { weight: 4, arbitrary: returnForm.map((body) => ({ path: '/order-return', body })) },
        { weight: 1, arbitrary: jsonBody(contact).map((body) => ({ path: '/order-return', body })) },
      ),
  },
  {
    method: 'POST',
    route: '/test-gateway/payment-intents/:id/authenticate',
    input: () =>
      fc
        .tuple(segment('pi_test'), jsonBody({ result: field('complete', 'fail') }))
        .map(([id, body]) => ({ path: `/test-gateway/payment-intents/${id}/authenticate`, body })),
  },
  {
    method: 'GET',
    route: '/payments/return',
    input: () =>
      query({
        payment_intent: param('pi_test_1', 'pi_1'),
        payment_intent_client_secret: param('pi_test_1_secret_x'),
        redirect_status: param('succeeded', 'failed'),
      }).map((q) => ({ path: `/payments/return${q}` })),
  },
  {
    method: 'GET',
    route: '/test-gateway/redirect/:id',
    input: () => segment('pi_test_1').map((id) => ({ path: `/test-gateway/redirect/${id}` })),
  },
  {
    method: 'POST',
    route: '/test-gateway/redirect/:id',
    input: () =>
      fc
        .tuple(
          segment('pi_test_1'),
          fc.oneof(
            fc
              .constantFrom(
                'result=approve',
                'result=decline',
                'result=',
                'result=%',
                'result=approve&result=decline',
                '\u0000',
              )
              .map((text) => ({ text, type: 'application/x-www-form-urlencoded' })),
            jsonBody({ result: field('approve', 'decline') }),
          ),
        )
        .map(([id, body]) => ({ path: `/test-gateway/redirect/${id}`, body })),
  },
  // Webhooks: any body with a signature header that cannot be the provider's.
  ...['stripe', 'paypal'].map((provider) => ({
    method: 'POST',
    route: `/webhooks/${provider}`,
    input: () =>
      fc
        .tuple(jsonBody({ id: field('evt_1'), type: field('payment_intent.succeeded') }), text)
        .map(([body, signature]) => ({
          path: `/webhooks/${provider}`,
          body,
          headers: {
            'Stripe-Signature': `t=1,v1=${encode(signature)}`,
            'PAYPAL-TRANSMISSION-SIG': encode(signature),
          },
        })),
  })),
  post('/test-gateway/paypal/orders', {
    amount: field('10.00', '0.00', '99999999999999999999.00'),
    currency: field('AUD', 'USD'),
    custom_id: field('order-key-123'),
  }),
  {
    method: 'POST',
    route: '/test-gateway/paypal/orders/:id/capture',
    input: () =>
      segment('PAYPAL_TEST_X').map((id) => ({ path: `/test-gateway/paypal/orders/${id}/capture` })),
  },
  {
    method: 'PATCH',
    route: '/admin/settings',
    auth: 'admin',
    input: () =>
      jsonBody({
        gst_percentage: field(10, 0, 100, 100.5, -1, 10.125),
        seller_legal_name: field('Example Auto Parts Pty Ltd'),
        seller_abn: field('51 824 753 556', '53004085261'),
        seller_address: field('12 Example Street, Parramatta NSW 2150'),
      }).map((body) => ({ path: '/admin/settings', body })),
  },
  {
    // Unknown routes and methods: the catch-all must stay a 404 whatever the path or body.
    method: 'ANY',
    route: '/*',
    input: () =>
      fc
        .tuple(
          fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
          fc.array(segment(), { minLength: 1, maxLength: 4 }),
          fc.option(jsonBody({ a: text })),
        )
        .map(([method, parts, body]) => ({
          method,
          path: `/${parts.map((p) => p || encode(' ')).join('/')}`,
          body: body ?? undefined,
        })),
  },
];
