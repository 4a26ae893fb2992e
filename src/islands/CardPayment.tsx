/**
 * The card payment page: Stripe's Payment Element when keys are configured (card, Apple Pay, Google Pay,
 * Afterpay and Zip within their limits), the built-in test gateway's form otherwise. Card details go to the provider, never to our server; the
 * server receives the PaymentMethod id, charges its own total and may ask for 3-D Secure. Opened on an
 * attempt that turns out to have placed the order, the page says so instead of offering to pay.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { formatMoney, parseMoney } from '../lib/pricing/money.ts';
import { limitCardCheckout } from '../stores/card-checkout-expiry.ts';
import { $cart } from '../stores/cart.ts';
import { $placedEarlier } from '../stores/earlier-attempt.ts';
import { $payment, type CardForm, loadCardForm, openPayment, payByCard } from '../stores/payment.ts';
import { startCardForm } from './checkout/card-forms.ts';
import { useEmptyCartRedirect } from './checkout/empty-cart.ts';
import { OrderReview } from './checkout/OrderReview.tsx';
import { PlacedEarlier } from './checkout/PlacedEarlier.tsx';
import { PriceUpdate } from './checkout/PriceUpdate.tsx';

export default function CardPayment() {
  const hasCart = useEmptyCartRedirect();
  const items = useStore($cart);
  const { data, busy, message } = useStore($payment);
  const [form, setForm] = useState<CardForm | null>(null);
  const mount = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!hasCart || !openPayment('card')) return;
    const amount = parseMoney($payment.get().data?.grand_total) ?? 0;
    void loadCardForm((config) => startCardForm(config, mount.current!, amount)).then(setForm);
    return limitCardCheckout();
  }, [hasCart]);

  // A price update changes the total: the form offers the methods that can pay the new one.
  const totalCents = data ? (parseMoney(data.grand_total) ?? 0) : 0;
  useEffect(() => {
    if (form && totalCents) form.setAmount(totalCents);
  }, [form, totalCents]);

  const placed = useStore($placedEarlier);
  if (placed) return <PlacedEarlier placed={placed} />;

  const total = data ? formatMoney(totalCents) : '';
  return (
    <div className="payment-page">
      {data && <OrderReview kind="card" data={data} items={items} />}
      <section aria-labelledby="card-heading" className="card-form">
        <h2 id="card-heading">Choose how to pay</h2>
        {form?.testMode && (
          <p className="test-mode">Test mode: use 4242 4242 4242 4242, any future expiry and any CVC.</p>
        )}
        <div ref={mount} className="card-fields" />
        {message && (
          <p role="alert" className="form-error">
            {message}
          </p>
        )}
        <PriceUpdate kind="card" />
        <button
          type="button"
          className="btn"
          disabled={!form || !data || busy}
          onClick={() => payByCard(form!)}
        >
          {busy ? 'Processing...' : `Pay ${total}`}
        </button>
      </section>
    </div>
  );
}
