/**
 * The back office's search box, under /admin:
 *   GET /search?q=   orders (number, email, name), customers (name, email) and products (title, SKU)
 *                    containing q, a few of each; only the groups the role may read; rate limited
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { AdminSearchSchema } from '../../lib/api/schemas/admin-search.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import { validate } from '../http/validate.ts';
import { searchBackOffice, searchGroups } from '../services/admin-search.ts';

export const SEARCH_LENGTH_MESSAGE = 'Type at least 2 characters to search (at most 100).';

const SearchQuery = v.strictObject({
  q: v.pipe(
    v.string(SEARCH_LENGTH_MESSAGE),
    v.trim(),
    v.minLength(2, SEARCH_LENGTH_MESSAGE),
    v.maxLength(100, SEARCH_LENGTH_MESSAGE),
  ),
});

/** Signed in, with a role that may read at least one group. */
const mayAnySearch = createMiddleware<AppEnv>(async (c, next) => {
  const actor = c.var.actor;
  if (!actor) return c.json({ message: SIGN_IN_MESSAGE }, 401);
  if (searchGroups(actor).length === 0) return c.json({ message: FORBIDDEN_MESSAGE }, 403);
  await next();
});

const docs = {
  search: doc(
    'Back office',
    "Orders, customers and products containing q, a few of each, only the groups the caller's role may read",
    {
      200: AdminSearchSchema,
      400: SEARCH_LENGTH_MESSAGE,
      401: SIGN_IN_MESSAGE,
      403: FORBIDDEN_MESSAGE,
      429: 'Too many searches from this address; Retry-After says when to try again.',
    },
    { security: SHOP_TOKEN },
  ),
};

export const adminSearchRoutes = new Hono<AppEnv>().get(
  '/search',
  docs.search,
  mayAnySearch,
  rateLimit('admin-search'),
  validate('query', SearchQuery),
  async (c) => {
    const { q } = c.req.valid('query');
    const found = await searchBackOffice(c.var.db, c.var.actor!, q);
    return c.json({ q, ...found }, 200, { 'Cache-Control': 'no-store' });
  },
);
