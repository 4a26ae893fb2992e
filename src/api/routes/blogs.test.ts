import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiBlog } from '../../lib/api/schemas/content.ts';

const t = setupTestApp();

describe('blog API', () => {
  it('GET /api/blogs lists only active blogs in data.data', async () => {
    const res = await t.app.request('/api/blogs');
    const body = (await res.json()) as { data: { data: ApiBlog[] } };
    expect(res.status).toBe(200);
    expect(body.data.data).toHaveLength(5);
    expect(body.data.data.every((b) => b.active === 1)).toBe(true);
  });

  it('GET /api/{permalink}/blog gives the blog and related active blogs', async () => {
    const list = ((await (await t.app.request('/api/blogs')).json()) as { data: { data: ApiBlog[] } }).data
      .data;
    const res = await t.app.request(`/api/${list[0]!.permalink}/blog`);
    const body = (await res.json()) as { data: { data: { blog: ApiBlog; related_blogs: ApiBlog[] } } };
    expect(body.data.data.blog.permalink).toBe(list[0]!.permalink);
    expect(body.data.data.related_blogs.length).toBeGreaterThan(0);
    expect(body.data.data.related_blogs.some((b) => b.id === body.data.data.blog.id)).toBe(false);
  });

  it('answers 404 for an inactive or unknown blog', async () => {
    expect((await t.app.request('/api/winter-driving-checklist-archived/blog')).status).toBe(404);
    const res = await t.app.request('/api/nope/blog');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe("Blog 'nope' not found");
  });
});
