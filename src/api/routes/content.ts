/** GET /pages, /pages/{slug} and /faqs: information pages and FAQs (our addition to SPEC section 7). */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { notFound } from '../http/errors.ts';
import { listFaqGroups, listInfoPages } from '../services/content.ts';

export const contentRoutes = new Hono<AppEnv>()
  .get('/pages', async (c) => c.json({ data: await listInfoPages(c.var.db) }))
  .get('/pages/:slug', async (c) => {
    const slug = c.req.param('slug');
    const page = (await listInfoPages(c.var.db)).find((p) => p.slug === slug);
    return page ? c.json({ data: page }) : notFound(c, `Page '${slug}' not found`);
  })
  .get('/faqs', async (c) => c.json({ data: await listFaqGroups(c.var.db) }));
