/** PLACEHOLDER (issue 17): replaced by the product-screens helper. */
import { Heading } from '../../ui.tsx';

export function Products(_: { query: URLSearchParams }) {
  return <Heading>Products</Heading>;
}
