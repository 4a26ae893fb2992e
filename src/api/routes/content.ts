/** GET /pages, /pages/{slug} and /faqs: information pages and FAQs (added to the product spec's calls, docs/api.md). */
import { Hono } from 'hono';
import { FaqsSchema, InfoPagesSchema, OneInfoPageSchema } from '../../lib/api/schemas/content.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../http/errors.ts';
import { doc } from '../http/openapi.ts';
import { listFaqGroups, listInfoPages } from '../services/content.ts';

const docs = {
  pages: doc('Content', 'Information pages', { 200: InfoPagesSchema }),
  page: doc('Content', 'One information page', { 200: OneInfoPageSchema, 404: 'No such page.' }),
  faqs: doc('Content', 'FAQ groups and their questions', { 200: FaqsSchema }),
};

export const contentRoutes = new Hono<AppEnv>()
  .get('/pages', docs.pages, async (c) => c.json({ data: await listInfoPages(c.var.db) }))
  .get('/pages/:slug', docs.page, async (c) => {
    const slug = c.req.param('slug');
    const page = (await listInfoPages(c.var.db)).find((p) => p.slug === slug);
    return page ? c.json({ data: page }) : notFound(c, `Page '${slug}' not found`);
  })
  .get('/faqs', docs.faqs, async (c) => c.json({ data: await listFaqGroups(c.var.db) }));
