/**
 * Reads a rendered totals block (islands/checkout/Totals) as a shopper in one price view reads it:
 * the rows that view shows, in order, each with its leading figure, signed as it adds up. Shared by
 * the property tests of the totals in both views.
 */
import type { GstView } from '../../src/lib/pricing/gst-view-keys.ts';
import { VIEW_ONLY_CLASS } from '../../src/lib/pricing/price-display.ts';

export interface ReadRow {
  key: string;
  cents: number;
}

/** '−$1,234.56' or '+$0.01' as signed cents. */
function centsOf(sign: string, amount: string): number {
  const cents = Math.round(Number(amount.replace(/,/g, '')) * 100);
  return sign === '−' || sign === '-' ? -cents : cents;
}

/** The rows of a totals block's markup as shown in `view`. */
export function readTotals(html: string, view: GstView): ReadRow[] {
  const other = VIEW_ONLY_CLASS[view === 'inc' ? 'ex' : 'inc'];
  const rows: ReadRow[] = [];
  for (const match of html.matchAll(/<dd class="total-([a-z-]+)(?: ([a-z-]+))?"[^>]*>(.*?)<\/dd>/g)) {
    const [, key, only, body] = match as unknown as [string, string, string | undefined, string];
    if (only === other) continue;
    if (body === 'Free') {
      rows.push({ key, cents: 0 });
      continue;
    }
    const figure = /<span class="gst-price">/.test(body)
      ? new RegExp(`<span class="${view}">([−+]?)\\$([\\d,]+\\.\\d{2})`).exec(body)
      : /<span class="amount">([−+]?)\$([\d,]+\.\d{2})/.exec(body);
    if (!figure) throw new Error(`No figure in the ${key} row: ${body}`);
    rows.push({ key, cents: centsOf(figure[1]!, figure[2]!) });
  }
  return rows;
}

/**
 * What must hold of the rows a view shows: in the inc view the lines above the total (not the GST it
 * includes) add up to it; in the ex view the lines above the total ex GST add up to it, and it plus
 * the GST is the total inc GST, which is what is charged. Returns the problems found.
 */
export function sumProblems(rows: ReadRow[], view: GstView, chargedCents: number): string[] {
  const problems: string[] = [];
  const at = rows.findIndex((r) => r.key === 'total');
  if (at < 0) return ['no Total row'];
  const addends = rows.slice(0, at).filter((r) => !(view === 'inc' && r.key === 'gst'));
  const sum = addends.reduce((s, r) => s + r.cents, 0);
  const total = rows[at]!.cents;
  if (sum !== total) problems.push(`${view}: lines add up to ${sum}, total shows ${total}`);
  if (view === 'inc' && total !== chargedCents)
    problems.push(`inc: total ${total} is not the charge ${chargedCents}`);
  if (view === 'ex') {
    const gst = rows.find((r) => r.key === 'ex-gst')?.cents;
    const inc = rows.find((r) => r.key === 'ex-total-inc')?.cents;
    if (gst === undefined || inc === undefined) problems.push('ex: no GST or Total inc GST row');
    else {
      if (total + gst !== inc) problems.push(`ex: ${total} + GST ${gst} is not ${inc}`);
      if (inc !== chargedCents) problems.push(`ex: total inc GST ${inc} is not the charge ${chargedCents}`);
    }
  }
  return problems;
}
