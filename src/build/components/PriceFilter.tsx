/** @jsxImportSource ../jsx */
/** The old shop's price filter slider, hidden as it was there: present for a later filter, not offered yet. */
import { PRICE_FILTER } from '../../data/listings.ts';

export function PriceFilter() {
  return (
    <div class="price-filter" hidden>
      <label for="price-filter">Price up to</label>
      <input
        id="price-filter"
        type="range"
        name="price"
        min={PRICE_FILTER.min}
        max={PRICE_FILTER.max}
        value={PRICE_FILTER.max}
        step="1"
      />
    </div>
  );
}
