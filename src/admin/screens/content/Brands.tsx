/** PLACEHOLDER (issue 17): replaced by the content-screens helper. */
import { Heading } from '../../ui.tsx';

export function Brands(_: { id: string | null }) {
  return <Heading>Brands</Heading>;
}
