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
import { blogPath, brandPath } from '../../lib/site/urls.ts';
import { blogs, brands, faqs, homeBlocks, infoPages, products } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { type FieldSpec, recordRoutes } from '../http/record-routes.ts';
import { pageMetaRoutes } from './admin-page-meta.ts';

const SEO: Record<string, FieldSpec> = {
  seo_title: { column: 'seoTitle', kind: 'text', label: 'SEO title', default: '' },
  seo_description: {
    column: 'seoDescription',
    kind: 'text',
    label: 'SEO description',
    max: 500,
    default: '',
  },
  seo_tags: { column: 'seoTags', kind: 'text', label: 'SEO keywords', max: 500, default: '' },
  page_index: { column: 'pageIndex', kind: 'index', label: 'Page index', default: '1' },
};

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
      fields: {
        title: { column: 'title', kind: 'text', label: 'Name', min: 1 },
        permalink: { column: 'permalink', kind: 'permalink', label: 'Permalink' },
        logo_image: { column: 'logoImage', kind: 'image', label: 'Logo', default: '' },
        cover_image: { column: 'coverImage', kind: 'image', label: 'Cover image', default: '' },
        description: { column: 'description', kind: 'rich', label: 'Description', max: 100_000, default: '' },
        active: { column: 'active', kind: 'bool', label: 'Active', default: true },
      },
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
      fields: {
        title: { column: 'title', kind: 'text', label: 'Title', min: 1 },
        permalink: { column: 'permalink', kind: 'permalink', label: 'Permalink' },
        active: { column: 'active', kind: 'flag', label: 'Status', default: 0 },
        description: { column: 'description', kind: 'text', label: 'Summary', max: 1000, default: '' },
        content: { column: 'content', kind: 'rich', label: 'Content', max: 200_000, default: '' },
        featured_image: { column: 'featuredImage', kind: 'image', label: 'Featured image', default: '' },
        fimage_alt_text: {
          column: 'fimageAltText',
          kind: 'text',
          label: 'Featured image alt text',
          default: '',
        },
        cover_image: { column: 'coverImage', kind: 'image', label: 'Cover image', default: '' },
        ...SEO,
        // The product spec's _canonical_url and _schema_markup: the article page uses them when set.
        canonical_url: { column: 'canonicalUrl', kind: 'link', label: 'Canonical URL', default: '' },
        schema_markup: {
          column: 'schemaMarkup',
          kind: 'json',
          label: 'Schema markup',
          max: 20_000,
          default: '',
        },
      },
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
      fields: {
        slug: { column: 'slug', kind: 'text', label: 'Address', readOnly: true },
        title: { column: 'title', kind: 'text', label: 'Title', min: 1 },
        summary: { column: 'summary', kind: 'text', label: 'Summary', max: 1000, default: '' },
        content: { column: 'content', kind: 'rich', label: 'Content', max: 200_000 },
        ...SEO,
      },
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
      fields: {
        group_name: { column: 'groupName', kind: 'text', label: 'Group', min: 1, max: 100 },
        question: { column: 'question', kind: 'text', label: 'Question', min: 1, max: 500 },
        answer: { column: 'answer', kind: 'rich', label: 'Answer', max: 20_000, min: 1 },
        sort_order: { column: 'sortOrder', kind: 'int', label: 'Sort order', max: 100_000, default: 0 },
      },
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
      fields: {
        kind: { column: 'kind', kind: 'text', label: 'Kind', choices: ['slide', 'banner'] },
        title: { column: 'title', kind: 'text', label: 'Title', min: 1, max: 120 },
        text: { column: 'text', kind: 'text', label: 'Text', max: 300, default: '' },
        href: { column: 'href', kind: 'link', label: 'Link' },
        cta: { column: 'cta', kind: 'text', label: 'Button text', max: 40, default: '' },
        image: { column: 'image', kind: 'image', label: 'Image', min: 1 },
        image_alt: { column: 'imageAlt', kind: 'text', label: 'Image alt text', max: 300, default: '' },
        sort_order: { column: 'sortOrder', kind: 'int', label: 'Sort order', max: 100_000, default: 0 },
        active: { column: 'active', kind: 'bool', label: 'Active', default: true },
      },
      remove: async () => null,
    }),
  )
  .route('/', pageMetaRoutes);
