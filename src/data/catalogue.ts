/**
 * Build-time catalogue access for pages: reads the content collections once per build and
 * hands out domain types. Memoised, because every page of a 10,000-product build calls it.
 */
import { getCollection } from 'astro:content';
import type {
  ApiBlog,
  ApiBrand,
  ApiCategory,
  ApiFaqGroup,
  ApiGeneralSettings,
  ApiInfoPage,
  ApiMeta,
  ApiPageMetaGroup,
  ApiProduct,
  ApiSocialLinks,
} from '../lib/api/types.ts';
import { type Product, toProduct } from '../lib/catalogue/product.ts';

/** Entries of a list collection in the API's order. */
function inOrder<T>(entries: { data: Record<string, unknown> }[]): T[] {
  return entries
    .map((e) => e.data)
    .sort((a, b) => Number(a.position) - Number(b.position)) as unknown as T[];
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= load();
    return promise;
  };
}

export interface Catalogue {
  products: Product[];
  apiProducts: Map<number, ApiProduct>;
  categories: ApiCategory[];
  brands: ApiBrand[];
  blogs: ApiBlog[];
  infoPages: ApiInfoPage[];
  faqs: ApiFaqGroup[];
  settings: ApiGeneralSettings;
  social: ApiSocialLinks;
  pageMeta: Map<string, ApiMeta[]>;
}

/** The whole catalogue, loaded once per build. */
export const loadCatalogue = once(async (): Promise<Catalogue> => {
  const [products, categories, brands, blogs, pageMeta, site, infoPages, faqs] = await Promise.all([
    getCollection('products'),
    getCollection('categories'),
    getCollection('brands'),
    getCollection('blogs'),
    getCollection('pageMeta'),
    getCollection('site'),
    getCollection('infoPages'),
    getCollection('faqs'),
  ]);
  const api = products.map((e) => e.data as unknown as ApiProduct).sort((a, b) => a.id - b.id);
  const siteData = site[0]?.data as unknown as { settings: ApiGeneralSettings; social: ApiSocialLinks } | undefined;
  if (!siteData) throw new Error('The API returned no site settings');
  return {
    products: api.map(toProduct),
    apiProducts: new Map(api.map((p) => [p.id, p])),
    categories: inOrder<ApiCategory>(categories),
    brands: brands.map((e) => e.data as unknown as ApiBrand).sort((a, b) => a.title.localeCompare(b.title)),
    blogs: inOrder<ApiBlog>(blogs),
    infoPages: inOrder<ApiInfoPage>(infoPages),
    faqs: inOrder<ApiFaqGroup>(faqs),
    settings: siteData.settings,
    social: siteData.social,
    pageMeta: new Map(
      pageMeta.map((e) => {
        const g = e.data as unknown as ApiPageMetaGroup;
        return [`${g.scope}:${g.ref_key}`, g.meta];
      }),
    ),
  };
});
