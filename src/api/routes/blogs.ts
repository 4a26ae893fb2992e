/** GET /blogs and GET /{permalink}/blog. */
import { Hono } from 'hono';
import { BlogsSchema, OneBlogSchema } from '../../lib/api/schemas/content.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../http/errors.ts';
import { doc } from '../http/openapi.ts';
import { findBlog, listBlogs } from '../services/blogs.ts';

const docs = {
  list: doc('Content', 'Active blogs', { 200: BlogsSchema }),
  one: doc('Content', 'One blog and up to 3 related ones', { 200: OneBlogSchema, 404: 'No such blog.' }),
};

export const blogRoutes = new Hono<AppEnv>()
  .get('/blogs', docs.list, async (c) => c.json({ data: { data: await listBlogs(c.var.db) } }))
  .get('/:permalink/blog', docs.one, async (c) => {
    const permalink = c.req.param('permalink');
    const found = await findBlog(c.var.db, permalink);
    return found ? c.json({ data: { data: found } }) : notFound(c, `Blog '${permalink}' not found`);
  });
