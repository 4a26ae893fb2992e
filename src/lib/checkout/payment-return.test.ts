import { describe, expect, it } from 'vitest';
import { paymentReturnUrl, readPaymentReturn } from './payment-return.ts';

describe('a return address', () => {
  it('names the payment by its id and client secret, whatever else it says', () => {
    const url = paymentReturnUrl(
      'https://shop.example/checkout-payment-return/',
      { paymentIntentId: 'pi_test_a-b_C', clientSecret: 'pi_test_a-b_C_secret_1' },
      'succeeded',
    );
    expect(readPaymentReturn(new URL(url).search)).toEqual({
      paymentIntentId: 'pi_test_a-b_C',
      clientSecret: 'pi_test_a-b_C_secret_1',
    });
  });

  it('names none without both, or with an id that is not a PaymentIntent', () => {
    expect(readPaymentReturn('?payment_intent=pi_1')).toBeNull();
    expect(readPaymentReturn('?payment_intent=ch_1&payment_intent_client_secret=x')).toBeNull();
    expect(readPaymentReturn('?payment_intent=pi_1%20OR%201&payment_intent_client_secret=x')).toBeNull();
  });
});
