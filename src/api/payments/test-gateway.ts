/**
 * The built-in test gateway (clearly labelled "Test mode" in the shop): card payments keyed by
 * Stripe's test PaymentMethod ids, and PayPal orders that the test PayPal button creates and
 * captures. For development, demos and tests, not production. Like a real provider it remembers
 * what it did across our restarts when given a state file, so a crashed order can be recovered.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import {
  type CardGateway,
  type CardPayment,
  PaymentProviderError,
  type PayPalGateway,
  type PayPalOrder,
  type ProviderRefund,
  type RefundInput,
} from './types.ts';

/** Payments kept in the state file; older ones are dropped. */
const KEEP = 5_000;

const id = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('base64url')}`;

export class TestGateway implements CardGateway, PayPalGateway {
  readonly provider = 'test' as const;
  private payments = new Map<string, CardPayment>();
  private byKey = new Map<string, string>();
  private paypalOrders = new Map<string, PayPalOrder>();
  /** Refunds by their idempotency key, each with the payment (card or PayPal order) it gives back from. */
  private refunds = new Map<string, ProviderRefund & { paymentRef: string }>();
  /** Number of card charges actually made (not replays of an idempotency key). */
  charges = 0;
  /** Number of refunds actually made (not replays of an idempotency key, not refusals). */
  refundsMade = 0;
  private readonly stateFile: string | null;

  constructor(stateFile: string | null = null) {
    this.stateFile = stateFile;
    if (!stateFile || !existsSync(stateFile)) return;
    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as {
      payments: [string, CardPayment][];
      byKey: [string, string][];
      paypal: [string, PayPalOrder][];
      refunds?: [string, ProviderRefund & { paymentRef: string }][];
    };
    this.payments = new Map(saved.payments);
    this.byKey = new Map(saved.byKey);
    this.paypalOrders = new Map(saved.paypal);
    this.refunds = new Map(saved.refunds ?? []);
  }

  /** Writes the state before answering, as a provider records a charge before replying. */
  private save() {
    if (!this.stateFile) return;
    for (const map of [this.payments, this.byKey, this.paypalOrders, this.refunds] as Map<string, unknown>[])
      while (map.size > KEEP) map.delete(map.keys().next().value!);
    const state = {
      payments: [...this.payments],
      byKey: [...this.byKey],
      paypal: [...this.paypalOrders],
      refunds: [...this.refunds],
    };
    writeFileSync(`${this.stateFile}.tmp`, JSON.stringify(state), { mode: 0o600 });
    renameSync(`${this.stateFile}.tmp`, this.stateFile);
  }

  async charge(input: Parameters<CardGateway['charge']>[0]): Promise<CardPayment> {
    const existing = this.byKey.get(input.idempotencyKey);
    if (existing && this.payments.has(existing)) return { ...this.payments.get(existing)! };
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
    this.save();
    return { ...payment };
  }

  async retrieve(paymentId: string): Promise<CardPayment> {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new PaymentProviderError(`The test gateway has no payment ${paymentId}`);
    return { ...payment };
  }

  async findByOrderRef(orderRef: string): Promise<CardPayment | null> {
    const mine = [...this.payments.values()].filter((p) => p.orderRef === orderRef);
    const chosen = mine.find((p) => p.status === 'succeeded') ?? mine.at(-1);
    return chosen ? { ...chosen } : null;
  }

  /** Completes or fails the simulated 3-D Secure challenge of a payment that requires action. */
  authenticate(paymentId: string, success: boolean): CardPayment | null {
    const payment = this.payments.get(paymentId);
    if (payment?.status !== 'requires_action') return null;
    const next: CardPayment = success
      ? { ...payment, status: 'succeeded', clientSecret: undefined }
      : { ...payment, status: 'failed', message: 'We are unable to authenticate your payment method.' };
    this.payments.set(paymentId, next);
    this.save();
    return { ...next };
  }

  createPayPalOrder(amountCents: number, currency: string, customId: string): PayPalOrder {
    const order = { id: id('PAYPAL').toUpperCase(), status: 'CREATED', currency, amountCents, customId };
    this.paypalOrders.set(order.id, order);
    this.save();
    return { ...order };
  }

  capturePayPalOrder(orderId: string): PayPalOrder | null {
    const order = this.paypalOrders.get(orderId);
    if (!order) return null;
    order.status = 'COMPLETED';
    this.save();
    return { ...order };
  }

  async getOrder(orderId: string): Promise<PayPalOrder | null> {
    const order = this.paypalOrders.get(orderId);
    return order ? { ...order } : null;
  }

  /** What has been refunded of a payment so far. */
  refundedOf(paymentRef: string): number {
    let sum = 0;
    for (const r of this.refunds.values())
      if (r.paymentRef === paymentRef && r.status === 'succeeded') sum += r.amountCents;
    return sum;
  }

  /**
   * Refunds part or all of a card payment or a captured PayPal order, once per idempotency key (a
   * repeat answers the first result). Refuses, as a provider does, a payment it does not know or that
   * was not paid, and an amount above what is left of the payment.
   */
  async refund(input: RefundInput): Promise<ProviderRefund> {
    const existing = this.refunds.get(input.idempotencyKey);
    if (existing) {
      const { paymentRef: _, ...answer } = existing;
      return answer;
    }
    const card = this.payments.get(input.paymentRef);
    const paypal = this.paypalOrders.get(input.paymentRef);
    const paid = card ? card.status === 'succeeded' : paypal?.status === 'COMPLETED';
    const amount = card?.amountCents ?? paypal?.amountCents ?? 0;
    const left = amount - this.refundedOf(input.paymentRef);
    const refusal =
      !card && !paypal
        ? `No such payment: ${input.paymentRef}`
        : !paid
          ? 'The payment has not been completed.'
          : !Number.isInteger(input.amountCents) || input.amountCents <= 0
            ? 'The refund amount must be positive.'
            : input.amountCents > left
              ? `The refund amount is more than what is left of the payment (${left} cents).`
              : null;
    const refund: ProviderRefund = refusal
      ? { id: id('re'), status: 'failed', amountCents: input.amountCents, message: refusal }
      : { id: id('re'), status: 'succeeded', amountCents: input.amountCents };
    if (!refusal) this.refundsMade++;
    this.refunds.set(input.idempotencyKey, { ...refund, paymentRef: input.paymentRef });
    this.save();
    return { ...refund };
  }
}
