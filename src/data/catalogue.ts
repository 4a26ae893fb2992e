/**
 * Build-time catalogue access for pages and the catalogue generator: reads the products
 * (src/data/product-store.ts) and the API's small lists (src/data/catalogue-lists.ts) once per
 * process and hands out typed domain values. Memoised, because every page of a 10,000-product build
 * calls it. Framework-free: Astro's pages and the generator's processes (src/build/generator/) load it alike.
 */
import type { ApiBrand, ApiCategory, ApiSocialLinks } from '../lib/api/schemas/catalogue.ts';
import type { ApiMeta } from '../lib/api/schemas/common.ts';
import type { ApiBlog, ApiFaqGroup, ApiInfoPage } from '../lib/api/schemas/content.ts';
import type { Product } from '../lib/catalogue/product.ts';
import type { StoreSettings } from '../lib/catalogue/settings.ts';
import { buildApi } from './build-api.ts';
import { fetchCatalogueLists } from './catalogue-lists.ts';
import { productMemo, productsChanged } from './product-memo.ts';
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

/** The API's lists: read once per process (a change to them is a full build, in new processes). */
const loadLists = once(() => fetchCatalogueLists(buildApi()));

/** Where the products come from: the build's product store, unless a long-lived process holds them. */
let productSource: () => Promise<Product[]> = () => buildProducts(buildApi());

/**
 * For the resident generator (src/build/generator/resident.ts): the products it holds and syncs in
 * memory, given again after each sync that changed them; what is derived from them starts again.
 */
export function setHeldProducts(products: readonly Product[]): void {
  const held = [...products];
  productSource = async () => held;
  productsChanged();
}

/** The whole catalogue, loaded once per build (per version of the products, in the resident generator). */
export const loadCatalogue = productMemo(async (): Promise<Catalogue> => {
  const [products, lists] = await Promise.all([productSource(), loadLists()]);
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
