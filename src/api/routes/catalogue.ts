/** Catalogue reads: navigation, brands and settings, home page, categories, latest products, one product. */
import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { products } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../http/errors.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { positiveIntText, validate } from '../http/validate.ts';
import { findProducts } from '../services/products.ts';
import { listBrands, listCategories, readSettings, readSocialLinks } from '../services/taxonomy.ts';

export const catalogueRoutes = new Hono<AppEnv>()
  .get('/nav-bar-data', async (c) => {
    const db = c.var.db;
    const [category, brand] = await Promise.all([listCategories(db), listBrands(db)]);
    return c.json({ data: { category, brand } });
  })
  .get('/social-links', async (c) => {
    const db = c.var.db;
    const [links, category] = await Promise.all([readSocialLinks(db), listCategories(db)]);
    return c.json({ data: { links, category } });
  })
  .get('/brands', async (c) => {
    const db = c.var.db;
    const [data, general_settings] = await Promise.all([listBrands(db), readSettings(db)]);
    return c.json({ data, general_settings });
  })
  .get('/categories', async (c) => c.json({ data: await listCategories(c.var.db) }))
  .get('/home-page', async (c) => {
    const db = c.var.db;
    const [category, product, virtual_product, brand] = await Promise.all([
      listCategories(db),
      findProducts(db, {
        where: eq(products.isFeatured, true),
        orderBy: [desc(products.updatedAt)],
        limit: 12,
      }),
      findProducts(db, { orderBy: [desc(products.createdAt), desc(products.id)], limit: 12 }),
      listBrands(db),
    ]);
    return c.json({ data: { category: category.slice(0, 12), product, virtual_product, brand } });
  })
  .get(
    '/latest-products',
    validate('query', v.object({ pagination: v.optional(positiveIntText('pagination', 100), '20') })),
    async (c) => {
      const { pagination } = c.req.valid('query');
      const [data, [count]] = await Promise.all([
        findProducts(c.var.db, { orderBy: [desc(products.createdAt), desc(products.id)], limit: pagination }),
        c.var.db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.active, true)),
      ]);
      const total = count?.n ?? 0;
      return c.json({
        data: {
          data,
          total,
          per_page: pagination,
          current_page: 1,
          last_page: Math.max(1, Math.ceil(total / pagination)),
        },
      });
    },
  )
  .get(
    '/search-product',
    rateLimit('search'),
    validate(
      'query',
      v.object({
        search: v.pipe(
          v.string('search is required'),
          v.trim(),
          v.minLength(3, 'Number of characters at least are 3'),
          v.maxLength(100),
        ),
      }),
    ),
    async (c) => {
      // Kept for compatibility (DESIGN section 5); the storefront searches its Pagefind index.
      const term = c.req.valid('query').search;
      const like = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const squeezed = `%${term.replace(/[^0-9a-z]/gi, '')}%`;
      const data = await findProducts(c.var.db, {
        where: or(
          ilike(products.title, like),
          ilike(products.sku, like),
          ilike(sql`regexp_replace(${products.sku}, '[^0-9A-Za-z]', '', 'g')`, squeezed),
        ),
        orderBy: [asc(products.title)],
        limit: 15,
      });
      return c.json({ data });
    },
  )
  .get('/products/:sku', async (c) => {
    const key = c.req.param('sku');
    if (key.length > 200) return c.json({ message: 'Product reference is too long' }, 400);
    const [product] = await findProducts(c.var.db, {
      where: or(eq(products.sku, key), eq(products.permalink, key)),
      limit: 1,
    });
    return product ? c.json({ data: product }) : notFound(c, `Product '${key}' not found`);
  });
