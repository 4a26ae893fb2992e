/** PLACEHOLDER (issue 17): replaced by the content-screens helper. */
import { Heading } from '../../ui.tsx';

export function HomeBlocks() {
  return <Heading>HomeBlocks</Heading>;
}
