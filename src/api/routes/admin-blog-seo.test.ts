/**
 * The blog editor's fields _canonical_url and _schema_markup: saved through the back office,
 * checked (a site path or https address; a JSON-LD object), and served to the article page.
 */
import { describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';

const t = setupTestApp();
const MARKUP = '{"@context":"https://schema.org","@type":"BlogPosting","headline":"Brake pads explained"}';

type Blog = { id: number; version: number; canonical_url: string; schema_markup: string };

describe('a blog post’s canonical URL and schema markup', () => {
  it('are saved from the editor and served with the article', async () => {
    const { token } = await staffSession(t, 'editor');
    const made = await adminCall(t, 'POST', '/blogs', token, {
      title: 'Brake pads explained',
      permalink: 'brake-pads-explained',
      active: 1,
      canonical_url: 'https://example.com.au/brake-pads',
      schema_markup: MARKUP,
    });
    expect(made.status).toBe(201);
    const post = ((await made.json()) as { data: Blog }).data;
    expect(post).toMatchObject({ canonical_url: 'https://example.com.au/brake-pads', schema_markup: MARKUP });

    const article = (await (await t.app.request('/api/brake-pads-explained/blog')).json()) as {
      data: { data: { blog: { _canonical_url: string; _schema_markup: string } } };
    };
    expect(article.data.data.blog).toMatchObject({
      _canonical_url: 'https://example.com.au/brake-pads',
      _schema_markup: MARKUP,
    });

    const cleared = await adminCall(t, 'PATCH', `/blogs/${post.id}`, token, {
      version: post.version,
      canonical_url: '/blog/brake-pads-explained/',
      schema_markup: '',
    });
    expect(((await cleared.json()) as { data: Blog }).data).toMatchObject({
      canonical_url: '/blog/brake-pads-explained/',
      schema_markup: '',
    });
  });

  it('refuses a canonical URL that is not a site path or https address, and markup that is not a JSON object', async () => {
    const { token } = await staffSession(t, 'editor');
    const bad = async (body: Record<string, unknown>) => {
      const res = await adminCall(t, 'POST', '/blogs', token, {
        title: 'Bad',
        permalink: 'bad-post',
        ...body,
      });
      return { status: res.status, body: (await res.json()) as { errors?: Record<string, string> } };
    };
    expect(await bad({ canonical_url: 'javascript:alert(1)' })).toMatchObject({
      status: 422,
      body: {
        errors: {
          canonical_url: 'Canonical URL must be a path on this site (starting with /) or an https address',
        },
      },
    });
    for (const schema_markup of ['{not json', '[1, 2]', '"text"'])
      expect(await bad({ schema_markup })).toMatchObject({
        status: 422,
        body: { errors: { schema_markup: 'Schema markup must be a JSON object (JSON-LD), or empty' } },
      });
  });
});
