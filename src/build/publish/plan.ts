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
 * Whether Astro renders the page at `path`: every page but the catalogue generator's (product and
 * listing pages). An edit to a product such a page shows needs Astro; any other edit does not.
 */
export function rendersWithAstro(path: string): boolean {
  return !/^\/(?:product|shop|brand)\//.test(path);
}
