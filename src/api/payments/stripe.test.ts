import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStripe } from '../../../tests/helpers/fake-stripe.ts';
import { connectionFromBase, StripeGateway } from './stripe.ts';
import { PaymentProviderError } from './types.ts';

let server: Awaited<ReturnType<typeof fakeStripe>>;
let intents: Awaited<ReturnType<typeof fakeStripe>>['intents'];
const created = () => server.state.created;

beforeAll(async () => {
  server = await fakeStripe();
  intents = server.intents;
});
afterAll(() => server.close());

const charge = (gateway: StripeGateway, paymentMethodId: string, idempotencyKey: string) =>
  gateway.charge({
    methodType: 'card',
    returnUrl: 'https://shop.example/checkout-payment-return/',
    amountCents: 12345,
    currency: 'aud',
    paymentMethodId,
    orderRef: 'SCTEST',
    idempotencyKey,
  });

describe('STRIPE_API_BASE', () => {
  it("becomes the SDK's protocol, host and port", () => {
    expect(connectionFromBase('http://127.0.0.1:12111')).toEqual({
      protocol: 'http',
      host: '127.0.0.1',
      port: '12111',
    });
    expect(connectionFromBase('https://api.stripe.com')).toEqual({
      protocol: 'https',
      host: 'api.stripe.com',
      port: 443,
    });
  });
});

describe('Stripe adapter against a fake Stripe API', () => {
  it('creates and confirms a PaymentIntent for the amount in AUD, once per idempotency key', async () => {
    const gateway = new StripeGateway('sk_test_123', server.url);
    const payment = await charge(gateway, 'pm_card_visa', 'key-1');
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountCents: 12345,
      currency: 'aud',
      orderRef: 'SCTEST',
    });
    const sent = server.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(sent.headers['idempotency-key']).toBe('key-1');
    expect(Object.fromEntries(sent.form)).toMatchObject({
      amount: '12345',
      currency: 'aud',
      payment_method: 'pm_card_visa',
      'allowed_payment_method_types[0]': 'card',
      confirm: 'true',
      'metadata[order_ref]': 'SCTEST',
    });
    const before = created();
    expect((await charge(gateway, 'pm_card_visa', 'key-1')).id).toBe(payment.id);
    expect(created()).toBe(before);
  });

  it("reports a decline with Stripe's message, and 3-D Secure with the client secret", async () => {
    const gateway = new StripeGateway('sk_test_123', server.url);
    expect(await charge(gateway, 'pm_card_chargeDeclined', 'key-2')).toMatchObject({
      status: 'failed',
      message: 'Your card was declined.',
    });
    const action = await charge(gateway, 'pm_card_authenticationRequired', 'key-3');
    expect(action).toMatchObject({ status: 'requires_action', clientSecret: `${action.id}_secret_x` });
    intents.set(action.id, { ...intents.get(action.id)!, status: 'succeeded' });
    expect(await gateway.retrieve(action.id)).toMatchObject({ status: 'succeeded', amountCents: 12345 });
  });

  it("takes the Payment Element's ConfirmationToken, only the chosen method type, and the delivery address", async () => {
    const gateway = new StripeGateway('sk_test_123', server.url);
    const shipping = {
      name: 'Jane Citizen',
      phone: '0412345678',
      line1: '1 George St',
      city: 'Sydney',
      state: 'NSW',
      postalCode: '2000',
    };
    const afterpay = await gateway.charge({
      amountCents: 9350,
      currency: 'aud',
      paymentMethodId: 'ctoken_afterpay_clearpay',
      methodType: 'afterpay_clearpay',
      returnUrl: 'https://shop.example/checkout-payment-return/',
      shipping,
      orderRef: 'SCAFTERPAY',
      idempotencyKey: 'key-afterpay',
    });
    // Waiting at Afterpay's page, with the secret the return page must bring back.
    expect(afterpay).toMatchObject({
      status: 'requires_action',
      clientSecret: `${afterpay.id}_secret_x`,
      secret: `${afterpay.id}_secret_x`,
    });
    const sent = Object.fromEntries(server.requests.at(-1)!.form);
    expect(sent).toMatchObject({
      confirmation_token: 'ctoken_afterpay_clearpay',
      'allowed_payment_method_types[0]': 'afterpay_clearpay',
      confirm: 'true',
      'shipping[name]': 'Jane Citizen',
      'shipping[address][postal_code]': '2000',
      'shipping[address][country]': 'AU',
    });
    // The token carries its own return address; a PaymentMethod id is given ours.
    expect(sent.return_url).toBeUndefined();
    await charge(gateway, 'pm_card_visa', 'key-return-url');
    expect(server.requests.at(-1)!.form.get('return_url')).toBe(
      'https://shop.example/checkout-payment-return/',
    );

    // Paid at Afterpay: read back as Stripe holds it.
    intents.set(afterpay.id, { ...intents.get(afterpay.id)!, status: 'succeeded' });
    expect(await gateway.retrieve(afterpay.id)).toMatchObject({
      status: 'succeeded',
      secret: `${afterpay.id}_secret_x`,
    });

    // A card's token sent as Zip: Stripe refuses the method, the attempt fails with its reason.
    const before = created();
    expect(
      await gateway.charge({
        amountCents: 9350,
        currency: 'aud',
        paymentMethodId: 'ctoken_card_visa',
        methodType: 'zip',
        returnUrl: 'https://shop.example/checkout-payment-return/',
        orderRef: 'SCZIPCARD1',
        idempotencyKey: 'key-zip-card',
      }),
    ).toMatchObject({
      status: 'failed',
      message: 'The provided PaymentMethod of type card is not allowed by allowed_payment_method_types.',
    });
    expect(created()).toBe(before);
  });

  it('turns a refused key or an unreachable Stripe into a provider error', async () => {
    await expect(charge(new StripeGateway('sk_wrong', server.url), 'pm_card_visa', 'key-4')).rejects.toThrow(
      /Stripe refused/,
    );
    const unreachable = new StripeGateway('sk_test_123', 'http://127.0.0.1:1', { maxNetworkRetries: 0 });
    await expect(charge(unreachable, 'pm_card_visa', 'key-5')).rejects.toThrow(PaymentProviderError);
    await expect(charge(unreachable, 'pm_card_visa', 'key-5')).rejects.toThrow(/could not be reached/);
    await expect(unreachable.retrieve('pi_1')).rejects.toThrow(/could not be reached/);
    await expect(unreachable.findByOrderRef('SCTEST')).rejects.toThrow(/could not be reached/);
  });

  it('finds the payment made for an order by its number, for the recovery sweep', async () => {
    const gateway = new StripeGateway('sk_test_123', server.url);
    const payment = await gateway.charge({
      methodType: 'card',
      returnUrl: 'https://shop.example/checkout-payment-return/',
      amountCents: 500,
      currency: 'aud',
      paymentMethodId: 'pm_card_visa',
      orderRef: 'SCFINDME01',
      idempotencyKey: 'key-find',
    });
    expect(await gateway.findByOrderRef('SCFINDME01')).toMatchObject({ id: payment.id, status: 'succeeded' });
    expect(await gateway.findByOrderRef('SCNOTHERE1')).toBeNull();
  });
});

describe('Stripe refunds against the fake', () => {
  it('refunds part of a PaymentIntent with our idempotency key, once per key', async () => {
    const gateway = new StripeGateway('sk_test_123', server.url);
    const payment = await charge(gateway, 'pm_card_visa', 'key-refund-charge');
    const refund = await gateway.refund({
      paymentRef: payment.id,
      amountCents: 2345,
      idempotencyKey: 'refund-1',
    });
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: 2345 });
    expect(refund.id).toMatch(/^re_/);
    const sent = server.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(sent.headers['idempotency-key']).toBe('refund-1');
    expect(Object.fromEntries(sent.form)).toMatchObject({ payment_intent: payment.id, amount: '2345' });
    const before = server.state.refunds;
    expect(
      await gateway.refund({ paymentRef: payment.id, amountCents: 2345, idempotencyKey: 'refund-1' }),
    ).toMatchObject({ id: refund.id, status: 'succeeded' });
    expect(server.state.refunds).toBe(before);
  });

  it("reports Stripe's refusal (more than is left, unknown payment) as a failed refund with its message", async () => {
    const gateway = new StripeGateway('sk_test_123', server.url);
    const payment = await charge(gateway, 'pm_card_visa', 'key-refund-charge-2');
    await gateway.refund({ paymentRef: payment.id, amountCents: 12_000, idempotencyKey: 'refund-2a' });
    expect(
      await gateway.refund({ paymentRef: payment.id, amountCents: 346, idempotencyKey: 'refund-2b' }),
    ).toMatchObject({ status: 'failed', message: expect.stringMatching(/greater than unrefunded amount/) });
    expect(
      await gateway.refund({ paymentRef: 'pi_nope', amountCents: 100, idempotencyKey: 'refund-2c' }),
    ).toMatchObject({ status: 'failed', message: expect.stringMatching(/No such payment_intent/) });
  });

  it('turns an unreachable Stripe or a refused key into a provider error', async () => {
    const unreachable = new StripeGateway('sk_test_123', 'http://127.0.0.1:1', { maxNetworkRetries: 0 });
    await expect(
      unreachable.refund({ paymentRef: 'pi_1', amountCents: 100, idempotencyKey: 'refund-3' }),
    ).rejects.toThrow(/could not be reached/);
    await expect(
      new StripeGateway('sk_wrong', server.url).refund({
        paymentRef: 'pi_1',
        amountCents: 100,
        idempotencyKey: 'refund-4',
      }),
    ).rejects.toThrow(PaymentProviderError);
  });
});

describe('Stripe cancel against the fake', () => {
  it('cancels a PaymentIntent waiting on 3-D Secure (POST /v1/payment_intents/{id}/cancel)', async () => {
    const gateway = new StripeGateway('sk_test_123', server.url);
    const waiting = await charge(gateway, 'pm_card_authenticationRequired', 'key-cancel-1');
    expect(await gateway.cancel(waiting.id)).toMatchObject({
      id: waiting.id,
      status: 'failed',
      message: 'The payment was cancelled.',
    });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payment_intents/${waiting.id}/cancel`,
    });
    expect(intents.get(waiting.id)?.status).toBe('canceled');
    // Cancelled already: Stripe refuses, and the adapter reads it back as it is.
    expect((await gateway.cancel(waiting.id)).status).toBe('failed');
  });

  it('answers a PaymentIntent that succeeded first as succeeded, so the caller does not cancel its order', async () => {
    const gateway = new StripeGateway('sk_test_123', server.url);
    const waiting = await charge(gateway, 'pm_card_authenticationRequired', 'key-cancel-2');
    // The customer completes 3-D Secure before the cancel reaches Stripe.
    intents.get(waiting.id)!.status = 'succeeded';
    expect(await gateway.cancel(waiting.id)).toMatchObject({ id: waiting.id, status: 'succeeded' });
  });

  it('turns an unreachable Stripe into a provider error', async () => {
    const unreachable = new StripeGateway('sk_test_123', 'http://127.0.0.1:1', { maxNetworkRetries: 0 });
    await expect(unreachable.cancel('pi_1')).rejects.toThrow(/could not be reached/);
  });
});
