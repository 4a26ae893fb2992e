import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OFF_SITE_LINKS } from '../../../tests/helpers/off-site-links.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { stillDangerous, XSS_PAYLOADS } from '../../../tests/helpers/xss-corpus.ts';
import { auditLog, blogs, brands, categories, faqs, homeBlocks, urlRedirects } from '../db/schema/index.ts';

const changes: string[] = [];
const t = setupTestApp(() => ({ catalogueChanged: (reason) => void changes.push(reason) }));

type Row = Record<string, unknown> & { id: number; version: number };

async function editor() {
  return (await staffSession(t, 'editor')).token;
}

async function first(token: string, path: string): Promise<Row> {
  const res = await adminCall(t, 'GET', `/${path}`, token);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Row[] }).data[0]!;
}

describe('brands, blog posts, pages, FAQs and home blocks', () => {
  it('edits a brand from its version; a stale copy gets 409 with the brand as saved', async () => {
    const token = await editor();
    const brand = await first(token, 'brands');
    changes.length = 0;
    const saved = await adminCall(t, 'PATCH', `/brands/${brand.id}`, token, {
      version: brand.version,
      title: 'Renamed Brand',
    });
    expect(saved.status).toBe(200);
    const { data } = (await saved.json()) as { data: Row };
    expect(data).toMatchObject({ title: 'Renamed Brand', version: brand.version + 1 });
    expect(changes).toEqual([`brand ${brand.id} edited`]);

    const stale = await adminCall(t, 'PATCH', `/brands/${brand.id}`, token, {
      version: brand.version,
      title: 'Second editor',
    });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { message: string; current: Row };
    expect(body.message).toMatch(/Someone else saved this brand/);
    expect(body.current).toMatchObject({ title: 'Renamed Brand', version: brand.version + 1 });
    const [row] = await t.database.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(row!.title).toBe('Renamed Brand');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'brand.edit'))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({ before: { title: brand.title }, after: { title: 'Renamed Brand' } });
  });

  it('moves a brand page with a 301 and refuses a permalink another brand has', async () => {
    const token = await editor();
    const all = ((await (await adminCall(t, 'GET', '/brands', token)).json()) as { data: Row[] }).data;
    const [a, b] = all as [Row, Row];
    const taken = await adminCall(t, 'PATCH', `/brands/${a.id}`, token, {
      version: a.version,
      permalink: b.permalink,
    });
    expect(taken.status).toBe(422);
    expect(((await taken.json()) as { errors: Record<string, string> }).errors.permalink).toMatch(
      /already used/,
    );
    const bad = await adminCall(t, 'PATCH', `/brands/${a.id}`, token, {
      version: a.version,
      permalink: 'Not OK',
    });
    expect(bad.status).toBe(422);

    const moved = await adminCall(t, 'PATCH', `/brands/${a.id}`, token, {
      version: a.version,
      permalink: 'moved-brand',
    });
    expect(moved.status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(urlRedirects)
      .where(eq(urlRedirects.toPath, '/brand/moved-brand/'));
    expect(rows.map((r) => r.fromPath)).toEqual([`/brand/${a.permalink}/`]);
  });

  it('stores every rich-text field sanitised: no payload of the corpus survives', async () => {
    const token = await editor();
    const payload = XSS_PAYLOADS.join('\n');
    const targets: [string, string][] = [
      ['brands', 'description'],
      ['blogs', 'content'],
      ['pages', 'content'],
      ['faqs', 'answer'],
    ];
    for (const [path, field] of targets) {
      const row = await first(token, path);
      const res = await adminCall(t, 'PATCH', `/${path}/${row.id}`, token, {
        version: row.version,
        [field]: payload,
      });
      expect(res.status, `${path}.${field}`).toBe(200);
      const stored = ((await res.json()) as { data: Row }).data[field] as string;
      expect(stillDangerous(stored), `${path}.${field}: ${stored}`).toBe(false);
    }
    for (const one of XSS_PAYLOADS) {
      const faq = await first(token, 'faqs');
      const res = await adminCall(t, 'PATCH', `/faqs/${faq.id}`, token, {
        version: faq.version,
        answer: `<p>ok</p>${one}`,
      });
      expect(stillDangerous(((await res.json()) as { data: Row }).data.answer as string), one).toBe(false);
    }
    const meta = (await (await adminCall(t, 'GET', '/page-meta', token)).json()) as {
      data: { scope: string; version: string | null }[];
    };
    const shop = meta.data.find((e) => e.scope === 'shop')!;
    const put = await adminCall(t, 'PUT', '/page-meta/shop/_', token, {
      version: shop.version,
      description: payload,
    });
    expect(put.status).toBe(200);
    const listing = ((await put.json()) as { data: { options: { description: string } } }).data;
    expect(stillDangerous(listing.options.description)).toBe(false);
  });

  it('creates and deletes FAQs and home blocks, with field errors for bad input', async () => {
    const token = await editor();
    const created = await adminCall(t, 'POST', '/faqs', token, {
      group_name: 'Ordering',
      question: 'Do you ship to Tasmania?',
      answer: '<p>Yes.</p>',
    });
    expect(created.status).toBe(201);
    const faq = ((await created.json()) as { data: Row }).data;
    expect(faq.version).toBe(1);
    expect(
      (await adminCall(t, 'POST', '/faqs', token, { group_name: 'Ordering', question: '' })).status,
    ).toBe(422);
    expect((await adminCall(t, 'DELETE', `/faqs/${faq.id}`, token)).status).toBe(200);
    expect(await t.database.db.select().from(faqs).where(eq(faqs.id, faq.id))).toEqual([]);

    const slide = await adminCall(t, 'POST', '/home-blocks', token, {
      kind: 'slide',
      title: 'Winter service',
      href: '/shop/category/filters/',
      image: 'uploads/banners/winter.webp',
    });
    expect(slide.status).toBe(201);
    const badLink = await adminCall(t, 'POST', '/home-blocks', token, {
      kind: 'banner',
      title: 'X',
      href: 'javascript:alert(1)',
      image: 'uploads/banners/x.webp',
    });
    expect(badLink.status).toBe(422);
    expect(((await badLink.json()) as { errors: Record<string, string> }).errors.href).toMatch(
      /path on this site/,
    );
    const id = ((await slide.json()) as { data: Row }).data.id;
    expect((await t.database.db.select().from(homeBlocks).where(eq(homeBlocks.id, id))).length).toBe(1);
  });

  it('takes a home block link only when a browser would open it on this site', async () => {
    const token = await editor();
    const block = (href: string) =>
      adminCall(t, 'POST', '/home-blocks', token, {
        kind: 'banner',
        title: 'Brakes',
        href,
        image: 'uploads/banners/brakes.webp',
      });
    const refused: string[] = [];
    for (const href of OFF_SITE_LINKS) {
      const res = await block(href);
      const body = (await res.json()) as { errors?: Record<string, string> };
      if (res.status !== 422 || !/path on this site/.test(body.errors?.href ?? '')) refused.push(href);
    }
    expect(refused).toEqual([]);
    for (const href of ['/shop/brakes?x=1#y', 'https://brakes.example/range']) {
      const res = await block(href);
      expect(res.status, href).toBe(201);
      expect(((await res.json()) as { data: Row }).data.href).toBe(href);
    }
  });

  it('keeps a blog draft off the site until it is published', async () => {
    const token = await editor();
    const res = await adminCall(t, 'POST', '/blogs', token, { title: 'Draft post', permalink: 'draft-post' });
    expect(res.status).toBe(201);
    const draft = ((await res.json()) as { data: Row }).data;
    expect(draft.active).toBe(0);
    expect((await t.app.request('/api/draft-post/blog')).status).toBe(404);
    const published = await adminCall(t, 'PATCH', `/blogs/${draft.id}`, token, { version: 1, active: 1 });
    expect(published.status).toBe(200);
    expect((await t.app.request('/api/draft-post/blog')).status).toBe(200);
    expect((await t.database.db.select().from(blogs).where(eq(blogs.id, draft.id)))[0]!.version).toBe(2);
  });

  it('refuses a stale listing SEO save, and schema markup that is not JSON', async () => {
    const token = await editor();
    const meta = (await (await adminCall(t, 'GET', '/page-meta', token)).json()) as {
      data: { scope: string; ref: string; version: string | null }[];
    };
    const brand = meta.data.find((e) => e.scope === 'brand')!;
    const path = `/page-meta/brand/${brand.ref}`;
    const first = await adminCall(t, 'PUT', path, token, { version: brand.version, seo_title: 'First' });
    expect(first.status).toBe(200);
    const second = await adminCall(t, 'PUT', path, token, { version: brand.version, seo_title: 'Second' });
    expect(second.status).toBe(409);
    expect(
      ((await second.json()) as { current: { options: { seo_title: string } } }).current.options.seo_title,
    ).toBe('First');
    const json = await adminCall(t, 'PUT', path, token, { version: null, schema_markup: '{not json' });
    expect(json.status).toBe(422);
    expect(
      (await adminCall(t, 'PUT', '/page-meta/brand/no-such-brand', token, { version: null })).status,
    ).toBe(404);
  });
});

describe('categories and child categories', () => {
  it('adds a category and a child, moves the child with a 301, and deletes only what no product uses', async () => {
    const token = await editor();
    const made = await adminCall(t, 'POST', '/categories', token, {
      title: 'Towing',
      sku: 'TOW',
      permalink: 'towing',
    });
    expect(made.status).toBe(201);
    const category = ((await made.json()) as { data: Row }).data;
    const child = await adminCall(t, 'POST', `/categories/${category.id}/children`, token, {
      title: 'Tow balls',
      sku: 'TOW-BALLS',
      permalink: 'tow-balls',
    });
    expect(child.status).toBe(201);
    const kid = ((await child.json()) as { data: Row }).data;
    expect(kid.category_id).toBe(category.id);
    expect(
      (
        await adminCall(t, 'POST', '/categories/999999/children', token, {
          title: 'X',
          sku: 'X1',
          permalink: 'x',
        })
      ).status,
    ).toBe(404);

    const moved = await adminCall(t, 'PATCH', `/child-categories/${kid.id}`, token, {
      version: kid.version,
      permalink: 'tow-hitches',
    });
    expect(moved.status).toBe(200);
    const redirects = await t.database.db.select().from(urlRedirects);
    expect(redirects).toContainEqual(
      expect.objectContaining({
        fromPath: '/shop/category/towing/tow-balls/',
        toPath: '/shop/category/towing/tow-hitches/',
      }),
    );
    const list = (
      (await (await adminCall(t, 'GET', '/categories', token)).json()) as {
        data: (Row & { children: Row[] })[];
      }
    ).data;
    expect(list.find((c) => c.id === category.id)!.children.map((c) => c.permalink)).toEqual(['tow-hitches']);

    expect((await adminCall(t, 'DELETE', `/categories/${category.id}`, token)).status).toBe(409);
    expect((await adminCall(t, 'DELETE', `/child-categories/${kid.id}`, token)).status).toBe(200);
    expect((await adminCall(t, 'DELETE', `/categories/${category.id}`, token)).status).toBe(200);
    expect(await t.database.db.select().from(categories).where(eq(categories.id, category.id))).toEqual([]);

    const used = await first(token, 'categories');
    const refused = await adminCall(t, 'DELETE', `/categories/${used.id}`, token);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/still has/);
  });

  it('refuses support staff', async () => {
    const { token } = await staffSession(t, 'support');
    expect((await adminCall(t, 'GET', '/categories', token)).status).toBe(403);
    expect((await adminCall(t, 'POST', '/faqs', token, {})).status).toBe(403);
  });
});
