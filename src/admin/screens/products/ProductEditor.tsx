/** PLACEHOLDER (issue 17): replaced by the product-screens helper. */
import { Heading } from '../../ui.tsx';

export function ProductEditor(_: { id: string }) {
  return <Heading>Product</Heading>;
}
