/**
 * A product page's Fitment tab (issue 18) as an HTML string: every vehicle the part fits as a static,
 * crawlable table, each series linking to its shop-by-vehicle page; under the engine the body, drive
 * and transmission that tell apart types sharing one engine. Universal parts fit every vehicle and say so.
 */
import type { FitmentRow } from '../../data/fitment.ts';
import { escapeHtml as e } from './html.ts';

/**
 * Cells that repeat on every part a vehicle fits (make, model, linked series; engine and details),
 * escaped once: at 10,000 products the tables hold tens of thousands of rows over a few hundred vehicles.
 */
const leads = new Map<string, string>();
const engines = new Map<string, string>();

function cached(cells: Map<string, string>, key: string, html: () => string): string {
  let found = cells.get(key);
  if (found === undefined) {
    found = html();
    cells.set(key, found);
  }
  return found;
}

export function fitmentTableHtml(universal: boolean, rows: readonly FitmentRow[], title: string): string {
  if (universal) return '<p>Fits all vehicles.</p>';
  if (rows.length === 0) return '<p>No vehicles are listed for this part yet.</p>';
  let body = '';
  for (const r of rows) {
    const lead = cached(
      leads,
      `${r.make}\n${r.model}\n${r.series}\n${r.seriesHref}`,
      () =>
        `<tr><td>${e(r.make)}</td><td>${e(r.model)}</td><td><a href="${e(r.seriesHref)}">${e(r.series)}</a></td>`,
    );
    const engine = cached(
      engines,
      `${r.engine}\n${r.details}`,
      () => `<td>${e(r.engine)}${r.details ? `<span class="fit-details">${e(r.details)}</span>` : ''}</td>`,
    );
    body += `${lead}<td>${e(r.years)}</td>${engine}<td data-label="Position">${e(r.position)}</td><td data-label="Note">${e(r.note)}</td></tr>`;
  }
  return `<div class="table-scroll" role="region" aria-label="Vehicles ${e(title)} fits" tabindex="0"><table class="cart-table fitment-table"><caption class="visually-hidden">Vehicles this part fits</caption><thead><tr><th scope="col">Make</th><th scope="col">Model</th><th scope="col">Series</th><th scope="col">Years</th><th scope="col">Engine</th><th scope="col">Position</th><th scope="col">Note</th></tr></thead><tbody>${body}</tbody></table></div>`;
}
