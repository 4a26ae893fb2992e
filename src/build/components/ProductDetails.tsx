/** @jsxImportSource ../jsx */
/** A product page's Product Details tab: the brand's logo, the SKU and the weight when known. */
import type { Product } from '../../lib/catalogue/product.ts';

export function ProductDetails({
  product,
  logo,
}: {
  product: Product /** The brand logo's URL. */;
  logo: string | null;
}) {
  return (
    <>
      {product.brand && logo && (
        <img src={logo} alt={`${product.brand.title} logo`} width="200" height="100" loading="lazy" />
      )}
      <dl class="facts">
        <dt>SKU</dt>
        <dd>{product.sku}</dd>
        {product.weightKg !== null && (
          <>
            <dt>Weight</dt>
            <dd>{product.weightKg} kg</dd>
          </>
        )}
      </dl>
    </>
  );
}
