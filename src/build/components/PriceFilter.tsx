/** @jsxImportSource ../jsx */
/**
 * A listing's price range, in whole dollars with GST as the cards show prices first: two number boxes
 * of the listing's filter form (ListingFilters.tsx), either left empty for no bound.
 */
export function PriceFilter() {
  return (
    <fieldset class="lf-price">
      <legend>Price (inc GST)</legend>
      <label>
        From $<input type="number" name="min" min="0" step="1" inputmode="numeric" />
      </label>
      <label>
        to $<input type="number" name="max" min="0" step="1" inputmode="numeric" />
      </label>
    </fieldset>
  );
}
