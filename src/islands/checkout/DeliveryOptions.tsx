/**
 * The checkout's delivery options (POST /freight/quote) for the cart to the address: each service
 * with its price (GST included) and business days, cheapest first, the note free delivery leaves, and
 * what limits a line ("Century car battery: road only"). The chosen one prices the order summary, and
 * place-order charges it again. Refusals (a postcode not in the state, a battery to a PO box) sit
 * beside the field at fault, from the checkout's errors.
 */
import { useStore } from '@nanostores/react';
import { formatMoney } from '../../lib/pricing/money.ts';
import { $deliveryOption, $deliveryQuote, chooseDelivery, QUOTE_TEXTS } from '../../stores/delivery-quote.ts';

const FIELD = 'delivery_option';

const days = ([soonest, latest]: [number, number]) =>
  soonest === latest ? `${latest} business days` : `${soonest}–${latest} business days`;

export function DeliveryOptions({ error }: { error: string | undefined }) {
  const state = useStore($deliveryQuote);
  const chosen = useStore($deliveryOption);
  const describedBy = error ? `${FIELD}-error` : undefined;
  return (
    <fieldset
      className="delivery-options"
      aria-describedby={describedBy}
      aria-busy={state.kind === 'loading'}
    >
      <legend>Delivery service</legend>
      {state.kind === 'none' && <p className="muted">{QUOTE_TEXTS.enterAddress}</p>}
      {state.kind === 'loading' && <p className="muted">{QUOTE_TEXTS.loading}</p>}
      {state.kind === 'failed' && (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'ready' &&
        state.quote.options.map((o) => (
          <label key={o.id} className="choice delivery-option">
            <input
              type="radio"
              name={FIELD}
              value={o.id}
              checked={chosen?.id === o.id}
              onChange={() => chooseDelivery(o.id)}
            />
            <span>
              <span>
                <strong>{o.name}</strong>{' '}
                <span data-testid={`delivery-${o.id}`}>
                  {o.price_inc_cents === 0 ? 'Free' : formatMoney(o.price_inc_cents)}
                </span>
                <span className="muted"> · {days(o.eta_days)}</span>
              </span>
              {o.note && <span className="muted delivery-note">{o.note}</span>}
            </span>
          </label>
        ))}
      {state.kind === 'ready' && state.quote.restrictions.length > 0 && (
        <ul className="muted delivery-restrictions">
          {state.quote.restrictions.map((r) => (
            <li key={r.product_id}>
              {r.title}: {r.text}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <span id={`${FIELD}-error`} className="field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
