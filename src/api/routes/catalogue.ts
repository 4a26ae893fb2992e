/** Catalogue reads: navigation, brands and settings, home page, categories, latest products, one product. */
import { desc, eq, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  BrandsSchema,
  CategoriesSchema,
  HomePageSchema,
  LatestProductsSchema,
  NavigationSchema,
  OneProductSchema,
  SocialSchema,
} from '../../lib/api/schemas/catalogue.ts';
import { SearchAnswerSchema } from '../../lib/api/schemas/search.ts';
import { products } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../http/errors.ts';
import { doc } from '../http/openapi.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { positiveIntText, validate } from '../http/validate.ts';
import { searchCacheKey, searchProducts } from '../services/product-search.ts';
import { findProducts } from '../services/products.ts';
import { recordSearch } from '../services/search-log.ts';
import { synonymGroups } from '../services/search-synonyms.ts';
import { listBrands, listCategories, readSettings, readSocialLinks } from '../services/taxonomy.ts';

const TAG = 'Catalogue';
const BAD_QUERY = 'A query parameter is missing, unknown or malformed.';
const docs = {
  nav: doc(TAG, 'Categories and brands for the navigation', { 200: NavigationSchema }),
  social: doc(TAG, 'Social links and categories', { 200: SocialSchema }),
  brands: doc(TAG, 'Brands and the shop settings', { 200: BrandsSchema }),
  categories: doc(TAG, 'Categories with their child categories', { 200: CategoriesSchema }),
  home: doc(TAG, 'What the home page shows', { 200: HomePageSchema }),
  latest: doc(TAG, 'The newest products', { 200: LatestProductsSchema, 400: BAD_QUERY }),
  search: doc(
    TAG,
    'Up to 15 products matching the text, an exact part number first; corrected_query names the query searched instead when the typed one found nothing',
    {
      200: SearchAnswerSchema,
      400: BAD_QUERY,
      429: 'Too many searches; try again after Retry-After seconds.',
    },
  ),
  product: doc(TAG, 'One product by SKU or permalink', {
    200: OneProductSchema,
    400: 'The product reference is too long.',
    404: 'No such product.',
  }),
};

export const catalogueRoutes = new Hono<AppEnv>()
  .get('/nav-bar-data', docs.nav, async (c) => {
    const db = c.var.db;
    const [category, brand] = await Promise.all([listCategories(db), listBrands(db)]);
    return c.json({ data: { category, brand } });
  })
  .get('/social-links', docs.social, async (c) => {
    const db = c.var.db;
    const [links, category] = await Promise.all([readSocialLinks(db), listCategories(db)]);
    return c.json({ data: { links, category } });
  })
  .get('/brands', docs.brands, async (c) => {
    const db = c.var.db;
    const [data, general_settings] = await Promise.all([listBrands(db), readSettings(db)]);
    return c.json({ data, general_settings });
  })
  .get('/categories', docs.categories, async (c) => c.json({ data: await listCategories(c.var.db) }))
  .get('/home-page', docs.home, async (c) => {
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
    docs.latest,
    validate('query', v.strictObject({ pagination: v.optional(positiveIntText('pagination', 100), '20') })),
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
    docs.search,
    rateLimit('search'),
    validate(
      'query',
      v.strictObject({
        search: v.pipe(
          v.string('search is required'),
          v.trim(),
          v.minLength(3, 'Number of characters at least are 3'),
          v.maxLength(100),
        ),
        exact: v.optional(v.picklist(['1'], 'exact must be 1 (search the words as typed, uncorrected)')),
      }),
    ),
    // The storefront's search with SEARCH_BACKEND=api (docs/design.md#search); Pagefind's otherwise.
    async (c) => {
      const { search: term, exact } = c.req.valid('query');
      // Popular searches repeat; the answer is the same for every caller and changes only with the
      // catalogue, so the product cache (cleared on every catalogue change) keeps it. NUL starts the
      // key because no product key can hold one (refused at the door), so the two never meet.
      const key = `\0search${exact ? '-exact' : ''}:${searchCacheKey(term)}`;
      const cache = c.var.deps.productCache;
      const cached = cache?.get(key);
      // The entry is the search log's line, a newline, then the answer (JSON holds no raw newline).
      if (cached !== undefined) {
        const split = cached.indexOf('\n');
        recordSearch(c.var.db, { backend: 'api', query: term, ...JSON.parse(cached.slice(0, split)) });
        return c.body(cached.slice(split + 1), 200, { 'Content-Type': 'application/json' });
      }
      const since = cache?.generation() ?? 0;
      const groups = await synonymGroups(c.var.db, cache);
      const answer = await searchProducts(c.var.db, term, groups, { exact: exact === '1', cache });
      const json = JSON.stringify(answer);
      const outcome = { results: answer.data.length, correctedTo: answer.corrected_query };
      cache?.set(key, `${JSON.stringify(outcome)}\n${json}`, since);
      // Counted in memory and written later in bulk: the answer never waits for the log.
      recordSearch(c.var.db, { backend: 'api', query: term, ...outcome });
      return c.body(json, 200, { 'Content-Type': 'application/json' });
    },
  )
  .get('/products/:sku', docs.product, async (c) => {
    const key = c.req.param('sku');
    if (key.length > 200) return c.json({ message: 'Product reference is too long' }, 400);
    // The answer is the same for every caller (no prices per account here), so one copy serves all.
    const cache = c.var.deps.productCache;
    const cached = cache?.get(key);
    if (cached !== undefined) return c.body(cached, 200, { 'Content-Type': 'application/json' });
    const since = cache?.generation() ?? 0;
    const [product] = await findProducts(c.var.db, {
      where: or(eq(products.sku, key), eq(products.permalink, key)),
      limit: 1,
    });
    if (!product) return notFound(c, `Product '${key}' not found`);
    const json = JSON.stringify({ data: product });
    cache?.set(key, json, since);
    return c.body(json, 200, { 'Content-Type': 'application/json' });
  });
