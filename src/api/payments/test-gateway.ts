/**
 * The built-in test gateway (clearly labelled "Test mode" in the shop): card payments keyed by
 * Stripe's test PaymentMethod ids, and PayPal orders that the test PayPal button creates and
 * captures. For development, demos and tests, not production. Like a real provider it remembers
 * what it did across our restarts when given a state file, so a crashed order can be recovered.
 * The file is a journal: one JSON line appended per change, written before the answer, so a charge
 * costs the same whether it is the first or the five-thousandth (rewriting the whole state on each
 * one took a tenth of place-order's time at a few thousand payments); it is rewritten compact now
 * and then. A file in the earlier one-object format is still read.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { type MethodType, methodName } from '../../lib/checkout/payment-methods.ts';
import { cardExpired, EXPIRED_CARD, splitExpiry, TEST_METHODS } from '../../lib/checkout/test-cards.ts';
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

/** The journal is rewritten compact after this many appended lines. */
const COMPACT_AFTER = 4 * KEEP;

/** A payment as the test gateway keeps it: a redirect method's also has its method and return address. */
type TestPayment = CardPayment & { methodType?: MethodType; returnUrl?: string };

type Saved = {
  payments: TestPayment;
  byKey: string;
  paypal: PayPalOrder;
  refunds: ProviderRefund & { paymentRef: string };
};
/** One journal line: which map, the key, the value. */
type Line = { [M in keyof Saved]: [M, string, Saved[M]] }[keyof Saved];
const SAVED: (keyof Saved)[] = ['payments', 'byKey', 'paypal', 'refunds'];

const id = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('base64url')}`;

/**
 * What a state file holds, read without writing to it (the gateway's own start, and tests that check
 * what it charged): the journal's lines replayed in order, a later line for a key replacing the
 * earlier; a last line cut short by a crash is skipped (its answer was never given).
 */
export function readGatewayState(stateFile: string) {
  const state = {
    payments: new Map<string, TestPayment>(),
    byKey: new Map<string, string>(),
    paypal: new Map<string, PayPalOrder>(),
    refunds: new Map<string, Saved['refunds']>(),
    format: 'journal' as 'journal' | 'object',
    lines: 0,
  };
  const maps = state as unknown as Record<keyof Saved, Map<string, unknown>>;
  const text = readFileSync(stateFile, 'utf8');
  if (text.startsWith('{')) {
    const saved = JSON.parse(text) as { [M in keyof Saved]?: [string, Saved[M]][] };
    for (const name of SAVED) for (const [k, v] of saved[name] ?? []) maps[name].set(k, v);
    state.format = 'object';
    return state;
  }
  for (const line of text.split('\n')) {
    if (!line) continue;
    let entry: Line;
    try {
      entry = JSON.parse(line) as Line;
    } catch {
      continue;
    }
    state.lines++;
    if (!SAVED.includes(entry[0])) continue;
    // Re-inserted last, so that trimming drops the oldest first.
    maps[entry[0]].delete(entry[1]);
    maps[entry[0]].set(entry[1], entry[2]);
  }
  return state;
}

export class TestGateway implements CardGateway, PayPalGateway {
  readonly provider = 'test' as const;
  private payments = new Map<string, TestPayment>();
  private byKey = new Map<string, string>();
  private paypalOrders = new Map<string, PayPalOrder>();
  /** Refunds by their idempotency key, each with the payment (card or PayPal order) it gives back from. */
  private refunds = new Map<string, ProviderRefund & { paymentRef: string }>();
  /** Number of card charges actually made (not replays of an idempotency key). */
  charges = 0;
  /** Number of refunds actually made (not replays of an idempotency key, not refusals). */
  refundsMade = 0;
  private readonly stateFile: string | null;
  /** The secret its Stripe-style events are signed with (STRIPE_WEBHOOK_SECRET, else one per process). */
  readonly webhookSecret: string;

  /** Lines appended since the journal was last written whole. */
  private appended = 0;

  constructor(
    stateFile: string | null = null,
    webhookSecret = `whsec_test_${randomBytes(18).toString('hex')}`,
  ) {
    this.stateFile = stateFile;
    this.webhookSecret = webhookSecret;
    if (!stateFile || !existsSync(stateFile)) return;
    const saved = readGatewayState(stateFile);
    this.payments = saved.payments;
    this.byKey = saved.byKey;
    this.paypalOrders = saved.paypal;
    this.refunds = saved.refunds;
    this.trim();
    // A file of the earlier format is rewritten as a journal before anything is appended to it.
    if (saved.format === 'object') this.compact();
    else this.appended = saved.lines;
  }

  private maps() {
    return [
      ['payments', this.payments],
      ['byKey', this.byKey],
      ['paypal', this.paypalOrders],
      ['refunds', this.refunds],
    ] as [keyof Saved, Map<string, unknown>][];
  }

  private trim() {
    for (const [, map] of this.maps()) while (map.size > KEEP) map.delete(map.keys().next().value!);
  }

  /** Rewrites the journal with the current state only. */
  private compact() {
    if (!this.stateFile) return;
    const lines = this.maps().flatMap(([name, map]) =>
      [...map].map(([k, v]) => JSON.stringify([name, k, v])),
    );
    writeFileSync(`${this.stateFile}.tmp`, lines.map((l) => `${l}\n`).join(''), { mode: 0o600 });
    renameSync(`${this.stateFile}.tmp`, this.stateFile);
    this.appended = 0;
  }

  /** Records changes before answering, as a provider records a charge before replying. */
  private save(...lines: Line[]) {
    if (!this.stateFile) return;
    this.trim();
    appendFileSync(this.stateFile, lines.map((l) => `${JSON.stringify(l)}\n`).join(''), { mode: 0o600 });
    this.appended += lines.length;
    if (this.appended > COMPACT_AFTER) this.compact();
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
    let payment: TestPayment;
    // The test card form's ids carry the card's expiry: an expired card is declined, as a network would.
    const { id: card, expiry } = splitExpiry(input.paymentMethodId);
    const redirect = card === TEST_METHODS.afterpay_clearpay || card === TEST_METHODS.zip;
    const type =
      card === TEST_METHODS.afterpay_clearpay
        ? 'afterpay_clearpay'
        : card === TEST_METHODS.zip
          ? 'zip'
          : 'card';
    if (type !== input.methodType)
      // As Stripe refuses a PaymentMethod of a type the PaymentIntent does not allow.
      payment = {
        ...base,
        status: 'failed',
        message: `The payment method type "${type}" is not allowed for this payment.`,
      };
    else if (redirect)
      // Waits for the shopper at the provider's page (the test gateway's redirect page).
      payment = {
        ...base,
        status: 'requires_action',
        clientSecret: `${base.id}_secret_${randomBytes(6).toString('hex')}`,
        methodType: type,
        returnUrl: input.returnUrl,
      };
    else if (expiry && cardExpired(expiry, new Date()))
      payment = { ...base, status: 'failed', message: EXPIRED_CARD };
    else if (card === 'pm_card_visa' || card === TEST_METHODS.wallet)
      payment = { ...base, status: 'succeeded' };
    else if (card === 'pm_card_authenticationRequired')
      payment = {
        ...base,
        status: 'requires_action',
        clientSecret: `${base.id}_secret_${randomBytes(6).toString('hex')}`,
      };
    else if (card === 'pm_card_chargeDeclined')
      payment = { ...base, status: 'failed', message: 'Your card was declined.' };
    else payment = { ...base, status: 'failed', message: 'No such payment method.' };
    if (payment.clientSecret) payment.secret = payment.clientSecret;
    this.payments.set(payment.id, payment);
    this.byKey.set(input.idempotencyKey, payment.id);
    this.save(['payments', payment.id, payment], ['byKey', input.idempotencyKey, payment.id]);
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
    // A redirect method's payment is answered on its provider's page (redirectResult), not here.
    if (payment?.status !== 'requires_action' || payment.returnUrl) return null;
    const next: CardPayment = success
      ? { ...payment, status: 'succeeded', clientSecret: undefined }
      : { ...payment, status: 'failed', message: 'We are unable to authenticate your payment method.' };
    this.payments.set(paymentId, next);
    this.save(['payments', paymentId, next]);
    return { ...next };
  }

  /**
   * The shopper's answer on a redirect method's page (Afterpay, Zip): approved, the payment succeeds;
   * declined, it fails as Stripe's does (back to needing a payment method). Null when no payment of a
   * redirect method is waiting.
   */
  redirectResult(paymentId: string, approved: boolean): (CardPayment & { returnUrl: string }) | null {
    const payment = this.payments.get(paymentId);
    if (payment?.status !== 'requires_action' || !payment.returnUrl) return null;
    const next: TestPayment = approved
      ? { ...payment, status: 'succeeded', clientSecret: undefined }
      : {
          ...payment,
          status: 'failed',
          clientSecret: undefined,
          message: `The payment was declined by ${methodName(payment.methodType ?? 'card')}.`,
        };
    this.payments.set(paymentId, next);
    this.save(['payments', paymentId, next]);
    return { ...next, returnUrl: payment.returnUrl };
  }

  /** A payment waiting at a redirect method's page, for that page: its amount and method. */
  waitingRedirect(paymentId: string): TestPayment | null {
    const payment = this.payments.get(paymentId);
    return payment?.status === 'requires_action' && payment.returnUrl ? { ...payment } : null;
  }

  /**
   * A payment_intent event about `payment` as Stripe sends it: the body and its Stripe-Signature header
   * (HMAC-SHA256 of "timestamp.body" with the webhook secret), for the shop's own webhook endpoint.
   */
  signedEvent(type: string, payment: CardPayment): { payload: string; signature: string } {
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: payment.id,
          object: 'payment_intent',
          amount: payment.amountCents,
          currency: payment.currency,
          status: payment.status === 'failed' ? 'requires_payment_method' : payment.status,
          metadata: { order_ref: payment.orderRef },
        },
      },
    });
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', this.webhookSecret).update(`${t}.${payload}`).digest('hex');
    return { payload, signature: `t=${t},v1=${v1}` };
  }

  /** Cancels a payment still waiting (3-D Secure): it can no longer be completed. A paid one is answered as it is. */
  async cancel(paymentId: string): Promise<CardPayment> {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new PaymentProviderError(`The test gateway has no payment ${paymentId}`);
    if (payment.status !== 'requires_action' && payment.status !== 'processing') return { ...payment };
    const next: CardPayment = {
      ...payment,
      status: 'failed',
      clientSecret: undefined,
      message: 'The payment was cancelled.',
      cancelled: true,
    };
    this.payments.set(paymentId, next);
    this.save(['payments', paymentId, next]);
    return { ...next };
  }

  createPayPalOrder(amountCents: number, currency: string, customId: string): PayPalOrder {
    const order = { id: id('PAYPAL').toUpperCase(), status: 'CREATED', currency, amountCents, customId };
    this.paypalOrders.set(order.id, order);
    this.save(['paypal', order.id, order]);
    return { ...order };
  }

  capturePayPalOrder(orderId: string): PayPalOrder | null {
    const order = this.paypalOrders.get(orderId);
    if (!order) return null;
    order.status = 'COMPLETED';
    this.save(['paypal', orderId, order]);
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
    const kept = { ...refund, paymentRef: input.paymentRef };
    this.refunds.set(input.idempotencyKey, kept);
    this.save(['refunds', input.idempotencyKey, kept]);
    return { ...refund };
  }
}
