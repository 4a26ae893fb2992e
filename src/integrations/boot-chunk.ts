/**
 * How the browser's code is cut into files for catalogue pages, whose budget is 15 KB of JavaScript
 * before interaction (issue 18). Left to itself the bundler cuts by which scripts share what: a
 * dozen files of a few hundred bytes, each compressed on its own and each a request, a quarter
 * heavier than the same code as one file (16.3 KB against 12.3 KB, measured). So:
 * - `boot`: everything the scripts of the layouts and components import (cart badge, session check,
 *   prices, stores), which every catalogue page runs before interaction. A script of one page
 *   (src/pages/: the thank-you page's order summary, the product page's gallery) is not on every
 *   page: what only it imports stays with it, so no other page loads it (the thank-you page's order
 *   code was 90 bytes of every catalogue page's budget, and growing with every order status);
 * - one file per script those load later by a dynamic import (the fit badges when My Garage holds a
 *   vehicle, the search box on focus), with everything it imports that is not in `boot`.
 * Code only islands reach (React) is left to the bundler: it loads on interaction.
 */

/** The module graph as the bundler's chunking sees it (rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/** An Astro component's `<script>`, bundled as an entry of the client build. */
const PAGE_SCRIPT = /\.astro\?astro&type=script/;
/** The `<script>` of a layout or component: on every page that uses it, catalogue pages included. */
const SHARED_SCRIPT = /[\\/]src[\\/](components|layouts)[\\/][^?]*\.astro\?astro&type=script/;

/** A memo for a walk up the importers, where a cycle does not count as a way up. */
function memo<T>(walk: (id: string, self: (id: string) => T) => T, cycle: T): (id: string) => T {
  const known = new Map<string, T>();
  const self = (id: string): T => {
    if (known.has(id)) return known.get(id)!;
    known.set(id, cycle);
    const result = walk(id, self);
    known.set(id, result);
    return result;
  };
  return self;
}

/** The chunk name for a module of the client build (codeSplitting groups' `name`), or null to leave it. */
export function chunkNamer(): (id: string, graph: ModuleGraph) => string | null {
  let graph: ModuleGraph;
  const info = (id: string) => graph.getModuleInfo(id) ?? { importers: [], dynamicImporters: [] };
  // Imported by a page script (any) without a dynamic import on the way.
  const paged = memo<boolean>((id, self) => PAGE_SCRIPT.test(id) || info(id).importers.some(self), false);
  // Imported so by a layout's or component's script: on every page.
  const eager = memo<boolean>((id, self) => SHARED_SCRIPT.test(id) || info(id).importers.some(self), false);
  // The one page's script that imports this module, when no layout or component does.
  const pageRoot = memo<string | null>((id, self) => {
    if (PAGE_SCRIPT.test(id)) return id;
    for (const by of info(id).importers) {
      const root = self(by);
      if (root) return root;
    }
    return null;
  }, null);
  // The script a page script's dynamic import loads that this module comes with, if any.
  const lazyRoot = memo<string | null>((id, self) => {
    if (info(id).dynamicImporters.some(paged)) return id;
    for (const by of info(id).importers) {
      const root = self(by);
      if (root) return root;
    }
    return null;
  }, null);
  const fileName = (id: string) => (id.split('?')[0]!.split(/[\\/]/).pop() ?? 'lazy').replace(/\.\w+$/, '');
  return (id, g) => {
    graph = g;
    if (PAGE_SCRIPT.test(id)) return null;
    if (eager(id)) return 'boot';
    if (paged(id)) return `page-${fileName(pageRoot(id)!)}`;
    const root = lazyRoot(id);
    return root ? fileName(root) : null;
  };
}
