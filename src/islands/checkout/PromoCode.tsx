/**
 * The checkout's discount code (the newsletter welcome code): a field and an Apply button, or the
 * applied code with a Remove button; what the server said is read out from a live region. Not a form
 * of its own, so it can sit inside the checkout form: Enter in the field applies the code.
 */
import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useState } from 'react';
import { formatPercent } from '../../lib/pricing/money.ts';
import { MAX_PROMO_CODE_LENGTH } from '../../lib/pricing/promo-code.ts';
import { $promoCode, $promoCodeForm, applyPromoCode, clearPromoCode } from '../../stores/promo-code.ts';

export function PromoCode() {
  const applied = useStore($promoCode);
  const { phase, errors, message } = useStore($promoCodeForm);
  const [text, setText] = useState('');
  const busy = phase === 'busy';
  const error = errors.code || (message.ok ? '' : message.text);

  const apply = async () => {
    if (busy) return;
    if (await applyPromoCode(text)) setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void apply();
  };

  return (
    <div className="promo-code" role="group" aria-label="Discount code">
      {applied ? (
        <p>
          Code <strong>{applied.code}</strong> applied: {formatPercent(applied.discountBp)}% off.{' '}
          <button type="button" className="btn btn-secondary" onClick={clearPromoCode}>
            Remove<span className="visually-hidden"> code {applied.code}</span>
          </button>
        </p>
      ) : (
        <div className="field">
          <label htmlFor="promo-code">Discount code</label>
          <div className="promo-code-row">
            <input
              id="promo-code"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              onKeyDown={onKeyDown}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={MAX_PROMO_CODE_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby="promo-code-message"
            />
            <button type="button" className="btn" disabled={busy} onClick={apply}>
              {busy ? 'Applying...' : 'Apply'}
            </button>
          </div>
        </div>
      )}
      <p id="promo-code-message" aria-live="polite" className={error ? 'field-error' : 'form-ok'}>
        {error || (message.ok ? message.text : '')}
      </p>
    </div>
  );
}
