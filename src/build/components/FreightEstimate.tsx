/** @jsxImportSource ../jsx */
/**
 * The product page's delivery estimate from a postcode, before any personal details (issue 49): a
 * postcode field and an Estimate button, answered for one of the product by src/browser/
 * freight-estimate.ts, which freight-boot.ts loads only when the shopper reaches for the form (the
 * page's budget, docs/design.md#budgets). The answer is a polite live region the field points to.
 * Without JavaScript the form cannot answer and is not shown (styles/freight-estimate.css).
 */

export function FreightEstimate({ productId }: { productId: number }) {
  return (
    <form
      class="freight-estimate"
      data-freight-estimate={productId}
      aria-labelledby="freight-estimate-title"
      novalidate
    >
      <h2 id="freight-estimate-title">Delivery to postcode</h2>
      <div class="freight-estimate-row">
        <label for="freight-postcode">Postcode</label>
        <input
          id="freight-postcode"
          name="post_code"
          inputmode="numeric"
          autocomplete="postal-code"
          maxlength="4"
          size="5"
          aria-describedby="freight-answer"
        />
        <button type="submit" class="btn btn-secondary">
          Estimate
        </button>
      </div>
      <p id="freight-answer" class="freight-answer" aria-live="polite" data-freight-answer></p>
    </form>
  );
}
