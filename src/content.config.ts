/** Content collections pulled from the API at build time (no request per product). */
import { defineCollection } from 'astro:content';
import { buildApi } from './data/build-api.ts';
import type {
  ApiBlog,
  ApiBrand,
  ApiCategory,
  ApiFaqGroup,
  ApiGeneralSettings,
  ApiInfoPage,
  ApiPageMetaGroup,
  ApiSocialLinks,
} from './lib/api/types.ts';
import { productsLoader } from './loaders/products.ts';
import { listLoader } from './loaders/snapshot.ts';

const api = buildApi();

export const collections = {
  products: defineCollection({ loader: productsLoader(api) }),
  categories: defineCollection({
    loader: listLoader(
      'categories-api',
      async () => (await api.get<{ data: ApiCategory[] }>('/categories')).data,
      (c) => c.sku,
    ),
  }),
  brands: defineCollection({
    loader: listLoader(
      'brands-api',
      async () => (await api.get<{ data: ApiBrand[] }>('/brands')).data,
      (b) => b.permalink,
    ),
  }),
  blogs: defineCollection({
    loader: listLoader(
      'blogs-api',
      async () => (await api.get<{ data: { data: ApiBlog[] } }>('/blogs')).data.data,
      (b) => b.permalink,
    ),
  }),
  infoPages: defineCollection({
    loader: listLoader(
      'info-pages-api',
      async () => (await api.get<{ data: ApiInfoPage[] }>('/pages')).data,
      (p) => p.slug,
    ),
  }),
  faqs: defineCollection({
    loader: listLoader(
      'faqs-api',
      async () => (await api.get<{ data: ApiFaqGroup[] }>('/faqs')).data,
      (g) => g.group,
    ),
  }),
  pageMeta: defineCollection({
    loader: listLoader(
      'page-meta-api',
      async () => (await api.get<{ data: ApiPageMetaGroup[] }>('/catalogue/page-meta')).data,
      (g) => `${g.scope}:${g.ref_key}`,
    ),
  }),
  site: defineCollection({
    loader: listLoader(
      'site-api',
      async () => {
        const [brands, social] = await Promise.all([
          api.get<{ general_settings: ApiGeneralSettings }>('/brands'),
          api.get<{ data: { links: ApiSocialLinks } }>('/social-links'),
        ]);
        return [{ id: 'site', settings: brands.general_settings, social: social.data.links }];
      },
      (s) => s.id,
    ),
  }),
};
