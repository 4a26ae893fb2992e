/**
 * The product's price, typed either way: ex GST (what is stored, the product spec) or as the GST-inclusive shelf
 * price shoppers see first. Each shows the other as the editor types; a shelf price is turned into
 * the ex-GST price whose inclusive figure it is (lib/pricing's exGstFor), the nearest when a cent
 * cannot make it exactly.
 */
import { type Ref, useState } from 'react';
import type { FieldErrors } from '../../../lib/forms/field-errors.ts';
import { centsToDecimal, formatMoney, formatPercent, parseMoney } from '../../../lib/pricing/money.ts';
import { exGstFor, incGst } from '../../../lib/pricing/pricing.ts';
import { aria, fieldId, Messages } from './product-field-parts.tsx';

interface Props {
  /** Dollars ex GST as typed ("154.99"). */
  price: string;
  /** The shop's GST rate in basis points; null until the settings are loaded. */
  gstBp: number | null;
  errors: FieldErrors;
  onChange(price: string): void;
  /** The form's field: touched on leaving the price, and its ref (focus on an error). */
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
}

const amount = (text: string) => {
  const cents = parseMoney(text);
  return cents !== null && cents >= 0 ? cents : null;
};

/** What the hint says about the two figures. */
function summary(exCents: number | null, gstBp: number | null, typedInc: number | null): string {
  if (gstBp === null) return 'The GST-inclusive price shows once the shop settings are loaded.';
  if (exCents === null) return `Type either price; the other follows at ${formatPercent(gstBp)}% GST.`;
  const inc = incGst(exCents, gstBp);
  const near =
    typedInc !== null && typedInc !== inc
      ? ` (${formatMoney(typedInc)} cannot be made exactly: nearest)`
      : '';
  return `Shoppers see ${formatMoney(inc)} inc GST${near}; ${formatMoney(exCents)} ex GST is stored.`;
}

export function PriceFields({ price, gstBp, errors, onChange, onBlur, inputRef }: Props) {
  /** The shelf price as typed, while the editor types it; otherwise it follows the ex-GST price. */
  const [incText, setIncText] = useState<string | null>(null);
  const exCents = amount(price);
  const shownInc =
    incText ?? (exCents !== null && gstBp !== null ? centsToDecimal(incGst(exCents, gstBp)) : '');
  const hintId = `${fieldId('price')}-both`;
  return (
    <>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={fieldId('price')}>Price (ex GST)</label>
          <div className="affix">
            <span aria-hidden="true">$</span>
            <input
              {...aria('price', errors)}
              aria-describedby={[hintId, errors.price && `${fieldId('price')}-error`]
                .filter(Boolean)
                .join(' ')}
              type="text"
              inputMode="decimal"
              required
              autoComplete="off"
              ref={inputRef}
              value={price}
              onBlur={onBlur}
              onChange={(e) => {
                setIncText(null);
                onChange(e.target.value);
              }}
            />
          </div>
          <Messages name="price" errors={errors} />
        </div>
        <div className="field">
          <label htmlFor={fieldId('price-inc')}>Shelf price (inc GST)</label>
          <div className="affix">
            <span aria-hidden="true">$</span>
            <input
              id={fieldId('price-inc')}
              aria-describedby={hintId}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              disabled={gstBp === null}
              value={shownInc}
              onChange={(e) => {
                setIncText(e.target.value);
                const inc = amount(e.target.value);
                if (inc !== null && gstBp !== null) onChange(centsToDecimal(exGstFor(inc, gstBp)));
              }}
              onBlur={() => setIncText(null)}
            />
          </div>
        </div>
      </div>
      <p id={hintId} className="hint price-both" aria-live="polite">
        {summary(exCents, gstBp, incText === null ? null : amount(incText))}
      </p>
    </>
  );
}
