/** PLACEHOLDER (issue 17): replaced by the content-screens helper. */
import { Heading } from '../../ui.tsx';

export function PageMeta(_: { id: string | null }) {
  return <Heading>PageMeta</Heading>;
}
