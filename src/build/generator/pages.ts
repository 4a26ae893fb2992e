/**
 * The catalogue generator's pages: every product page, every listing page (shop, category, child
 * category, brand), the static fallback page at each product's old address (/product/{sku}/), and
 * each vehicle's fitment file. A page is made from its kind's shell and its own content (the same
 * functions the shell's route renders a whole page with); a fallback page and a fitment file need no shell.
 * It also fills the product parts of the pages Astro renders with product slots (home, best selling,
 * vehicle series: src/build/pages/product-parts.ts), each from its own page's shell.
 */
import { loadCatalogue } from '../../data/catalogue.ts';
import { loadFitment, vehicleFileJson } from '../../data/fitment.ts';
import { allListingPages, type ListingPage } from '../../data/listings.ts';
import { specMoves } from '../../data/redirects.ts';
import { absolute, headSite } from '../../data/site.ts';
import type { Product } from '../../lib/catalogue/product.ts';
import { vehicleFilePath } from '../../lib/fitment/fitment.ts';
import type { PageSeo } from '../../lib/site/seo.ts';
import { productPath } from '../../lib/site/urls.ts';
import { HEAD_SLOT, type ShellKind } from '../../lib/slots.ts';
import { movedPageFolder, movedPageHtml } from '../components/MovedPage.tsx';
import { seoHeadHtml } from '../components/SeoHead.tsx';
import { listingPage, listingPageKind } from '../pages/listing.tsx';
import { productPage, productPageKind } from '../pages/product.tsx';
import { type ProductPartsPage, productPartsPages } from '../pages/product-parts.ts';
import { type ListingFileTask, listingFileTasks, makeListingFile } from './listing-files.ts';
import { fillShell, type PageShells, type Shells } from './shells.ts';

/** One file the generator writes: its site path (`/product/foo/` is a page, `/x.json` a file). */
export type PageTask =
  | { path: string; type: 'product'; product: Product }
  | { path: string; type: 'listing'; listing: ListingPage }
  | { path: string; type: 'moved'; to: string }
  | { path: string; type: 'vehicle-file'; vehicleId: number }
  | { path: string; type: 'product-parts'; page: ProductPartsPage }
  | ListingFileTask;

/** What a task makes: the file's content and the products a catalogue page shows (for the next edit's plan). */
export interface Made {
  content: string;
  /** Null for a file no product edit changes (a fallback page, a fitment file: those edits rebuild everything). */
  productIds: number[] | null;
}

/** Every task of the catalogue, in one order every generator process computes alike. */
export async function catalogueTasks(): Promise<PageTask[]> {
  const [{ products }, listings, moves, fitment, partsPages, listingFiles] = await Promise.all([
    loadCatalogue(),
    allListingPages(),
    specMoves(),
    loadFitment(),
    productPartsPages(),
    listingFileTasks(),
  ]);
  return [
    ...products.map(
      (product): PageTask => ({ path: productPath(product.permalink), type: 'product', product }),
    ),
    ...listings.map(
      (listing): PageTask => ({ path: listing.listing.href(listing.page), type: 'listing', listing }),
    ),
    ...moves.flatMap(({ from, to }): PageTask[] => {
      const folder = from.startsWith('/product/') ? movedPageFolder(from) : null;
      return folder ? [{ path: `${folder}/`, type: 'moved', to }] : [];
    }),
    ...fitment.vehicles.map(
      (v): PageTask => ({ path: vehicleFilePath(v.id), type: 'vehicle-file', vehicleId: v.id }),
    ),
    ...partsPages.map((page): PageTask => ({ path: page.path, type: 'product-parts', page })),
    ...listingFiles,
  ];
}

/** A page's slots: the head's SEO tags, then the main element's parts. */
function slotsOf(seo: PageSeo, main: readonly string[]): Record<string, string> {
  const slots: Record<string, string> = { [HEAD_SLOT]: seoHeadHtml(seo, headSite) };
  main.forEach((part, i) => {
    slots[`main-${i}`] = part;
  });
  return slots;
}

function filled(shells: Shells, kind: ShellKind, seo: PageSeo, main: readonly string[]): string {
  return fillShell(shells[kind], slotsOf(seo, main));
}

/** Makes one task's file; `pages` holds the shells of Astro's pages with product slots, by path. */
export async function makePage(task: PageTask, shells: Shells, pages: PageShells = {}): Promise<Made> {
  switch (task.type) {
    case 'product': {
      const page = await productPage(task.product);
      const kind: ShellKind = `product:${productPageKind(task.product)}`;
      return { content: filled(shells, kind, page.seo, page.main), productIds: page.productIds };
    }
    case 'listing': {
      const page = await listingPage(task.listing);
      const kind = listingPageKind(task.listing) as ShellKind;
      return { content: filled(shells, kind, page.seo, page.main), productIds: page.productIds };
    }
    case 'moved':
      return { content: movedPageHtml(task.to, absolute(task.to)), productIds: null };
    case 'vehicle-file':
      return { content: vehicleFileJson(await loadFitment(), task.vehicleId), productIds: null };
    case 'product-parts': {
      const shell = pages[task.path];
      if (!shell) throw new Error(`Astro rendered no page with product slots at ${task.path}`);
      const { slots, productIds } = await task.page.parts();
      return { content: fillShell(shell, slots), productIds };
    }
    case 'listing-data':
    case 'listing-cards':
      return makeListingFile(task);
  }
}

/** The file a task's path is written to: a page's `index.html` in its folder, else the path itself. */
export function taskFile(path: string): string {
  return path.endsWith('/') ? `${path}index.html` : path;
}
