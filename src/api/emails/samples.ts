/**
 * Every email the shop sends, made from realistic sample data built here (never a customer's): the
 * back office's previews and test emails (routes/admin-emails.ts) and the template tests use this
 * table, so a template left out of it is neither previewed nor checked.
 */
import type { VehicleSnapshot } from '../../lib/fitment/fitment.ts';
import type { DeliveryPlan } from '../../lib/freight/quote.ts';
import type { StoreView } from '../../lib/stock/store.ts';
import type { orderItems, orders } from '../db/schema/index.ts';
import type { MailMessage } from '../services/mailer.ts';
import type { EmailBrand } from './layout/brand.ts';
import { newsletterConfirmMessage } from './newsletter-confirm.ts';
import { newsletterWelcomeMessage } from './newsletter-welcome.ts';
import { confirmationFor } from './order-confirmation.ts';
import { orderRefundMessage } from './order-refund.ts';
import { orderStatusMessage } from './order-status.ts';
import { passwordResetCodeMessage } from './password-reset-code.ts';
import { paymentDisputeMessage } from './payment-dispute.ts';
import { paypalOrphanMessage } from './payment-orphan.ts';
import { returnStatusMessage } from './return-status.ts';
import { reviewRequest } from './review-request.ts';
import { shopContactMessage } from './shop-contact.ts';
import { shopNewOrderMessage } from './shop-new-order.ts';
import { shopReturnRequestMessage } from './shop-return-request.ts';
import { staffPasswordResetMessage } from './staff-password-reset.ts';
import { tradeApplicationMessage, tradeApprovedMessage } from './trade-account.ts';
import { verifyEmailMessage } from './verify-email.ts';

export const SAMPLE_TEMPLATES = [
  'order-confirmation',
  'order-confirmation-collect',
  'order-shipped',
  'order-ready-to-collect',
  'order-collected',
  'order-delivered',
  'order-cancelled',
  'order-refund',
  'return-approved',
  'return-rejected',
  'return-received',
  'return-refunded',
  'return-replaced',
  'review-request',
  'password-reset',
  'staff-password-reset',
  'verify-email',
  'newsletter-confirm',
  'newsletter-welcome',
  'trade-approved',
  'shop-new-order',
  'shop-contact',
  'shop-return-request',
  'shop-trade-application',
  'shop-payment-dispute',
  'shop-payment-orphan',
] as const;
export type SampleTemplate = (typeof SAMPLE_TEMPLATES)[number];

export const SAMPLE_LABELS: Record<SampleTemplate, string> = {
  'order-confirmation': 'Order confirmation (delivery)',
  'order-confirmation-collect': 'Order confirmation (click & collect)',
  'order-shipped': 'Order shipped',
  'order-ready-to-collect': 'Ready to collect',
  'order-collected': 'Order collected',
  'order-delivered': 'Order delivered',
  'order-cancelled': 'Order cancelled',
  'order-refund': 'Refund',
  'return-approved': 'Return approved',
  'return-rejected': 'Return not approved',
  'return-received': 'Return received',
  'return-refunded': 'Return refunded',
  'return-replaced': 'Return replaced',
  'review-request': 'Review request',
  'password-reset': 'Password reset code (customer)',
  'staff-password-reset': 'Password reset link (staff)',
  'verify-email': 'Email confirmation',
  'newsletter-confirm': 'Newsletter: confirm subscription',
  'newsletter-welcome': 'Newsletter: welcome and code',
  'trade-approved': 'Trade account approved',
  'shop-new-order': 'To the shop: new order',
  'shop-contact': 'To the shop: contact form',
  'shop-return-request': 'To the shop: return request',
  'shop-trade-application': 'To the shop: trade application',
  'shop-payment-dispute': 'To the shop: payment disputed',
  'shop-payment-orphan': 'To the shop: PayPal payment with no order',
};

/** A product picture for the samples: a catalogue product's when the caller has one, else none (a box). */
export interface SamplePicture {
  title: string;
  imageUrl: string | null;
}

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

const CUSTOMER = { name: 'Jordan Nguyen', email: 'jordan.nguyen@example.com' };
const RANGER = { label: '2019 Ford Ranger PX3 3.2 TDCi' } as VehicleSnapshot;

const STORE: StoreView = {
  id: 1,
  name: 'Penrith',
  address: '58 Mulgoa Road, Penrith NSW 2750',
  phone: '02 4721 0000',
  hours: ['Mon–Fri 7:30am–5:30pm', 'Sat 8am–12pm'],
};

/** A paid sample order of two parts and a member discount, GST-inclusive figures as the checkout stores them. */
export function sampleOrder(collect = false): { row: OrderRow; items: ItemRow[] } {
  const row = {
    id: 1,
    invoiceNumber: 'SC7Q4M2XK9',
    userId: null,
    fName: 'Jordan',
    lName: 'Nguyen',
    company: '',
    email: CUSTOMER.email,
    phone: '0412 345 678',
    streetAddress: '14 Bushland Drive',
    suburb: 'Glenmore Park',
    city: 'Penrith',
    state: 'NSW',
    postCode: '2745',
    sFName: '',
    sLName: '',
    sCompany: '',
    sEmail: '',
    sPhone: '',
    sStreetAddress: '',
    sSuburb: '',
    sCity: '',
    sState: '',
    sPostCode: '',
    status: 'completed',
    paymentMethod: 'Stripe',
    paymentMethodType: 'card',
    gstBp: 1000,
    subtotalCents: 24_300,
    subtotalIncCents: 26_730,
    signupDiscountCents: 0,
    membershipDiscountCents: 1_337,
    newsletterDiscountCents: 0,
    promoCode: null,
    deliveryCents: collect ? 0 : 1_364,
    deliveryIncCents: collect ? 0 : 1_500,
    gstCents: collect ? 2_308 : 2_445,
    totalCents: collect ? 25_393 : 26_893,
    comment: '',
    buyerBusinessName: '',
    buyerAbn: '',
    fulfilment: collect ? 'collect' : 'delivery',
    pickupLocationId: collect ? 1 : null,
    deliveryPlan: collect ? null : ({ name: 'StarTrack Road Express', etaDays: [2, 4] } as DeliveryPlan),
    createdAt: new Date('2026-03-02T09:15:00+11:00'),
  } as unknown as OrderRow;
  const item = (
    id: number,
    productId: number,
    title: string,
    sku: string,
    qty: number,
    inc: number,
    ex: number,
  ) =>
    ({
      id,
      orderId: 1,
      productId,
      productTitle: title,
      sku,
      quantity: qty,
      priceCents: ex,
      priceIncCents: inc,
      subtotalCents: ex * qty,
      subtotalIncCents: inc * qty,
      vehicle: RANGER,
    }) as ItemRow;
  return {
    row,
    items: [
      item(1, 1, 'Bendix General CT Front Brake Pads DB1170GCT', 'DB1170GCT', 1, 8_990, 8_173),
      item(2, 2, 'Ryco Oil Filter Z411', 'Z411', 2, 1_870, 1_700),
      item(3, 3, 'Narva H4 Plus 130 Headlight Globes (pair)', '48542BL2', 1, 14_000, 12_727),
    ],
  };
}

/** Every template by its sample name, for this shop's brand. */
export function sampleEmails(
  brand: EmailBrand,
  pictures: readonly SamplePicture[] = [],
): Record<SampleTemplate, () => MailMessage> {
  const base = { brand, name: CUSTOMER.name, email: CUSTOMER.email };
  const order = 'SC7Q4M2XK9';
  const shop = { shopEmail: brand.contactEmail || 'orders@example.com', brand };
  const images = new Map(
    pictures.map((p, i) => [i + 1, p.imageUrl]).filter(([, u]) => u) as [number, string][],
  );
  const confirmation = (collect: boolean) => {
    const { row, items } = sampleOrder(collect);
    const named = items.map((it, i) => (pictures[i] ? { ...it, productTitle: pictures[i]!.title } : it));
    return confirmationFor(row, named, { brand, resetCodeSecret: 'sample' }, collect ? STORE : null, images);
  };
  const status = (s: 'shipped' | 'ready_to_collect' | 'collected' | 'delivered' | 'cancelled') => () =>
    orderStatusMessage({
      ...base,
      invoiceNumber: order,
      status: s,
      ...(s === 'shipped' && {
        carrierName: 'StarTrack',
        trackingNumber: 'ST 1234 5678',
        trackingUrl: 'https://startrack.com.au/track/details/ST%201234%205678',
      }),
      ...((s === 'ready_to_collect' || s === 'collected') && { store: STORE }),
    });
  const ret = (s: 'approved' | 'rejected' | 'received' | 'refunded' | 'replaced') => () =>
    returnStatusMessage({
      ...base,
      id: 42,
      orderRef: order,
      status: s,
      note: s === 'rejected' ? 'The pads have been fitted and used, so we cannot take them back.' : '',
      returnAddress: brand.address,
      amountCents: 8_990,
    });
  const { row, items } = sampleOrder();
  return {
    'order-confirmation': () => confirmation(false),
    'order-confirmation-collect': () => confirmation(true),
    'order-shipped': status('shipped'),
    'order-ready-to-collect': status('ready_to_collect'),
    'order-collected': status('collected'),
    'order-delivered': status('delivered'),
    'order-cancelled': status('cancelled'),
    'order-refund': () =>
      orderRefundMessage({
        ...base,
        invoiceNumber: order,
        amountCents: 3_740,
        refundedCents: 3_740,
        totalCents: 26_893,
        paymentMethod: 'Stripe',
      }),
    'return-approved': ret('approved'),
    'return-rejected': ret('rejected'),
    'return-received': ret('received'),
    'return-refunded': ret('refunded'),
    'return-replaced': ret('replaced'),
    'review-request': () =>
      reviewRequest({
        ...base,
        invoiceNumber: order,
        lines: items.map((it, i) => ({
          title: pictures[i]?.title ?? it.productTitle,
          imageUrl: pictures[i]?.imageUrl ?? null,
          vehicleLabel: RANGER.label,
          reviewUrl: `${brand.siteUrl}/review/?t=${it.id}.sample`,
        })),
      }),
    'password-reset': () => passwordResetCodeMessage({ brand, email: CUSTOMER.email, code: '482913' }),
    'staff-password-reset': () =>
      staffPasswordResetMessage({ brand, email: 'alex@example.com', name: 'Alex', token: 'sample-token' }),
    'verify-email': () => verifyEmailMessage({ ...base, token: 'sample-token' }),
    'newsletter-confirm': () =>
      newsletterConfirmMessage({ brand, email: CUSTOMER.email, token: 'sample-token', discountBp: 1000 }),
    'newsletter-welcome': () =>
      newsletterWelcomeMessage({
        brand,
        email: CUSTOMER.email,
        unsubscribeToken: 'sample-token',
        code: { code: 'WELCOME-7KQ2', discountBp: 1000 },
      }),
    'trade-approved': () =>
      tradeApprovedMessage(brand, {
        ...CUSTOMER,
        businessName: 'Nguyen Mechanical Pty Ltd',
        abn: '51824753556',
      }),
    'shop-new-order': () => shopNewOrderMessage(shop, row, items),
    'shop-contact': () =>
      shopContactMessage(shop, {
        fName: 'Jordan',
        lName: 'Nguyen',
        email: CUSTOMER.email,
        phone: '0412 345 678',
        subject: 'Do the DB1170GCT pads fit a 2019 Ranger?',
        message: 'Hi,\nmy Ranger is a 2019 PX3 with the 3.2.\n\nWill these pads fit the front?',
      }),
    'shop-return-request': () =>
      shopReturnRequestMessage(shop, {
        id: 42,
        fName: 'Jordan',
        lName: 'Nguyen',
        email: CUSTOMER.email,
        orderRef: order,
        orderFound: true,
        reason: 'does_not_fit',
        subject: 'Pads do not fit',
        message: 'The pads are too wide for my calipers.',
        attachment: true,
      }),
    'shop-trade-application': () =>
      tradeApplicationMessage(shop, {
        ...CUSTOMER,
        id: 7,
        businessName: 'Nguyen Mechanical Pty Ltd',
        abn: '51824753556',
      }),
    'shop-payment-dispute': () =>
      paymentDisputeMessage(shop, {
        provider: 'Stripe',
        invoiceNumber: order,
        amountCents: 26_893,
        reason: 'product_not_received',
        dueBy: new Date('2026-03-20T00:00:00+11:00'),
      }),
    'shop-payment-orphan': () =>
      paypalOrphanMessage(shop, {
        captureId: '5TY05013RG002845M',
        paypalOrderId: '8MC585209K746392H',
        amountCents: 26_893,
        paidOrder: null,
      }),
  };
}
