import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT, limitBodies } from './body-limit.ts';

/** An API mounted at /api with a few larger limits, each route echoing how much it read. */
function app() {
  const api = new Hono();
  api.use(
    limitBodies({
      '/upload': { maxSize: 300_000, message: 'Images must be at most 300 KB.' },
      '/admin/products/*': 200_000,
      '/admin/products/import': 400_000,
    }),
  );
  api.post('*', async (c) => c.json({ read: (await c.req.text()).length }));
  return new Hono().route('/api', api);
}

const post = (path: string, bytes: number) =>
  app().request(`/api${path}`, { method: 'POST', body: 'x'.repeat(bytes) });

describe('limitBodies', () => {
  it('keeps the default for paths not listed', async () => {
    expect((await post('/contact-us', DEFAULT_BODY_LIMIT)).status).toBe(200);
    const res = await post('/contact-us', DEFAULT_BODY_LIMIT + 1);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The request body is too large (at most 64 KB).' });
  });

  it('gives an exact path its own limit, and only that path', async () => {
    expect((await post('/upload', 300_000)).status).toBe(200);
    const over = await post('/upload', 300_001);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ message: 'Images must be at most 300 KB.' });
    expect((await post('/upload/more', DEFAULT_BODY_LIMIT + 1)).status).toBe(413);
  });

  it('covers every path under a /* prefix, with an exact path winning over it', async () => {
    expect((await post('/admin/products/12', 200_000)).status).toBe(200);
    expect((await post('/admin/products/12', 200_001)).status).toBe(413);
    expect((await post('/admin/products/import', 400_000)).status).toBe(200);
    expect((await post('/admin/products', DEFAULT_BODY_LIMIT + 1)).status).toBe(413);
  });
});
