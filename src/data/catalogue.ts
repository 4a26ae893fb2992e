/**
 * Build-time catalogue access for pages and the catalogue generator: reads the products
 * (src/data/product-store.ts) and the API's small lists (src/data/catalogue-lists.ts) once per
 * process and hands out typed domain values. Memoised, because every page of a 10,000-product build
 * calls it. Framework-free: Astro's pages and the generator's processes (src/build/generator/) load it alike.
 */
import type {
  ApiBlog,
  ApiBrand,
  ApiCategory,
  ApiFaqGroup,
  ApiInfoPage,
  ApiMeta,
  ApiSocialLinks,
} from '../lib/api/types.ts';
import type { Product } from '../lib/catalogue/product.ts';
import type { StoreSettings } from '../lib/catalogue/settings.ts';
import { buildApi } from './build-api.ts';
import { fetchCatalogueLists } from './catalogue-lists.ts';
import { buildProducts } from './product-store.ts';

/** A list's items in the API's order. */
function inOrder<T extends { position: number }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position);
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= load();
    return promise;
  };
}

export interface Catalogue {
  /** Every product, by id. */
  products: Product[];
  categories: ApiCategory[];
  /** By title. */
  brands: ApiBrand[];
  blogs: ApiBlog[];
  infoPages: ApiInfoPage[];
  faqs: ApiFaqGroup[];
  settings: StoreSettings;
  social: ApiSocialLinks;
  /** Listing page meta by `{scope}:{ref_key}`. */
  pageMeta: Map<string, ApiMeta[]>;
}

/** The whole catalogue, loaded once per build. */
export const loadCatalogue = once(async (): Promise<Catalogue> => {
  const api = buildApi();
  const [products, lists] = await Promise.all([buildProducts(api), fetchCatalogueLists(api)]);
  return {
    products,
    categories: inOrder(lists.categories),
    brands: [...lists.brands].sort((a, b) => a.title.localeCompare(b.title)),
    blogs: inOrder(lists.blogs),
    infoPages: inOrder(lists.infoPages),
    faqs: inOrder(lists.faqs),
    settings: lists.site.settings,
    social: lists.site.social,
    pageMeta: new Map(lists.pageMeta.map((g) => [`${g.scope}:${g.ref_key}`, g.meta])),
  };
});
