/** @jsxImportSource ../jsx */
/**
 * A listing's filters and sort (docs/design.md#listing-filters): a plain GET form to the listing's
 * first page, so without JavaScript "Apply" asks the site server for the filtered view
 * (src/host/listing-view.ts); with it, src/browser/listing-filters.ts applies every change at once
 * from the listing's facet data and hides "Apply". The vehicle and store filters need the garage and
 * the chosen store, which only the browser knows: they stay hidden until a script shows them (the
 * ranking and the filters the vehicle's, the stock lines the store's), outside the Filters
 * disclosure, in a "For me" group that CSS shows with either.
 * "Clear filters" shows on a filtered view only. Every control is written the one way
 * src/host/listing-view.ts marks the query's choices in.
 */
import type { ListingData } from '../../lib/catalogue/listing-data.ts';
import { FILTER_POSITIONS, POSITION_NAMES } from '../../lib/catalogue/listing-data.ts';
import { SORT_NAMES, SORTS } from '../../lib/catalogue/listing-query.ts';
import { PriceFilter } from './PriceFilter.tsx';

export function ListingFilters({ action, data }: { action: string; data: ListingData }) {
  const counts = new Map<number, number>();
  let bits = 0;
  for (const row of data.rows) {
    counts.set(row[1], (counts.get(row[1]) ?? 0) + 1);
    bits |= row[3];
  }
  const positions = FILTER_POSITIONS.filter((_, i) => bits & (1 << i));
  return (
    <form
      class="listing-filters"
      method="get"
      action={action}
      data-listing-filters
      aria-label="Filter and sort"
    >
      <div class="lf-sort">
        <label for="lf-sort">Sort by</label>
        <select id="lf-sort" name="sort">
          {SORTS.map((sort) => (
            <option value={sort}>{SORT_NAMES[sort]}</option>
          ))}
        </select>
      </div>
      <fieldset class="lf-mine">
        <legend>For me</legend>
        <label data-lf-fit hidden>
          <input type="checkbox" name="fit" value="1" />
          {/* One flex item: the label's gap goes between the box and the words, not inside them. */}
          <span>
            Only parts that fit my <span data-lf-model></span>
          </span>
        </label>
        <label data-lf-stock hidden>
          <input type="checkbox" name="stock" value="1" />
          <span>
            In stock at <span data-lf-store></span>
          </span>
        </label>
      </fieldset>
      <details class="lf-panel" data-lf-panel>
        <summary>Filters</summary>
        <div class="lf-groups">
          {data.brands.length > 1 && (
            <fieldset class="lf-brands">
              <legend>Brand</legend>
              {/* Scrolls when long, not the fieldset: a fieldset's background cannot show where it scrolls. */}
              <div class="lf-brand-list">
                {data.brands.map(([permalink, title], i) => (
                  <label>
                    <input type="checkbox" name="brands" value={permalink} /> {title}{' '}
                    <span class="muted" data-lf-count={permalink}>
                      ({counts.get(i) ?? 0})
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <PriceFilter />
          {positions.length > 0 && (
            <fieldset class="lf-positions">
              <legend>Position</legend>
              {positions.map((position) => (
                <label>
                  <input type="checkbox" name="pos" value={position} /> {POSITION_NAMES[position]}
                </label>
              ))}
            </fieldset>
          )}
        </div>
      </details>
      <div class="lf-actions">
        <button type="submit" class="btn btn-secondary" data-lf-apply>
          Apply
        </button>
        <a href={action} data-lf-clear hidden>
          Clear filters
        </a>
      </div>
    </form>
  );
}
