/**
 * Build-time catalogue access for pages: reads the products (src/data/product-store.ts) and the
 * content collections once per build and hands out the domain values the loaders stored (typed by the collections' schemas). Memoised, because
 * every page of a 10,000-product build calls it.
 */
import { getCollection } from 'astro:content';
import type {
  ApiBlog,
  ApiBrand,
  ApiCategory,
  ApiFaqGroup,
  ApiInfoPage,
  ApiMeta,
  ApiSocialLinks,
} from '../lib/api/types.ts';
import { recordCatalogueProducts } from '../lib/build/search-feed.ts';
import type { Product } from '../lib/catalogue/product.ts';
import type { StoreSettings } from '../lib/catalogue/settings.ts';
import { buildApi } from './build-api.ts';
import { buildProducts } from './product-store.ts';
import { handOverSearchRecords } from './search-records-out.ts';

/** Entries of a list collection in the API's order. */
function inOrder<T extends { position: number }>(entries: { data: T }[]): T[] {
  return entries.map((e) => e.data).sort((a, b) => a.position - b.position);
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
  const [products, categories, brands, blogs, pageMeta, site, infoPages, faqs] = await Promise.all([
    buildProducts(buildApi()),
    getCollection('categories'),
    getCollection('brands'),
    getCollection('blogs'),
    getCollection('pageMeta'),
    getCollection('site'),
    getCollection('infoPages'),
    getCollection('faqs'),
  ]);
  const siteData = site[0]?.data;
  if (!siteData) throw new Error('The API returned no site settings');
  const catalogue: Catalogue = {
    products,
    categories: inOrder(categories),
    brands: brands.map((e) => e.data).sort((a, b) => a.title.localeCompare(b.title)),
    blogs: inOrder(blogs),
    infoPages: inOrder(infoPages),
    faqs: inOrder(faqs),
    settings: siteData.settings,
    social: siteData.social,
    pageMeta: new Map(pageMeta.map(({ data: g }) => [`${g.scope}:${g.ref_key}`, g.meta])),
  };
  // The search index is made from the products the pages were made from (see search-feed.ts).
  recordCatalogueProducts(catalogue.products, catalogue.settings.gstBp);
  await handOverSearchRecords();
  return catalogue;
});
