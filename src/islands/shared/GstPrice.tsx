/** A price in an island: the same markup as lib/price-display's priceHtml (GST-inclusive first, ex GST beside). */
import { PRICE_CLASS as c, EX_LABEL, INC_LABEL, priceTexts } from '../../lib/pricing/price-display.ts';
import type { ShownPrice } from '../../lib/pricing/pricing.ts';

export function GstPrice({ price, negative = false }: { price: ShownPrice; negative?: boolean }) {
  const t = priceTexts(price);
  const sign = negative ? '−' : '';
  return (
    <span className={c.price}>
      <span className={c.inc}>
        {sign}
        {t.inc}
        <span className={c.label}> {INC_LABEL}</span>
      </span>
      <span className={c.hidden}>, </span>
      <span className={c.ex}>
        {sign}
        {t.ex}
        <span className={c.label}> {EX_LABEL}</span>
      </span>
    </span>
  );
}
