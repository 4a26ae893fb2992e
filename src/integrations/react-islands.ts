/**
 * The React renderer's server side for the build, with each island's HTML rendered once per build
 * for the same component, props and id prefix, and each page's islands numbered `s0`, `s1`, ... in
 * the order the page asks for them. Astro renders few pages now (the catalogue's are filled from
 * shells: src/build/generator/), so the saving is small; the numbering is what it keeps: with React's
 * own renderer a kind's shell and its whole page numbered their islands differently.
 *
 * It stands in for `@astrojs/react/server.js` (astro.config.mjs points that name here, and this
 * module at the original as `astro-react-server-original`): `check` is the original's; islands with
 * children or slots are the original's to render; the rest render here as the original does (React's
 * streaming renderer, everything awaited, stylesheet and preload links dropped), with ids under a
 * prefix of this module's own per page (`s0`, `s1`, ...), so they never meet the original's `r0`,
 * `r1`, ... on one page. An island's HTML is a function of these three: the build has no request, no
 * shopper and no clock in it.
 */
import original from 'astro-react-server-original';
import { type ComponentType, createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';

type Result = object;
/** Any island component: its props are whatever the page passes. */
type Island = ComponentType<never>;
interface Rendered {
  html: string;
  attrs?: Record<string, string>;
}

const LINK = /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g;
const MAX_KEPT = 64;
const counters = new WeakMap<Result, number>();
const rendered = new WeakMap<Island, Map<string, Promise<string>>>();

/** The next id prefix of one page's render. */
function nextPrefix(result: Result): string {
  const n = counters.get(result) ?? 0;
  counters.set(result, n + 1);
  return `s${n}`;
}

async function renderHtml(
  Component: Island,
  props: Record<string, unknown>,
  prefix: string,
): Promise<string> {
  const stream = await renderToReadableStream(
    createElement(Component as ComponentType<Record<string, unknown>>, props),
    { identifierPrefix: prefix },
  );
  await stream.allReady;
  return (await new Response(stream).text()).replace(LINK, '');
}

async function renderToStaticMarkup(
  this: { result?: Result } | undefined,
  Component: Island,
  props: Record<string, unknown>,
  slots: Record<string, unknown>,
  metadata?: unknown,
): Promise<Rendered> {
  const result = this?.result;
  const hasChildren = Object.values(slots ?? {}).some((slot) => slot != null) || props.children != null;
  if (!result || hasChildren)
    return original.renderToStaticMarkup.call(this, Component, props, slots, metadata);
  const { class: _dropped, ...own } = props;
  const prefix = nextPrefix(result);
  const key = `${prefix}\n${JSON.stringify(own)}`;
  let byProps = rendered.get(Component);
  if (!byProps) {
    byProps = new Map();
    rendered.set(Component, byProps);
  }
  let html = byProps.get(key);
  if (html === undefined) {
    html = renderHtml(Component, own, prefix);
    // Props that differ from page to page (a product's Add to cart) have nothing to share: past a
    // few dozen renders of one component they are not kept, so memory stays flat however many pages.
    if (byProps.size < MAX_KEPT) {
      byProps.set(key, html);
      // A failed render is not kept: the next page tries again and reports its own error.
      html.catch(() => byProps.delete(key));
    }
  }
  return { html: await html, attrs: { prefix } };
}

export default { ...original, renderToStaticMarkup };
