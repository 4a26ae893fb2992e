import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TestGateway } from './test-gateway.ts';
import { PaymentProviderError } from './types.ts';

const charge = (gateway: TestGateway, key: string) =>
  gateway.charge({
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

  it('answers an unknown payment with a provider error (a 502 for the shopper), not a crash', async () => {
    await expect(new TestGateway().retrieve('pi_unknown')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
