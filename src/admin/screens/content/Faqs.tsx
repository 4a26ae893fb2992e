/** PLACEHOLDER (issue 17): replaced by the content-screens helper. */
import { Heading } from '../../ui.tsx';

export function Faqs() {
  return <Heading>Faqs</Heading>;
}
