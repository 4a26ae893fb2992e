/**
 * Declared slots of shell pages. A catalogue page kind (a product that can be bought, a category
 * listing, ...) has one route, which Astro renders once as the kind's shell: with a marker where each
 * piece of page content goes (the head's SEO tags, the main element's parts). The build cuts the shell
 * at its markers (src/build/generator/shells.ts) and the generator fills it for every page of the
 * kind. A marker is an HTML comment no content contains: content is escaped text, sanitised editor
 * HTML and JSON, none of which writes `<!--`. Shell pages are taken out of the site once read.
 */

/** The marker Astro prints where the slot `name` is. */
export const slotMarker = (name: string): string => `<!--storefront-slot:${name}-->`;

/** Finds every marker in a shell page: its name in group 1. */
export const SLOT_MARKER = /<!--storefront-slot:([a-z0-9-]+)-->/g;

/** The head's slot (the page's SEO tags: src/build/components/SeoHead.tsx). */
export const HEAD_SLOT = 'head';

/** Markers for a page's main parts, in order: `main-0`, `main-1`, ... */
export const mainSlots = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => slotMarker(`main-${i}`));

/** Every catalogue page kind, by the route that renders its shell. */
export const SHELL_KINDS = {
  product: ['product:buy', 'product:sold-out'],
  shop: ['listing:shop:first', 'listing:shop'],
  category: ['listing:category', 'listing:child_category'],
  brand: ['listing:brand'],
} as const;

export type ShellKind = (typeof SHELL_KINDS)[keyof typeof SHELL_KINDS][number];

const ROUTE_PREFIX: Record<keyof typeof SHELL_KINDS, string> = {
  product: '/product/',
  shop: '/shop/',
  category: '/shop/category/',
  brand: '/brand/',
};

/** The route parameter of a kind's shell page: a name no product, listing or brand address takes. */
export const shellParam = (kind: ShellKind): string => `_shell-${kind.replace(/[:_]/g, '-')}`;

/** Where Astro writes a kind's shell page (removed from the site once the build has read it). */
export function shellPath(kind: ShellKind): string {
  const route = (Object.keys(SHELL_KINDS) as (keyof typeof SHELL_KINDS)[]).find((r) =>
    (SHELL_KINDS[r] as readonly string[]).includes(kind),
  );
  if (!route) throw new Error(`No route renders the shell of ${kind}`);
  return `${ROUTE_PREFIX[route]}${shellParam(kind)}/`;
}

/** Every shell kind. */
export const ALL_SHELL_KINDS: ShellKind[] = Object.values(SHELL_KINDS).flat();
