/**
 * The card payment page: Stripe Elements when keys are configured (postal code hidden, Link off), the
 * built-in test gateway's form otherwise. Card details go to the provider, never to our server; the
 * server receives the PaymentMethod id, charges its own total and may ask for 3-D Secure.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { type CheckoutData, nextAttempt, readCheckout, saveCheckout } from '../lib/checkout-storage.ts';
import { formatMoney, parseMoney } from '../lib/money.ts';
import { api } from '../stores/api.ts';
import { $cart, clearCart } from '../stores/cart.ts';
import { placeOrder } from '../stores/checkout.ts';
import { type CardForm, startCardForm } from './checkout/card-forms.ts';
import { OrderReview } from './checkout/OrderReview.tsx';

const FALLBACK = {
  failed: 'Failed to place the order.',
  network: 'Error placing the order. Please try again later.',
};

export default function CardPayment() {
  const items = useStore($cart);
  const [data, setData] = useState<CheckoutData | null>(null);
  const [form, setForm] = useState<CardForm | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const mount = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if ($cart.get().length === 0) return window.location.replace('/');
    const stored = readCheckout(sessionStorage, 'card');
    if (!stored) return window.location.replace('/checkout/');
    setData(stored);
    api
      .get<{ card: { provider: 'stripe' | 'test'; publishable_key?: string } }>('/payment-config')
      .then(({ card }) => startCardForm(card, mount.current!))
      .then(setForm, (error: Error) => setMessage(`Payment error: ${error.message}`));
  }, []);

  /** Keeps the attempt (key and card) where a reload or a retry finds it until the answer is definitive. */
  const remember = (next: CheckoutData) => {
    saveCheckout(sessionStorage, 'card', next);
    setData(next);
  };

  const pay = async () => {
    if (!data || !form) return;
    setBusy(true);
    setMessage('');
    let attempt = data;
    if (!attempt.stripePaymentMethodId) {
      const method = await form.createPaymentMethod({
        name: `${data.f_name} ${data.l_name}`,
        email: data.email,
      });
      if ('error' in method) {
        setMessage(`Payment error: ${method.error}`);
        setBusy(false);
        return;
      }
      attempt = { ...data, stripePaymentMethodId: method.id, savedAt: Date.now() };
      remember(attempt);
    }
    const payment = {
      payment_method: 'Stripe',
      stripePaymentMethodId: attempt.stripePaymentMethodId,
      payment_intent_id: attempt.stripePaymentMethodId,
    };
    let result = await placeOrder(attempt, payment, FALLBACK);
    if (result.requiresAction) {
      const authenticated = await form.authenticate(result.requiresAction);
      if ('error' in authenticated) setMessage(`Payment error: ${authenticated.error}`);
      result = await placeOrder(attempt, payment, FALLBACK);
    }
    if (result.ok) {
      setMessage(result.message);
      clearCart();
      sessionStorage.removeItem('stripeCheckoutData');
      if (result.invoiceNumber) sessionStorage.setItem('lastOrder', result.invoiceNumber);
      window.location.assign('/thank-you/');
      return;
    }
    // A definitive failure ends the attempt: the next try is a new order with a new key and card.
    // Otherwise the order may exist or be charged, so Pay again resends the same key and card.
    if (result.definitive) remember(nextAttempt(attempt));
    setMessage(result.message);
    setBusy(false);
  };

  const total = data ? formatMoney(parseMoney(data.grand_total) ?? 0) : '';
  return (
    <div className="payment-page">
      {data && <OrderReview data={data} items={items} />}
      <section aria-labelledby="card-heading" className="card-form">
        <h2 id="card-heading">Pay by card</h2>
        {form?.testMode && (
          <p className="test-mode">Test mode: use 4242 4242 4242 4242, any future expiry and any CVC.</p>
        )}
        <div ref={mount} />
        {message && (
          <p role="alert" className="form-error">
            {message}
          </p>
        )}
        <button type="button" className="btn" disabled={!form || !data || busy} onClick={pay}>
          {busy ? 'Processing...' : `Pay ${total}`}
        </button>
      </section>
    </div>
  );
}
