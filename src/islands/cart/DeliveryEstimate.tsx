/**
 * The cart page's delivery estimate from a postcode, before any personal details (issue 49): the
 * whole cart to the postcode kept from last time (the product page's, or the member's default
 * address), or one typed in, asked again whenever the cart changes. It says the option the checkout
 * starts on ("To 6725: $24.95 inc GST, 4–6 business days, road only (Century car battery)"); the
 * cart's totals add the same charge (checkout/CartTotals.tsx, for the postcode kept).
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import type { CartItem } from '../../lib/checkout/cart.ts';
import { ESTIMATE_TEXTS, isPostcode } from '../../lib/freight/estimate-text.ts';
import {
  $deliveryPostcode,
  type EstimateAnswer,
  estimateDelivery,
  rememberPostcode,
} from '../../stores/delivery-estimate.ts';

type Shown = EstimateAnswer | { kind: 'loading' } | null;

export function DeliveryEstimate({ items }: { items: readonly CartItem[] }) {
  const kept = useStore($deliveryPostcode);
  const [typed, setTyped] = useState(kept);
  /** The postcode estimated for, and the how-manieth time it was asked (a retry asks again). */
  const [asked, setAsked] = useState({ postcode: kept, attempt: 0 });
  const [shown, setShown] = useState<Shown>(null);
  const lines = items.map((i) => `${i.id}x${i.quantity}`).join(',');

  // A postcode kept elsewhere (another tab, the member's address) is taken when none is asked yet.
  useEffect(() => {
    if (kept && !asked.postcode) {
      setTyped(kept);
      setAsked({ postcode: kept, attempt: 0 });
    }
  }, [kept, asked.postcode]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `lines` is the cart as the estimate reads it
  useEffect(() => {
    if (!asked.postcode || !lines) {
      setShown(null);
      return;
    }
    let current = true;
    setShown({ kind: 'loading' });
    estimateDelivery(items, asked.postcode).then((answer) => {
      if (!current) return;
      setShown(answer);
      if (answer.kind !== 'refused' || answer.field !== 'post_code') rememberPostcode(asked.postcode);
    });
    return () => {
      current = false;
    };
  }, [lines, asked]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const postcode = typed.trim();
    if (!isPostcode(postcode)) {
      setShown({ kind: 'refused', message: ESTIMATE_TEXTS.invalid, field: 'post_code' });
      return;
    }
    setAsked((before) => ({ postcode, attempt: before.attempt + 1 }));
  };

  const wrong = shown?.kind === 'refused' && shown.field === 'post_code';
  return (
    <form
      className="freight-estimate"
      aria-labelledby="cart-freight-title"
      aria-busy={shown?.kind === 'loading'}
      noValidate
      onSubmit={submit}
    >
      <h2 id="cart-freight-title">Delivery to postcode</h2>
      <div className="freight-estimate-row">
        <label htmlFor="cart-postcode">Postcode</label>
        <input
          id="cart-postcode"
          name="post_code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          size={5}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={wrong || undefined}
          aria-describedby="cart-freight-answer"
        />
        <button type="submit" className="btn btn-secondary">
          Estimate
        </button>
      </div>
      <p
        id="cart-freight-answer"
        className={
          shown && shown.kind !== 'ready' && shown.kind !== 'loading'
            ? 'freight-answer field-error'
            : 'freight-answer'
        }
        aria-live="polite"
        data-testid="cart-delivery-estimate"
      >
        {shown?.kind === 'loading' && ESTIMATE_TEXTS.loading}
        {shown?.kind === 'ready' && (
          <>
            <strong>{shown.line}</strong>
            {shown.note && <span className="freight-note">{shown.note}</span>}
          </>
        )}
        {(shown?.kind === 'refused' || shown?.kind === 'failed') && shown.message}
      </p>
    </form>
  );
}
