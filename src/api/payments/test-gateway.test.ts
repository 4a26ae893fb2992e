import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TestGateway } from './test-gateway.ts';
import { PaymentProviderError } from './types.ts';

const charge = (gateway: TestGateway, key: string) =>
  gateway.charge({
    methodType: 'card',
    returnUrl: 'https://shop.example/checkout-payment-return/',
    amountCents: 12_345,
    currency: 'aud',
    paymentMethodId: 'pm_card_visa',
    orderRef: 'SCRESTART01',
    idempotencyKey: key,
  });

describe('the test gateway across a restart of the shop', () => {
  it('remembers its payments, so a retry or the sweep after a crash finds the charge and never repeats it', async () => {
    const state = join(mkdtempSync(join(tmpdir(), 'gateway-')), 'test-gateway.json');
    const payment = await charge(new TestGateway(state), 'key-restart-1');
    const restarted = new TestGateway(state);
    expect(await restarted.retrieve(payment.id)).toMatchObject({ status: 'succeeded', amountCents: 12_345 });
    expect(await charge(restarted, 'key-restart-1')).toMatchObject({ id: payment.id });
    expect(restarted.charges).toBe(0);
    expect(await restarted.findByOrderRef('SCRESTART01')).toMatchObject({ id: payment.id });
    expect(await restarted.findByOrderRef('SCNEVERPAID')).toBeNull();
  });

  it('appends one line per charge to its state file rather than writing the whole state again', async () => {
    const state = join(mkdtempSync(join(tmpdir(), 'gateway-')), 'test-gateway.json');
    const gateway = new TestGateway(state);
    for (let i = 0; i < 200; i++) await charge(gateway, `key-grow-${i}`);
    const before = statSync(state).size;
    await charge(gateway, 'key-grow-last');
    const added = statSync(state).size - before;
    expect(added).toBeGreaterThan(0);
    // Two short lines (the payment and its key), not the 200 payments before it.
    expect(added).toBeLessThan(before / 50);
    const restarted = new TestGateway(state);
    expect(await charge(restarted, 'key-grow-7')).toMatchObject({ status: 'succeeded' });
    expect(await charge(restarted, 'key-grow-last')).toMatchObject({ status: 'succeeded' });
    expect(restarted.charges).toBe(0);
  });

  it('reads a state file in the earlier one-object format, and a journal whose last line a crash cut short', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gateway-'));
    const payment = {
      id: 'pi_old',
      amountCents: 500,
      currency: 'aud',
      orderRef: 'SCOLD',
      status: 'succeeded',
    };
    const old = join(dir, 'old.json');
    writeFileSync(
      old,
      JSON.stringify({ payments: [['pi_old', payment]], byKey: [['k-old', 'pi_old']], paypal: [] }),
    );
    expect(await new TestGateway(old).retrieve('pi_old')).toMatchObject({ amountCents: 500 });
    expect(readFileSync(old, 'utf8').startsWith('[')).toBe(true);

    const torn = join(dir, 'torn.json');
    writeFileSync(torn, `${JSON.stringify(['payments', 'pi_old', payment])}\n["payments","pi_cut",{"id":`);
    const gateway = new TestGateway(torn);
    expect(await gateway.retrieve('pi_old')).toMatchObject({ status: 'succeeded' });
    await expect(gateway.retrieve('pi_cut')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('answers an unknown payment with a provider error (a 502 for the shopper), not a crash', async () => {
    await expect(new TestGateway().retrieve('pi_unknown')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('test gateway refunds', () => {
  it('refunds a card payment in parts up to its amount, once per key, and refuses more', async () => {
    const gateway = new TestGateway();
    const payment = await charge(gateway, 'key-refund-card');
    const first = await gateway.refund({
      paymentRef: payment.id,
      amountCents: 12_000,
      idempotencyKey: 'r-1',
    });
    expect(first).toMatchObject({ status: 'succeeded', amountCents: 12_000 });
    expect(
      await gateway.refund({ paymentRef: payment.id, amountCents: 12_000, idempotencyKey: 'r-1' }),
    ).toEqual(first);
    expect(gateway.refundsMade).toBe(1);
    expect(
      await gateway.refund({ paymentRef: payment.id, amountCents: 346, idempotencyKey: 'r-2' }),
    ).toMatchObject({ status: 'failed', message: expect.stringMatching(/more than what is left/) });
    expect(
      await gateway.refund({ paymentRef: payment.id, amountCents: 345, idempotencyKey: 'r-3' }),
    ).toMatchObject({ status: 'succeeded' });
    expect(gateway.refundedOf(payment.id)).toBe(12_345);
    expect(gateway.refundsMade).toBe(2);
  });

  it('refunds a captured PayPal order, and refuses unknown or unpaid payments', async () => {
    const gateway = new TestGateway();
    const order = gateway.createPayPalOrder(5_000, 'AUD', 'key-x');
    expect(
      await gateway.refund({ paymentRef: order.id, amountCents: 100, idempotencyKey: 'p-1' }),
    ).toMatchObject({
      status: 'failed',
      message: 'The payment has not been completed.',
    });
    gateway.capturePayPalOrder(order.id);
    expect(
      await gateway.refund({ paymentRef: order.id, amountCents: 5_000, idempotencyKey: 'p-2' }),
    ).toMatchObject({
      status: 'succeeded',
    });
    expect(
      await gateway.refund({ paymentRef: 'pi_nope', amountCents: 1, idempotencyKey: 'p-3' }),
    ).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/No such payment/),
    });
  });

  it('remembers its refunds across a restart', async () => {
    const state = join(mkdtempSync(join(tmpdir(), 'gateway-')), 'test-gateway.json');
    const gateway = new TestGateway(state);
    const payment = await charge(gateway, 'key-refund-restart');
    await gateway.refund({ paymentRef: payment.id, amountCents: 10_000, idempotencyKey: 'r-restart' });
    const restarted = new TestGateway(state);
    expect(restarted.refundedOf(payment.id)).toBe(10_000);
    expect(
      await restarted.refund({ paymentRef: payment.id, amountCents: 10_000, idempotencyKey: 'r-restart' }),
    ).toMatchObject({ status: 'succeeded' });
    expect(restarted.refundsMade).toBe(0);
  });
});

describe('test gateway cancel', () => {
  it('cancels a payment waiting on 3-D Secure for good, remembered across a restart, and leaves a paid one paid', async () => {
    const state = join(mkdtempSync(join(tmpdir(), 'gateway-')), 'test-gateway.json');
    const gateway = new TestGateway(state);
    const waiting = await gateway.charge({
      methodType: 'card',
      returnUrl: 'https://shop.example/checkout-payment-return/',
      amountCents: 5_000,
      currency: 'aud',
      paymentMethodId: 'pm_card_authenticationRequired',
      orderRef: 'SCCANCEL0001',
      idempotencyKey: 'key-cancel-1',
    });
    expect(await gateway.cancel(waiting.id)).toMatchObject({
      status: 'failed',
      message: 'The payment was cancelled.',
    });
    expect(gateway.authenticate(waiting.id, true)).toBeNull();
    expect(await new TestGateway(state).retrieve(waiting.id)).toMatchObject({ status: 'failed' });
    const paid = await charge(gateway, 'key-cancel-2');
    expect(await gateway.cancel(paid.id)).toMatchObject({ status: 'succeeded' });
    await expect(gateway.cancel('pi_test_nope')).rejects.toThrow(PaymentProviderError);
  });
});

describe('the test gateway and card expiry (issue 45)', () => {
  const pay = (paymentMethodId: string, key: string) =>
    new TestGateway().charge({
      methodType: 'card',
      returnUrl: 'https://shop.example/checkout-payment-return/',
      amountCents: 5_000,
      currency: 'aud',
      paymentMethodId,
      orderRef: 'SCEXPIRY001',
      idempotencyKey: key,
    });
  const nextYear = new Date().getUTCFullYear() + 1;

  it('declines a test card whose expiry is in the past, as a card network would', async () => {
    expect(await pay('pm_card_visa_exp_2020_01', 'key-expired')).toMatchObject({
      status: 'failed',
      message: 'Your card has expired.',
    });
  });

  it('charges one with a future expiry, and Stripe-style ids without one as before', async () => {
    expect(await pay(`pm_card_visa_exp_${nextYear}_01`, 'key-future')).toMatchObject({ status: 'succeeded' });
    expect(await pay(`pm_card_authenticationRequired_exp_${nextYear}_12`, 'key-3ds')).toMatchObject({
      status: 'requires_action',
    });
    expect(await pay(`pm_card_chargeDeclined_exp_${nextYear}_12`, 'key-declined')).toMatchObject({
      status: 'failed',
      message: 'Your card was declined.',
    });
    expect(await pay('pm_card_visa', 'key-plain')).toMatchObject({ status: 'succeeded' });
  });
});
