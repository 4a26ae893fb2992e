/** @jsxImportSource ../jsx */
/**
 * A product page's Fitment tab: every vehicle the part fits as a static, crawlable table, each series
 * linking to its shop-by-vehicle page; under the engine the body, drive and transmission that tell
 * apart types sharing one engine. Universal parts fit every vehicle and say so.
 */
import type { FitmentRow } from '../../data/fitment.ts';
import type { Html } from '../jsx/jsx-runtime.ts';

/**
 * Cells that repeat on every part a vehicle fits (make, model, linked series; engine and details),
 * rendered once: at 10,000 products the tables hold tens of thousands of rows over a few hundred vehicles.
 */
const leads = new Map<string, Html>();
const engines = new Map<string, Html>();

function cached(cells: Map<string, Html>, key: string, html: () => Html): Html {
  let found = cells.get(key);
  if (found === undefined) {
    found = html();
    cells.set(key, found);
  }
  return found;
}

function Row({ row: r }: { row: FitmentRow }) {
  const lead = cached(leads, `${r.make}\n${r.model}\n${r.series}\n${r.seriesHref}`, () => (
    <>
      <td>{r.make}</td>
      <td>{r.model}</td>
      <td>
        <a href={r.seriesHref}>{r.series}</a>
      </td>
    </>
  ));
  const engine = cached(engines, `${r.engine}\n${r.details}`, () => (
    <td>
      {r.engine}
      {r.details && <span class="fit-details">{r.details}</span>}
    </td>
  ));
  return (
    <tr>
      {lead}
      <td>{r.years}</td>
      {engine}
      <td data-label="Position">{r.position}</td>
      <td data-label="Note">{r.note}</td>
    </tr>
  );
}

export function FitmentTable({
  universal,
  rows,
  title,
}: {
  universal: boolean;
  rows: readonly FitmentRow[];
  /** The product's title, for the table's accessible name. */
  title: string;
}) {
  if (universal) return <p>Fits all vehicles.</p>;
  if (rows.length === 0) return <p>No vehicles are listed for this part yet.</p>;
  return (
    <div class="table-scroll" role="region" aria-label={`Vehicles ${title} fits`} tabindex="0">
      <table class="cart-table fitment-table">
        <caption class="visually-hidden">Vehicles this part fits</caption>
        <thead>
          <tr>
            <th scope="col">Make</th>
            <th scope="col">Model</th>
            <th scope="col">Series</th>
            <th scope="col">Years</th>
            <th scope="col">Engine</th>
            <th scope="col">Position</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
