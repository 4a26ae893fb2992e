/**
 * The PayPal payment page: the PayPal button from the client id of /encrypted-paypal-keys, or the test
 * gateway's PayPal button. The stored checkout is dropped after 5 seconds and the page returns to
 * /checkout after 5 minutes.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { payIn4Text } from '../lib/pricing/instalments.ts';
import { parseMoney } from '../lib/pricing/money.ts';
import { $cart } from '../stores/cart.ts';
import { $payment, openPayment } from '../stores/payment.ts';
import {
  captureFailed,
  limitPayPalCheckout,
  payByPayPal,
  payByPayPalTest,
  payPalFailed,
  paypalClientId,
} from '../stores/paypal.ts';
import { useEmptyCartRedirect } from './checkout/empty-cart.ts';
import { OrderReview } from './checkout/OrderReview.tsx';
import { PriceUpdate } from './checkout/PriceUpdate.tsx';
import { renderPayPalButtons } from './checkout/paypal-buttons.ts';

export default function PayPalPayment() {
  const hasCart = useEmptyCartRedirect();
  const items = useStore($cart);
  const { data, busy, message } = useStore($payment);
  const [clientId, setClientId] = useState<string | null>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const totalCents = data ? (parseMoney(data.grand_total) ?? 0) : 0;
  // From the total the server priced: what PayPal is asked to split.
  const instalments = payIn4Text(totalCents);
  const mode = clientId === null ? 'loading' : clientId === 'test' ? 'test' : 'paypal';

  useEffect(() => {
    if (!hasCart || !openPayment('paypal')) return;
    paypalClientId().then(setClientId, payPalFailed);
    return limitPayPalCheckout();
  }, [hasCart]);

  useEffect(() => {
    if (mode !== 'paypal' || !clientId || !data || totalCents <= 0 || !buttons.current) return;
    renderPayPalButtons(buttons.current, {
      clientId,
      amount: data.grand_total,
      customId: data.idempotencyKey,
      onCaptured: payByPayPal,
      onCaptureFailed: captureFailed,
      onError: payPalFailed,
    }).catch(payPalFailed);
  }, [mode, clientId, data, totalCents]);

  return (
    <div className="payment-page">
      {data && <OrderReview kind="paypal" data={data} items={items} />}
      <section aria-labelledby="paypal-heading" className="card-form">
        <h2 id="paypal-heading">Pay with PayPal</h2>
        {data && totalCents <= 0 && <p role="alert">Total amount must be greater than zero.</p>}
        {instalments && (
          <p className="pay-later muted" data-testid="pay-in-4">
            {instalments}
          </p>
        )}
        {mode === 'test' && totalCents > 0 && (
          <>
            <p className="test-mode">
              Test mode: the PayPal sandbox stand-in approves and captures the payment.
            </p>
            <button type="button" className="btn paypal" disabled={busy} onClick={payByPayPalTest}>
              {busy ? 'Processing...' : 'Pay with PayPal (test)'}
            </button>
          </>
        )}
        <div ref={buttons} />
        {message && (
          <p role="alert" className="form-error">
            {message}
          </p>
        )}
        <PriceUpdate kind="paypal" />
      </section>
    </div>
  );
}
