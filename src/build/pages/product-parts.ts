/**
 * The product parts of pages Astro renders: the home page's Featured and New carousels, the
 * /best-selling/ grid, and each vehicle series page's part cards and links. Astro renders those
 * pages with a declared slot (src/lib/slots.ts) where each part goes, and the catalogue generator
 * fills them from here, as it fills a catalogue page's shell: so an edit to a product one of them
 * shows re-fills the page from its stored shell without starting Astro. Everything else on those
 * pages (counts, categories, engines) changes only with a full build (src/build/publish/plan.ts).
 *
 * Given `whole`, the routes render these parts themselves, as Astro components: the generator's
 * page is checked against that render (src/build/generator/astro-render.test.ts).
 */
import { loadCatalogue } from '../../data/catalogue.ts';
import { BEST_SELLING, featuredProducts, HOME_FEATURED } from '../../data/home.ts';
import { newestProducts } from '../../data/relations.ts';
import { CARDS_PER_GROUP, loadVehiclePages, type SeriesEntry } from '../../data/vehicle-pages.ts';
import type { Product } from '../../lib/catalogue/product.ts';
import { cardItemsHtml } from '../components/ProductCard.tsx';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { ProductLinks } from '../components/ProductLinks.tsx';

/** The home page's slots: the Featured and the New carousels' slides. */
export const HOME_SLOTS = { featured: 'featured', newest: 'newest' } as const;
/** /best-selling/'s slot: its grid. */
export const BEST_SELLING_SLOT = 'grid';
/** A series page's slots for its `i`-th category group: the first cards, and the links to the rest. */
export const seriesSlots = (i: number) => ({ cards: `parts-${i}-cards`, more: `parts-${i}-more` });

/** A page Astro renders with product slots: its address, and how to make its slots' content. */
export interface ProductPartsPage {
  path: string;
  /** Each slot's content, and the products the page shows (for the next edit's plan). */
  parts: () => Promise<{ slots: Record<string, string>; productIds: number[] }>;
}

const ids = (products: readonly { id: number }[]) =>
  [...new Set(products.map((p) => p.id))].sort((a, b) => a - b);

function seriesParts(series: SeriesEntry, gstBp: number): Record<string, string> {
  const slots: Record<string, string> = {};
  series.groups.forEach((g, i) => {
    const names = seriesSlots(i);
    slots[names.cards] = cardItemsHtml(g.products.slice(0, CARDS_PER_GROUP), gstBp);
    const more: Product[] = g.products.slice(CARDS_PER_GROUP);
    if (more.length > 0) slots[names.more] = ProductLinks({ products: more }).html;
  });
  return slots;
}

/** Every page Astro renders with product slots, in one order. */
export async function productPartsPages(): Promise<ProductPartsPage[]> {
  const [{ products, settings }, { models }] = await Promise.all([loadCatalogue(), loadVehiclePages()]);
  const { gstBp } = settings;
  const pages: ProductPartsPage[] = [
    {
      path: '/',
      parts: async () => {
        const featured = featuredProducts(products, HOME_FEATURED);
        const newest = await newestProducts();
        return {
          slots: {
            [HOME_SLOTS.featured]: cardItemsHtml(featured, gstBp),
            [HOME_SLOTS.newest]: cardItemsHtml(newest, gstBp),
          },
          productIds: ids([...featured, ...newest]),
        };
      },
    },
    {
      path: '/best-selling/',
      parts: async () => {
        const popular = featuredProducts(products, BEST_SELLING);
        return {
          slots: { [BEST_SELLING_SLOT]: ProductGrid({ products: popular, gstBp }).html },
          productIds: ids(popular),
        };
      },
    },
  ];
  // A series without parts shows no product: its page has no slots.
  for (const model of models)
    for (const series of model.series)
      if (series.groups.length > 0)
        pages.push({
          path: series.path,
          parts: async () => ({ slots: seriesParts(series, gstBp), productIds: ids(series.products) }),
        });
  return pages;
}
