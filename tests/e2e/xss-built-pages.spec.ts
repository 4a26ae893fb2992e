/**
 * Editor rich text cannot run script on the built site: the XSS corpus goes through every rich-text
 * field the back office edits (product short and long description, brand description, blog content,
 * info page content, FAQ answer, the shop's listing description) with the machine token, the site
 * rebuilds once, and each built page is opened in Chromium with a dialog listener and a `__xss` trap:
 * nothing fires, and the editor text on the page carries no script, event handler or javascript: URL.
 * The same run sets the product out of stock and checks its page and card. Everything is restored after.
 * Runs in the publishing project (it changes the catalogue and waits for rebuilds).
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { BuildStatus } from '../../src/build/publish/controller.ts';
import type { ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';
import { categoryPath } from '../../src/lib/site/urls.ts';
import { XSS_PAYLOADS } from '../helpers/xss-corpus.ts';
import { jsonLd } from './helpers.ts';

const ADMIN = { Authorization: 'Bearer e2e-admin-token' };

type Json = Record<string, unknown>;

/** Marks the start and end of one field's text, so the page's container of it can be found. */
const START = (field: string) => `xss-start-${field}`;
const END = (field: string) => `xss-end-${field}`;

/** The corpus as one field's HTML between its markers, cut to the field's length limit. */
function payloadHtml(field: string, max = 100_000): string {
  const open = `<p>${START(field)}</p>`;
  const close = `<p>${END(field)}</p>`;
  let body = '';
  for (const payload of XSS_PAYLOADS) {
    const next = `${body}\n<div>${payload}</div>`;
    if (open.length + next.length + close.length > max) break;
    body = next;
  }
  return `${open}${body}\n${close}`;
}

async function adminJson(request: APIRequestContext, path: string): Promise<Json> {
  const res = await request.get(`/api/admin${path}`, { headers: ADMIN });
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as Json;
}

/** The record of a `{ data }` answer (or the answer itself). */
const recordOf = (body: Json): Json => (body.data && !Array.isArray(body.data) ? (body.data as Json) : body);

/**
 * Saves `fields` on a versioned record (read from `path` first, or given when it has no GET of its
 * own) and answers the values it had before.
 */
async function edit(
  request: APIRequestContext,
  path: string,
  fields: Json,
  { method = 'PATCH', current }: { method?: 'PATCH' | 'PUT'; current?: () => Promise<Json> } = {},
): Promise<Json> {
  const record = current ? await current() : recordOf(await adminJson(request, path));
  const res = await request.fetch(`/api/admin${path}`, {
    method,
    headers: ADMIN,
    data: { version: record.version, ...fields },
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return Object.fromEntries(Object.keys(fields).map((k) => [k, record[k]]));
}

/** Waits until the site has been rebuilt from everything saved since `since` (ms), and says how it went. */
async function rebuiltSince(request: APIRequestContext, since: number): Promise<BuildStatus> {
  let status: BuildStatus | undefined;
  await expect
    .poll(
      async () => {
        status = (await (await request.get('/hooks/rebuild/status')).json()) as BuildStatus;
        return (
          status.state === 'idle' &&
          !status.queued &&
          status.last !== null &&
          Date.parse(status.last.started_at) >= since
        );
      },
      { timeout: 300_000, intervals: [500] },
    )
    .toBe(true);
  return status!;
}

/** Opens a built page with the traps set and checks nothing ran. */
async function openSafely(page: Page, path: string, dialogs: string[]): Promise<void> {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  await page.waitForLoadState('load');
  // <details ontoggle> and friends: open every disclosure (Read more, accordions) and look again once
  // each has fired its toggle event (a task after opening; any handler on it runs before ours).
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('details')]
        .filter((d) => !d.open)
        .map(
          (d) =>
            new Promise<void>((toggled) => {
              d.addEventListener('toggle', () => toggled(), { once: true });
              d.open = true;
            }),
        ),
    ),
  );
  expect(dialogs, `dialogs on ${path}`).toEqual([]);
  expect(
    await page.evaluate(() => (window as { __xss?: unknown }).__xss),
    `__xss on ${path}`,
  ).toBeUndefined();
  // Nothing of the corpus became live markup anywhere on the page.
  const live = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        const value = [...attr.value]
          .filter((c) => c > ' ')
          .join('')
          .toLowerCase();
        if (/^on/i.test(attr.name) && /__xss|alert|confirm|prompt/i.test(attr.value))
          found.push(`${el.localName} ${attr.name}`);
        if (
          value.startsWith('javascript:') ||
          value.startsWith('vbscript:') ||
          value.startsWith('data:text/html')
        )
          found.push(`${el.localName} ${attr.name}=${attr.value.slice(0, 40)}`);
      }
      if (
        el.localName === 'script' &&
        el.getAttribute('type') !== 'application/ld+json' &&
        /__xss|alert\(/.test(el.textContent ?? '')
      )
        found.push('script');
    }
    return found;
  });
  expect(live, `live markup on ${path}`).toEqual([]);
}

/**
 * The element holding one field's text on the page (the closest common container of its markers):
 * it has no script, iframe, object, embed, style, form, event handler or script URL. Null when the
 * page does not show the field as HTML.
 */
async function editorContainerProblems(page: Page, field: string): Promise<string[] | null> {
  return page.evaluate(
    ([start, end]) => {
      const marker = (text: string) =>
        [...document.querySelectorAll('main p')].find((p) => p.textContent?.trim() === text) ?? null;
      const a = marker(start!);
      const b = marker(end!);
      if (!a || !b) return null;
      let box: Element | null = a.parentElement;
      while (box && !box.contains(b)) box = box.parentElement;
      if (!box) return null;
      const problems: string[] = [];
      for (const el of box.querySelectorAll(
        'script, iframe, object, embed, style, link, meta, base, form, svg, math',
      ))
        problems.push(el.localName);
      for (const el of [box, ...box.querySelectorAll('*')]) {
        for (const attr of el.attributes) {
          if (/^on/i.test(attr.name) || attr.name === 'style') problems.push(`${el.localName}[${attr.name}]`);
          const value = [...attr.value]
            .filter((c) => c > ' ')
            .join('')
            .toLowerCase();
          if (/^(javascript|vbscript|data):/.test(value))
            problems.push(`${el.localName}[${attr.name}=${value.slice(0, 30)}]`);
        }
      }
      return problems;
    },
    [START(field), END(field)],
  );
}

test('rich text from the back office cannot run script on the built pages; out of stock shows everywhere', async ({
  page,
  request,
}) => {
  test.setTimeout(900_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });

  // A discounted product (the price-edit spec takes an undiscounted one), not featured nor among the newest.
  const all = (
    (await (await request.get('/api/catalogue/products?limit=2000')).json()) as { data: ApiProduct[] }
  ).data;
  const newest = new Set(
    [...all]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, 12)
      .map((p) => p.id),
  );
  const product = all.find((p) => p.discount_data && !p.is_featured && !newest.has(p.id) && p.brand)!;
  expect(product, 'a discounted product').toBeDefined();

  const listOf = async (path: string): Promise<Json[]> => {
    const body = await adminJson(request, path);
    const list = (Array.isArray(body.data) ? body.data : (body.data as Json | undefined)?.data) as Json[];
    expect(list?.length, `${path} lists records`).toBeGreaterThan(0);
    return list;
  };
  const firstOf = async (path: string): Promise<Json> => (await listOf(path)).at(-1)!;
  /** The shop's listing meta: its version is the time the editor loaded it; description as stored. */
  const shopMeta = async (): Promise<Json> => {
    const shop = (await listOf('/page-meta')).find((m) => m.scope === 'shop')!;
    const options = (shop.options ?? {}) as Json;
    return {
      version: shop.version ?? shop.updated_at,
      description: shop.description ?? options.description ?? options._description ?? '',
    };
  };
  const brand = recordOf(await adminJson(request, `/brands/${product.brand!.id}`));
  // A published post (other specs may have added drafts, which have no page).
  const blog = (await listOf('/blogs')).find((b) => b.active === 1)!;
  const infoPage = await firstOf('/pages');
  const faq = await firstOf('/faqs');

  const restore: (() => Promise<unknown>)[] = [];
  const save = async (path: string, fields: Json, options: Parameters<typeof edit>[3] = {}) => {
    const before = await edit(request, path, fields, options);
    restore.push(() => edit(request, path, before, options));
  };

  const savedFrom = Date.now();
  try {
    // Its stock is not counted for this test, so the editor's status stands (a counted product's is
    // worked out from its stock); counted again afterwards, which works its status out once more.
    const stockPath = `/api/admin/products/${product.id}/stock`;
    const stock = recordOf(await adminJson(request, `/products/${product.id}/stock`));
    const settings = (trackStock: unknown) => ({
      track_stock: trackStock,
      backorder_allowed: stock.backorder_allowed,
      backorder_date: stock.backorder_date,
      low_stock_threshold: stock.low_stock_threshold,
    });
    expect((await request.put(stockPath, { headers: ADMIN, data: settings(false) })).status()).toBe(200);
    restore.push(() => request.put(stockPath, { headers: ADMIN, data: settings(stock.track_stock) }));
    await save(`/products/${product.id}`, {
      short_description: payloadHtml('short', 5_000),
      long_description: payloadHtml('long'),
      stock_status: 'out_of_stock',
    });
    await save(`/brands/${brand.id}`, { description: payloadHtml('brand') });
    await save(`/blogs/${blog.id}`, { content: payloadHtml('blog') });
    await save(`/pages/${infoPage.id}`, { content: payloadHtml('page') });
    // FAQs and listing meta have no GET of their own: their lists give the version.
    const faqNow = async () => (await listOf('/faqs')).find((f) => f.id === faq.id)!;
    await save(`/faqs/${faq.id}`, { answer: payloadHtml('faq') }, { current: faqNow });
    await save(
      '/page-meta/shop/_',
      { description: payloadHtml('shop') },
      { method: 'PUT', current: shopMeta },
    );

    // What the API stored is already clean (it sanitises on save).
    const stored = recordOf(await adminJson(request, `/products/${product.id}`));
    expect(String(stored.long_description)).toContain(START('long'));
    expect(String(stored.long_description)).not.toMatch(/<script|\son\w+\s*=|javascript:/i);

    const status = await rebuiltSince(request, savedFrom);
    expect(status.last?.result, status.last?.message).toBe('success');

    const productPath = `/product/${product.permalink}/`;
    const pages = [
      { path: productPath, fields: ['long'] },
      { path: `/brand/${product.brand!.permalink}/`, fields: [] },
      { path: `/blog/${blog.permalink}/`, fields: ['blog'] },
      { path: `/${infoPage.slug}/`, fields: ['page'] },
      { path: '/faqs/', fields: [] },
      { path: '/shop/', fields: ['shop'] },
    ];
    for (const { path, fields } of pages) {
      await openSafely(page, path, dialogs);
      for (const field of fields) {
        const problems = await editorContainerProblems(page, field);
        expect(problems, `${field} is shown on ${path}`).not.toBeNull();
        expect(problems, `${field} on ${path}`).toEqual([]);
      }
    }

    // The product is out of stock: its page says so, cannot add it, and tells crawlers.
    await page.goto(productPath);
    // (The carousels below it are other products' cards.)
    const buy = page.locator('main .product');
    await expect(buy.locator('.stock')).toHaveText('Out of stock');
    const button = buy.getByRole('button', { name: 'Out of stock' });
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(buy.getByRole('button', { name: /add to cart/i })).toHaveCount(0);
    await expect(buy.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0);
    const offer = (await jsonLd(page)).find((b) => b['@type'] === 'Product')?.offers as Json;
    expect(offer.availability).toBe('https://schema.org/OutOfStock');
    // Its card on its listing (on whichever page it falls) says so instead of offering Add to cart.
    const card = page.locator('.card', { has: page.locator(`a[href="${productPath}"]`) });
    for (let n = 1; n <= 20; n++) {
      const listing = categoryPath(product.category!.permalink, product.child_category?.permalink, n);
      if ((await page.goto(listing))?.status() !== 200 || (await card.count()) > 0) break;
    }
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Out of stock');
    await expect(card.getByRole('button', { name: /add to cart/i })).toHaveCount(0);
  } finally {
    const restoredFrom = Date.now();
    for (const undo of restore.reverse()) await undo();
    // The specs after this one read the site as it was: wait for it.
    if (restore.length) await rebuiltSince(request, restoredFrom);
  }
});
