/** GET /blogs and GET /{permalink}/blog. */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { notFound } from '../http/errors.ts';
import { findBlog, listBlogs } from '../services/blogs.ts';

export const blogRoutes = new Hono<AppEnv>()
  .get('/blogs', async (c) => c.json({ data: { data: await listBlogs(c.var.db) } }))
  .get('/:permalink/blog', async (c) => {
    const permalink = c.req.param('permalink');
    const found = await findBlog(c.var.db, permalink);
    return found ? c.json({ data: { data: found } }) : notFound(c, `Blog '${permalink}' not found`);
  });
