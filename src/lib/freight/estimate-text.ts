/**
 * The delivery estimate as the product page and the cart say it, from GET /freight/estimate's answer
 * (issue 49, "Where the shopper sees it"): the option the checkout starts on in one line, "To 6725: $24.95 inc GST,
 * 4–6 business days, road only (Century car battery)", and the note free delivery leaves. Pure: the
 * product page's lazy script (src/browser/freight-estimate.ts) and the cart's island both use it.
 */
import type { ApiQuote } from '../api/schemas/freight.ts';
import { formatMoney } from '../pricing/money.ts';

export const ESTIMATE_TEXTS = {
  /** The field's own check, before asking. */
  invalid: 'Enter a 4-digit postcode.',
  loading: 'Working out delivery…',
  /** The call failed (not a refusal: a refusal says its own message). */
  failed: 'Delivery could not be worked out just now. Please try again.',
} as const;

/** What the estimate says: its line, and the free-delivery note when the option has one. */
export interface EstimateText {
  line: string;
  note: string | null;
  /** The option's charge ex GST, as the cart's totals add it; null when nothing can be sent. */
  priceExCents: number | null;
  /** The subtotal (GST included) from which it is free; null when free delivery never covers it. */
  freeFromCents: number | null;
}

/** "4–6 business days" (en dash), "2 business days", "1 business day". */
export function businessDays([soonest, latest]: readonly [number, number]): string {
  const unit = latest === 1 ? 'business day' : 'business days';
  return soonest === latest ? `${latest} ${unit}` : `${soonest}–${latest} ${unit}`;
}

/** "a", "a and b", "a, b and c". */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** ", road only (Century car battery), road freight only (Exhaust system)": the lines grouped by what limits them. */
function restrictionsText(restrictions: ApiQuote['restrictions']): string {
  const byText = new Map<string, string[]>();
  for (const r of restrictions) {
    const titles = byText.get(r.text) ?? [];
    if (!titles.includes(r.title)) titles.push(r.title);
    byText.set(r.text, titles);
  }
  return [...byText].map(([text, titles]) => `, ${text} (${listOf(titles)})`).join('');
}

/**
 * The estimate for the option the checkout will start on (the quote's default: the shop's standard
 * service where it may carry the cart, else the cheapest), so the cart's total is the checkout's.
 */
export function estimateText(quote: ApiQuote): EstimateText {
  const to = `To ${quote.destination.post_code}`;
  const chosen = quote.options.find((o) => o.id === quote.default_option) ?? quote.options[0];
  if (!chosen)
    return { line: `${to}: nothing here is sent`, note: null, priceExCents: null, freeFromCents: null };
  const price = chosen.price_inc_cents === 0 ? 'Free' : `${formatMoney(chosen.price_inc_cents)} inc GST`;
  return {
    line: `${to}: ${price}, ${businessDays(chosen.eta_days)}${restrictionsText(quote.restrictions)}`,
    note: chosen.note,
    priceExCents: chosen.price_ex_cents,
    freeFromCents: chosen.free_from_cents,
  };
}

/** Whether `text` is a postcode the estimate can be asked for. */
export const isPostcode = (text: string): boolean => /^\d{4}$/.test(text);
