/** PLACEHOLDER (issue 17): replaced by the product-screens helper. */
import { Heading } from '../../ui.tsx';

export function ProductImport() {
  return <Heading>Import</Heading>;
}
