/**
 * The built site on a host without redirect rules (docs/design.md#urls-on-a-static-host): every old address of the product spec still reaches
 * its page, through the static fallback pages the build writes (a refresh and a script, noindex).
 */
import { realpathSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { plainStaticHost } from '../helpers/plain-static-host.ts';
import { apiJson } from './helpers.ts';

let server: Server;
let origin: string;

// A port of the system's choosing: each test worker starts its own host.
test.beforeAll(async () => {
  server = await plainStaticHost(realpathSync('.e2e/dist'), 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sku = async (request: Parameters<typeof apiJson>[0]) => {
  const { data } = await apiJson<{ data: { data: { sku: string; permalink: string }[] } }>(
    request,
    '/latest-products?pagination=1',
  );
  return data.data[0]!;
};

test.describe('SPEC addresses on a host without rules', () => {
  for (const [from, to] of [
    ['/forget-password', '/forgot-password/'],
    ['/Address', '/address/'],
    ['/shop/?page=2', '/shop/page/2/'],
  ] as const) {
    test(`${from} reaches ${to}`, async ({ page }) => {
      // Committed there: /address/ then sends a signed-out visitor on to sign in.
      const arrived = page.waitForURL(`${origin}${to}`, { waitUntil: 'commit' });
      await page.goto(`${origin}${from}`);
      await arrived;
    });
  }

  test('/product/{sku} reaches /product/{permalink}/, its fallback page marked noindex', async ({
    page,
    request,
  }) => {
    const product = await sku(request);
    const fallback = await request.get(`${origin}/product/${product.sku}/`, { maxRedirects: 0 });
    expect(fallback.status()).toBe(200);
    const html = await fallback.text();
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/product/${product.permalink}/">`));
    await page.goto(`${origin}/product/${product.sku}`);
    await expect(page).toHaveURL(`${origin}/product/${product.permalink}/`);
  });

  test('without JavaScript the refresh still moves /forget-password on', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/forget-password`);
    await expect(page).toHaveURL(`${origin}/forgot-password/`);
    await context.close();
  });
});

test('the site server still answers those addresses with a 301, fallback pages or not', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/forget-password/', '/forgot-password/'],
    ['/Address/', '/address/'],
    ['/shop/?page=2', '/shop/page/2/'],
  ]) {
    const res = await request.get(from!, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers().location, from).toBe(to);
  }
  const product = await sku(request);
  const res = await request.get(`/product/${product.sku}/`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe(`/product/${product.permalink}/`);
});
