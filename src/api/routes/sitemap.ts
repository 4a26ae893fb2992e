/** GET /sitemap-map: the six sitemap groups with canonical paths and last-modified times. */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { SitemapMapSchema } from '../../lib/api/schemas/content.ts';
import {
  blogPath,
  brandPath,
  categoryPath,
  fixedPages,
  infoPagePath,
  productPath,
} from '../../lib/site/urls.ts';
import { products } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { doc } from '../http/openapi.ts';
import { listBlogs } from '../services/blogs.ts';
import { listInfoPages } from '../services/content.ts';
import { listBrands, listCategories } from '../services/taxonomy.ts';

const docs = doc('Content', 'The six sitemap groups with canonical paths', { 200: SitemapMapSchema });

export const sitemapRoutes = new Hono<AppEnv>().get('/sitemap-map', docs, async (c) => {
  const db = c.var.db;
  const [productRows, categories, brands, blogs, pages] = await Promise.all([
    db
      .select({ permalink: products.permalink, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.active, true)),
    listCategories(db),
    listBrands(db),
    listBlogs(db),
    listInfoPages(db),
  ]);
  const now = new Date().toISOString();
  return c.json({
    data: {
      Product: productRows.map((p) => ({
        url: productPath(p.permalink),
        lastModified: p.updatedAt.toISOString(),
      })),
      Category: categories.map((cat) => ({
        url: categoryPath(cat.permalink),
        lastModified: cat.updated_at ?? now,
      })),
      'Child Categories': categories.flatMap((cat) =>
        cat.child_categories.map((child) => ({
          url: categoryPath(cat.permalink, child.permalink),
          lastModified: child.updated_at ?? now,
        })),
      ),
      Brand: brands.map((b) => ({ url: brandPath(b.permalink), lastModified: b.updated_at ?? now })),
      Blogs: blogs.map((b) => ({ url: blogPath(b.permalink), lastModified: b.updated_at })),
      'Other Pages': [
        ...fixedPages.map((url) => ({ url, lastModified: now })),
        ...pages.map((p) => ({ url: infoPagePath(p.slug), lastModified: p.updated_at })),
      ],
    },
  });
});
