/** @jsxImportSource ../jsx */
/** A titled carousel of product cards (Related Products, New Products). */
import type { Product } from '../../lib/catalogue/product.ts';
import { Carousel } from './Carousel.tsx';
import { CardItems } from './ProductCard.tsx';

export function ProductCarousel({
  id,
  title,
  products,
  gstBp,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  products: readonly Product[];
  gstBp: number;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Carousel label={title}>
        <CardItems products={products} gstBp={gstBp} />
      </Carousel>
    </section>
  );
}
