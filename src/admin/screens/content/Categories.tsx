/** PLACEHOLDER (issue 17): replaced by the content-screens helper. */
import { Heading } from '../../ui.tsx';

export function Categories(_: { id: string | null }) {
  return <Heading>Categories</Heading>;
}
