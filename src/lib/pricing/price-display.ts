/**
 * How a price is shown to shoppers (docs/design.md#lawful-price-display): the GST-inclusive figure is the
 * prominent one and the product spec's ex-GST figure sits beside it, labelled. Both figures are always in the
 * markup; the header's "Inc GST / Ex GST" switch only flips GST_VIEW_ATTR on the root element, and the
 * stylesheet swaps which figure leads. One markup for static pages (HTML strings), islands (GstPrice)
 * and emails, so they cannot drift apart.
 */

import { escapeHtml } from '../render/html.ts';
import { GST_BP_ATTR } from './gst-view-keys.ts';
import { formatMoney } from './money.ts';
import type { ShownPrice } from './pricing.ts';

export { GST_BP_ATTR, GST_VIEW_ATTR, GST_VIEW_KEY, type GstView } from './gst-view-keys.ts';

/** The page's GST rate (GST_BP_ATTR on `root`); throws when the page does not carry it. */
export function pageGstBp(root: Element): number {
  const text = root.getAttribute(GST_BP_ATTR) ?? '';
  if (!/^\d+$/.test(text)) throw new Error('This page does not carry its GST rate');
  return Number(text);
}

export const INC_LABEL = 'inc GST';
export const EX_LABEL = 'ex GST';

/** Class names of the markup; the stylesheet and the browser tests rely on them. */
export const PRICE_CLASS = {
  price: 'gst-price',
  inc: 'inc',
  ex: 'ex',
  label: 'gst-label',
  /** The site's screen-reader-only class. */
  hidden: 'visually-hidden',
} as const;

/**
 * Classes of text that belongs to one price view only (a discount's saving, the rows of a totals
 * block that add up in one view): the stylesheet hides the other view's.
 */
export const VIEW_ONLY_CLASS = { inc: 'gst-only-inc', ex: 'gst-only-ex' } as const;

/**
 * Text that differs between the views as HTML: one span for each view, or the text alone when both
 * views say the same ('Save 15%').
 */
export function viewTextHtml(text: { inc: string; ex: string }): string {
  if (text.inc === text.ex) return escapeHtml(text.inc);
  const c = VIEW_ONLY_CLASS;
  return `<span class="${c.inc}">${escapeHtml(text.inc)}</span><span class="${c.ex}">${escapeHtml(text.ex)}</span>`;
}

/** The two figures as text, e.g. { inc: '$170.49', ex: '$154.99' }. */
export function priceTexts(price: ShownPrice): { inc: string; ex: string } {
  return { inc: formatMoney(price.incCents), ex: formatMoney(price.exCents) };
}

/** Plain text for emails and screen readers: '$170.49 inc GST ($154.99 ex GST)'. */
export function priceText(price: ShownPrice): string {
  const t = priceTexts(price);
  return `${t.inc} ${INC_LABEL} (${t.ex} ${EX_LABEL})`;
}

/**
 * A price as HTML: both figures, each labelled; `negative` prefixes a minus (discount lines). A comma
 * only screen readers hear separates them: "$170.49 inc GST, $154.99 ex GST".
 */
export function priceHtml(price: ShownPrice, options: { negative?: boolean } = {}): string {
  const t = priceTexts(price);
  const sign = options.negative ? '−' : '';
  const c = PRICE_CLASS;
  return `<span class="${c.price}"><span class="${c.inc}">${sign}${escapeHtml(t.inc)}<span class="${c.label}"> ${INC_LABEL}</span></span><span class="${c.hidden}">, </span><span class="${c.ex}">${sign}${escapeHtml(t.ex)}<span class="${c.label}"> ${EX_LABEL}</span></span></span>`;
}
