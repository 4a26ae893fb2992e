/**
 * The PayPal payment page: the PayPal button (AUD, card and pay-later funding off) from the client id
 * of /encrypted-paypal-keys, or the test gateway's PayPal button. Stored checkout data is removed
 * after 5 seconds (it stays in memory) and the page returns to /checkout after 5 minutes.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { type CheckoutData, readCheckout } from '../lib/checkout-storage.ts';
import { parseMoney } from '../lib/money.ts';
import { api } from '../stores/api.ts';
import { $cart, clearCart } from '../stores/cart.ts';
import { placeOrder } from '../stores/checkout.ts';
import { OrderReview } from './checkout/OrderReview.tsx';

const CLEAR_STORED_MS = 5_000;
const BACK_TO_CHECKOUT_MS = 300_000;
const FALLBACK = {
  failed: 'Order submission failed',
  network: 'Error submitting order. Please try again later.',
};

/** SPEC section 8's text for a PayPal button error. */
export function paypalErrorMessage(error: unknown): string {
  return String((error as Error)?.message ?? error).includes('PAYEE_ACCOUNT_RESTRICTED')
    ? 'The PayPal account is restricted. Please contact support.'
    : 'An error occurred with PayPal. Please try again later.';
}

export default function PayPalPayment() {
  const items = useStore($cart);
  const [data, setData] = useState<CheckoutData | null>(null);
  const [mode, setMode] = useState<'loading' | 'paypal' | 'test'>('loading');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const buttons = useRef<HTMLDivElement>(null);
  const totalCents = data ? (parseMoney(data.grand_total) ?? 0) : 0;

  const finish = async (checkout: CheckoutData, paypalOrderId: string) => {
    const result = await placeOrder(
      checkout,
      { payment_method: 'PayPal', payment_intent_id: paypalOrderId },
      FALLBACK,
    );
    setMessage(result.message);
    if (!result.ok) return;
    clearCart();
    if (result.invoiceNumber) sessionStorage.setItem('lastOrder', result.invoiceNumber);
    window.location.assign('/thank-you/');
  };

  useEffect(() => {
    if ($cart.get().length === 0) return window.location.replace('/');
    const stored = readCheckout(sessionStorage, 'paypal');
    if (!stored) return window.location.replace('/checkout/');
    setData(stored);
    const clear = setTimeout(() => sessionStorage.removeItem('paypalCheckoutData'), CLEAR_STORED_MS);
    const back = setTimeout(() => window.location.assign('/checkout/'), BACK_TO_CHECKOUT_MS);
    api.get<{ key: string }>('/encrypted-paypal-keys').then(
      ({ key }) => setMode(atob(key) === 'test' ? 'test' : 'paypal'),
      () => setMessage('An error occurred with PayPal. Please try again later.'),
    );
    return () => {
      clearTimeout(clear);
      clearTimeout(back);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the buttons render once per checkout; finish only reads its arguments
  useEffect(() => {
    if (mode !== 'paypal' || !data || totalCents <= 0 || !buttons.current) return;
    const container = buttons.current;
    (async () => {
      const { key } = await api.get<{ key: string }>('/encrypted-paypal-keys');
      const { loadScript } = await import('@paypal/paypal-js');
      const paypal = await loadScript({
        clientId: atob(key),
        currency: 'AUD',
        disableFunding: 'card,paylater',
      });
      await paypal
        ?.Buttons?.({
          createOrder: (_d, actions) =>
            actions.order.create({
              intent: 'CAPTURE',
              purchase_units: [
                { amount: { currency_code: 'AUD', value: data.grand_total }, custom_id: data.idempotencyKey },
              ],
            }),
          onApprove: async (approval, actions) => {
            try {
              await actions.order?.capture();
            } catch {
              setMessage('Error capturing PayPal order. Please try again later.');
              return;
            }
            await finish(data, approval.orderID);
          },
          onError: (error) => setMessage(paypalErrorMessage(error)),
        })
        .render(container);
    })().catch((error: unknown) => setMessage(paypalErrorMessage(error)));
  }, [mode, data, totalCents]);

  const payInTestMode = async () => {
    if (!data) return;
    setBusy(true);
    try {
      const created = await api.post<{ id: string }>('/test-gateway/paypal/orders', {
        amount: data.grand_total,
        currency: 'AUD',
        custom_id: data.idempotencyKey,
      });
      await api.post(`/test-gateway/paypal/orders/${created.id}/capture`, {});
      await finish(data, created.id);
    } catch {
      setMessage('Error capturing PayPal order. Please try again later.');
    }
    setBusy(false);
  };

  return (
    <div className="payment-page">
      {data && <OrderReview data={data} items={items} />}
      <section aria-labelledby="paypal-heading" className="card-form">
        <h2 id="paypal-heading">Pay with PayPal</h2>
        {data && totalCents <= 0 && <p role="alert">Total amount must be greater than zero.</p>}
        {mode === 'test' && totalCents > 0 && (
          <>
            <p className="test-mode">
              Test mode: the PayPal sandbox stand-in approves and captures the payment.
            </p>
            <button type="button" className="btn paypal" disabled={busy} onClick={payInTestMode}>
              {busy ? 'Processing...' : 'Pay with PayPal (test)'}
            </button>
          </>
        )}
        <div ref={buttons} />
        {message && <p role="alert">{message}</p>}
      </section>
    </div>
  );
}
