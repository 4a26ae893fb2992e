/**
 * The built-in test gateway (clearly labelled "Test mode" in the shop): card payments keyed by
 * Stripe's test PaymentMethod ids, and PayPal orders that the test PayPal button creates and
 * captures. State lives in this process; it is for development, demos and tests, not production.
 */
import { randomBytes } from 'node:crypto';
import type { CardGateway, CardPayment, PayPalGateway, PayPalOrder } from './types.ts';

const id = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('base64url')}`;

export class TestGateway implements CardGateway, PayPalGateway {
  readonly provider = 'test' as const;
  private payments = new Map<string, CardPayment>();
  private byKey = new Map<string, string>();
  private paypalOrders = new Map<string, PayPalOrder>();
  /** Number of card charges actually made (not replays of an idempotency key). */
  charges = 0;

  async charge(input: Parameters<CardGateway['charge']>[0]): Promise<CardPayment> {
    const existing = this.byKey.get(input.idempotencyKey);
    if (existing) return { ...this.payments.get(existing)! };
    this.charges++;
    const base = {
      id: id('pi'),
      amountCents: input.amountCents,
      currency: input.currency,
      orderRef: input.orderRef,
    };
    let payment: CardPayment;
    if (input.paymentMethodId === 'pm_card_visa') payment = { ...base, status: 'succeeded' };
    else if (input.paymentMethodId === 'pm_card_authenticationRequired')
      payment = {
        ...base,
        status: 'requires_action',
        clientSecret: `${base.id}_secret_${randomBytes(6).toString('hex')}`,
      };
    else if (input.paymentMethodId === 'pm_card_chargeDeclined')
      payment = { ...base, status: 'failed', message: 'Your card was declined.' };
    else payment = { ...base, status: 'failed', message: 'No such payment method.' };
    this.payments.set(payment.id, payment);
    this.byKey.set(input.idempotencyKey, payment.id);
    return { ...payment };
  }

  async retrieve(paymentId: string): Promise<CardPayment> {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`No such payment: ${paymentId}`);
    return { ...payment };
  }

  /** Completes or fails the simulated 3-D Secure challenge of a payment that requires action. */
  authenticate(paymentId: string, success: boolean): CardPayment | null {
    const payment = this.payments.get(paymentId);
    if (payment?.status !== 'requires_action') return null;
    const next: CardPayment = success
      ? { ...payment, status: 'succeeded', clientSecret: undefined }
      : { ...payment, status: 'failed', message: 'We are unable to authenticate your payment method.' };
    this.payments.set(paymentId, next);
    return { ...next };
  }

  createPayPalOrder(amountCents: number, currency: string, customId: string): PayPalOrder {
    const order = { id: id('PAYPAL').toUpperCase(), status: 'CREATED', currency, amountCents, customId };
    this.paypalOrders.set(order.id, order);
    return { ...order };
  }

  capturePayPalOrder(orderId: string): PayPalOrder | null {
    const order = this.paypalOrders.get(orderId);
    if (!order) return null;
    order.status = 'COMPLETED';
    return { ...order };
  }

  async getOrder(orderId: string): Promise<PayPalOrder | null> {
    const order = this.paypalOrders.get(orderId);
    return order ? { ...order } : null;
  }
}
