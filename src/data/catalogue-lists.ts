/**
 * The catalogue's small lists, read from the API at build time (one request each): categories,
 * brands, blogs, information pages, FAQs, listing page meta, and the shop's settings (with whether it
 * takes PayPal, whose Pay in 4 the product pages mention). Each list keeps
 * the API's order as `position` and is checked against its schema here, so pages and the catalogue
 * generator read the same typed values (src/data/catalogue.ts). Framework-free: Astro's pages and the
 * generator's processes both load the catalogue through it.
 */
import * as v from 'valibot';
import type { ApiClient } from '../lib/api/client.ts';
import {
  type ApiSocialLinks,
  BrandsSchema,
  CategoriesSchema,
  PageMetaSchema,
  SocialSchema,
} from '../lib/api/schemas/catalogue.ts';
import { BlogsSchema, FaqsSchema, InfoPagesSchema } from '../lib/api/schemas/content.ts';
import { PaymentConfigSchema } from '../lib/api/schemas/orders.ts';
import { type StoreSettings, toStoreSettings } from '../lib/catalogue/settings.ts';

/** An item of a list as the API's schema reads it, with its place in the API's order. */
type Positioned<S extends v.GenericSchema> = v.InferOutput<S> & { position: number };

/** An item's schema that leaves out fields it does not know instead of refusing them. */
const loose = <E extends v.ObjectEntries>(schema: { entries: E }) => v.object(schema.entries);

/** Each list's items, as their answers' schemas have them (src/lib/api/schemas/). */
const ITEMS = {
  categories: loose(CategoriesSchema.entries.data.item),
  brands: loose(BrandsSchema.entries.data.item),
  blogs: loose(BlogsSchema.entries.data.entries.data.item),
  infoPages: loose(InfoPagesSchema.entries.data.item),
  faqs: loose(FaqsSchema.entries.data.item),
  pageMeta: loose(PageMetaSchema.entries.data.item),
};
type Items = typeof ITEMS;

/**
 * One list as its schema reads it: each item with its position, the last of a key kept (a key names
 * one entry), in the API's order.
 */
function parsedList<S extends v.GenericSchema>(
  schema: S,
  items: unknown[],
  keyOf: (item: v.InferOutput<S>) => string,
): Positioned<S>[] {
  const byKey = new Map<string, Positioned<S>>();
  for (const [position, item] of items.entries()) {
    const parsed = v.parse(schema, item);
    const key = keyOf(parsed);
    byKey.delete(key);
    byKey.set(key, { ...(parsed as object), position } as Positioned<S>);
  }
  return [...byKey.values()];
}

export type CatalogueLists = { [K in keyof Items]: Positioned<Items[K]>[] } & {
  /** src/lib/catalogue/settings.ts's StoreSettings and the social links. */
  site: { id: 'site'; settings: StoreSettings; social: ApiSocialLinks; position: number };
};

/** Reads every list from the API at once. */
export async function fetchCatalogueLists(api: ApiClient): Promise<CatalogueLists> {
  const [categories, brands, blogs, infoPages, faqs, pageMeta, social, payments] = await Promise.all([
    api.get<{ data: unknown[] }>('/categories'),
    api.get<{ data: unknown[]; general_settings: unknown }>('/brands'),
    api.get<{ data: { data: unknown[] } }>('/blogs'),
    api.get<{ data: unknown[] }>('/pages'),
    api.get<{ data: unknown[] }>('/faqs'),
    api.get<{ data: unknown[] }>('/catalogue/page-meta'),
    api.get<{ data: { links: unknown } }>('/social-links'),
    api.get<unknown>('/payment-config'),
  ]);
  return {
    categories: parsedList(ITEMS.categories, categories.data, (c) => c.sku),
    brands: parsedList(ITEMS.brands, brands.data, (b) => b.permalink),
    blogs: parsedList(ITEMS.blogs, blogs.data.data, (b) => b.permalink),
    infoPages: parsedList(ITEMS.infoPages, infoPages.data, (p) => p.slug),
    faqs: parsedList(ITEMS.faqs, faqs.data, (g) => g.group),
    pageMeta: parsedList(ITEMS.pageMeta, pageMeta.data, (g) => `${g.scope}:${g.ref_key}`),
    site: {
      id: 'site',
      settings: {
        ...toStoreSettings(v.parse(BrandsSchema.entries.general_settings, brands.general_settings)),
        payLater: v.parse(PaymentConfigSchema, payments).paypal.provider !== 'off',
      },
      social: v.parse(SocialSchema.entries.data.entries.links, social.data.links),
      position: 0,
    },
  };
}
