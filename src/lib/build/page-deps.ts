/**
 * Which products each rendered page shows, recorded while Astro renders (build time only). The build
 * runner keeps this map with the build, so a later build re-renders only the pages that show a
 * changed product. Keys are URL paths as Astro renders them (`/product/foo/`).
 */
type DepsMap = Map<string, Set<number>>;

const store = globalThis as { __storefrontPageDeps?: DepsMap };

/** Records that the page at `path` shows these products. */
export function recordPageProducts(path: string, ids: Iterable<number>): void {
  store.__storefrontPageDeps ??= new Map();
  const map = store.__storefrontPageDeps;
  const set = map.get(path) ?? new Set<number>();
  map.set(path, set);
  for (const id of ids) set.add(id);
}

/** Everything recorded so far, as plain JSON data. */
export function recordedPageDeps(): Record<string, number[]> {
  const map = store.__storefrontPageDeps ?? new Map();
  return Object.fromEntries([...map].map(([path, ids]) => [path, [...ids].sort((a, b) => a - b)]));
}
