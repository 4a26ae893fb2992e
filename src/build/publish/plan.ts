/**
 * Decides what a build must render, from the previous build's manifest and the catalogue now:
 * nothing, only the pages that show changed products, or everything. Anything it cannot prove
 * local (site source, settings, taxonomy, blogs, products added, removed or moved) renders everything.
 */
import type { CatalogueSnapshot } from './snapshot.ts';

export interface BuildManifest {
  source: string;
  catalogue: CatalogueSnapshot;
  /** Inline script hashes of the pages in this build. */
  inlineScripts: string[];
}

export type BuildPlan =
  | { kind: 'none'; reason: string }
  | { kind: 'full'; reason: string }
  | { kind: 'incremental'; reason: string; changed: number[]; paths: string[] };

/** Whether a product's updated_at moved, or products were added or removed, between two snapshots. */
export function productsMoved(
  before: CatalogueSnapshot['products'],
  now: CatalogueSnapshot['products'],
): boolean {
  const ids = Object.keys(now);
  return ids.length !== Object.keys(before).length || ids.some((id) => before[id]?.[0] !== now[id]![0]);
}

export function planBuild(
  previous: { manifest: BuildManifest; pageDeps: Record<string, number[]> } | null,
  source: string,
  catalogue: CatalogueSnapshot,
): BuildPlan {
  if (!previous) return { kind: 'full', reason: 'no previous build' };
  const { manifest, pageDeps } = previous;
  if (manifest.source !== source)
    return { kind: 'full', reason: 'the site source or build settings changed' };
  if (manifest.catalogue.content !== catalogue.content) {
    return { kind: 'full', reason: 'categories, brands, blogs, page meta or settings changed' };
  }
  const before = manifest.catalogue.products;
  const now = catalogue.products;
  const beforeIds = Object.keys(before);
  const nowIds = Object.keys(now);
  if (beforeIds.length !== nowIds.length || nowIds.some((id) => !before[id])) {
    return { kind: 'full', reason: 'products were added or removed' };
  }
  const changed = nowIds.filter((id) => before[id]![0] !== now[id]![0]);
  if (changed.some((id) => before[id]![1] !== now[id]![1])) {
    return { kind: 'full', reason: 'a product changed its URL, listing or carousel' };
  }
  if (changed.length === 0) {
    return manifest.catalogue.productData === catalogue.productData
      ? { kind: 'none', reason: 'nothing changed' }
      : { kind: 'full', reason: 'product data changed without a newer updated_at' };
  }
  const ids = new Set(changed.map(Number));
  const paths = Object.entries(pageDeps)
    .filter(([, deps]) => deps.some((id) => ids.has(id)))
    .map(([path]) => path)
    .sort();
  return {
    kind: 'incremental',
    reason: `${changed.length} product${changed.length === 1 ? '' : 's'} changed`,
    changed: [...ids].sort((a, b) => a - b),
    paths,
  };
}

/**
 * Whether an edit to a product the page at `path` shows needs Astro to render it again: no page
 * does. The catalogue generator writes product and listing pages from their kinds' shells (and the
 * listing filters' facet and card files, /shop/…/listing.json and /listing-cards/), and the
 * pages Astro renders with products (home, /best-selling/, a vehicle series page) declare slots for
 * their product parts, which the generator fills from the page's stored shell
 * (src/build/pages/product-parts.ts). Any other page shows no product, and Astro renders it again
 * only in a full build (a source, settings or content change).
 */
export function rendersWithAstro(path: string): boolean {
  return !/^\/(?:product|shop|brand|listing-cards)\/|^\/(?:best-selling\/)?$|^\/vehicles\/[^/]+\/[^/]+\/[^/]+\/$/.test(
    path,
  );
}
