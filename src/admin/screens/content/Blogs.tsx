/** PLACEHOLDER (issue 17): replaced by the content-screens helper. */
import { Heading } from '../../ui.tsx';

export function Blogs(_: { id: string | null }) {
  return <Heading>Blogs</Heading>;
}
