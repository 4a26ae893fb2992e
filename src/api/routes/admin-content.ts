/**
 * Content editing for the back office, staff with catalogue:write or the machine token:
 * brands, blog posts, information pages, FAQs and the home page's slides and banners, each through
 * http/record-routes (list, read, edit with its version, and create/delete where the kind allows).
 * Listing SEO (the shop's and each brand's page meta):
 *   GET /admin/page-meta                 every listing's options, with the version to send back
 *   PUT /admin/page-meta/{scope}/{ref}   scope shop (ref `_`) or brand (ref its permalink)
 */
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  BLOG_FIELDS,
  BRAND_FIELDS,
  FAQ_FIELDS,
  HOME_BLOCK_FIELDS,
  INFO_PAGE_FIELDS,
} from '../../lib/content/record-fields.ts';
import { blogPath, brandPath } from '../../lib/site/urls.ts';
import { blogs, brands, faqs, homeBlocks, infoPages, products } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { recordRoutes } from '../http/record-routes.ts';
import { pageMetaRoutes } from './admin-page-meta.ts';

export const adminContentRoutes = new Hono<AppEnv>()
  .route(
    '/',
    recordRoutes({
      path: 'brands',
      noun: 'brand',
      entity: 'brand',
      table: brands,
      orderBy: [brands.title, brands.id],
      unique: ['permalink'],
      sitePath: (row) => brandPath(String(row.permalink)),
      create: true,
      fields: BRAND_FIELDS,
      remove: async (db, id) => {
        const [used] = await db.select({ n: count() }).from(products).where(eq(products.brandId, id));
        return used!.n ? `The brand still has ${used!.n} product${used!.n === 1 ? '' : 's'}.` : null;
      },
    }),
  )
  .route(
    '/',
    recordRoutes({
      path: 'blogs',
      noun: 'blog post',
      entity: 'blog',
      table: blogs,
      orderBy: [blogs.createdAt, blogs.id],
      unique: ['permalink'],
      sitePath: (row) => blogPath(String(row.permalink)),
      create: true,
      fields: BLOG_FIELDS,
      remove: async () => null,
    }),
  )
  .route(
    '/',
    recordRoutes({
      path: 'pages',
      noun: 'page',
      entity: 'page',
      table: infoPages,
      orderBy: [infoPages.title, infoPages.id],
      fields: INFO_PAGE_FIELDS,
    }),
  )
  .route(
    '/',
    recordRoutes({
      path: 'faqs',
      noun: 'question',
      entity: 'faq',
      table: faqs,
      orderBy: [faqs.groupName, faqs.sortOrder, faqs.id],
      create: true,
      fields: FAQ_FIELDS,
      remove: async () => null,
    }),
  )
  .route(
    '/',
    recordRoutes({
      path: 'home-blocks',
      noun: 'home page block',
      entity: 'home_block',
      table: homeBlocks,
      orderBy: [homeBlocks.kind, homeBlocks.sortOrder, homeBlocks.id],
      create: true,
      fields: HOME_BLOCK_FIELDS,
      remove: async () => null,
    }),
  )
  .route('/', pageMetaRoutes);
