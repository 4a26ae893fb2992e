/**
 * The pages Astro renders that show products (home's carousels, best selling, each vehicle series'
 * parts), with the products each shows: an edit to one of them must re-render that page, which takes
 * Astro (src/build/publish/plan.ts). Made from the same data functions those pages call.
 */
import { loadCatalogue } from '../../data/catalogue.ts';
import { BEST_SELLING, featuredProducts, HOME_FEATURED } from '../../data/home.ts';
import { newestProducts } from '../../data/relations.ts';
import { loadVehiclePages } from '../../data/vehicle-pages.ts';

const ids = (products: readonly { id: number }[]) =>
  [...new Set(products.map((p) => p.id))].sort((a, b) => a - b);

/** Page path -> the products it shows, for Astro's pages that show any. */
export async function astroPageProducts(): Promise<Record<string, number[]>> {
  const [{ products }, newest, { models }] = await Promise.all([
    loadCatalogue(),
    newestProducts(),
    loadVehiclePages(),
  ]);
  const deps: Record<string, number[]> = {
    '/': ids([...featuredProducts(products, HOME_FEATURED), ...newest]),
    '/best-selling/': ids(featuredProducts(products, BEST_SELLING)),
  };
  for (const model of models) for (const series of model.series) deps[series.path] = ids(series.products);
  return deps;
}
