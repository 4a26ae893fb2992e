/**
 * A generated page is the page Astro renders: for one page of each catalogue kind, Astro's whole
 * render of the route (given the product or listing page, through Astro's container API) against the
 * generator's page made from that route's shell (the same route rendered as a shell, cut at its
 * declared slots, filled with the page's content). Likewise for the pages Astro renders with product
 * slots (home, best selling, a vehicle series): the route's whole render against the generator's
 * fill of the same route's render with slots. Against the seeded catalogue, served by the API.
 */

import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ShellKind } from '../../lib/slots.ts';
import type { PageTask } from './pages.ts';

const root = resolve(import.meta.dirname, '../../..');
const t = setupTestApp();
let server: ReturnType<typeof serve>;
let vite: ViteDevServer;
/** Astro's render of a route component with these props. */
let astroRender: (route: string, props: Record<string, unknown>) => Promise<string>;

beforeAll(async () => {
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ready) => server.once('listening', ready));
  const { port } = server.address() as AddressInfo;
  process.env.CATALOGUE_API_URL = `http://127.0.0.1:${port}/api`;
  process.env.PRODUCT_STORE = join(mkdtempSync(join(tmpdir(), 'astro-render-')), 'products.ndjson');
  process.env.SITE_URL = 'http://shop.test';
  const { getViteConfig } = await import('astro/config');
  const { createServer } = await import('vite');
  const config = await getViteConfig(
    { server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'silent' },
    // Without the dev toolbar's source annotations (data-astro-source-file): a build has none.
    { root, logLevel: 'silent', devToolbar: { enabled: false } },
  )({ command: 'serve', mode: 'test' });
  vite = await createServer({ ...config, configFile: false });
  const { experimental_AstroContainer } = (await vite.ssrLoadModule(
    'astro/container',
  )) as typeof import('astro/container');
  const react = (await vite.ssrLoadModule('@astrojs/react/server.js')).default;
  // The site's own directives (src/directives/), beside Astro's: the pages' islands use client:interaction.
  const { getDefaultClientDirectives } = await vite.ssrLoadModule(
    join(root, 'node_modules/astro/dist/core/client-directive/default.js'),
  );
  const clientDirectives = getDefaultClientDirectives() as Map<string, string>;
  for (const name of ['interaction', 'event'])
    clientDirectives.set(name, readFileSync(join(root, `src/directives/${name}.ts`), 'utf8'));
  const container = await experimental_AstroContainer.create({ manifest: { clientDirectives } as never });
  container.addServerRenderer({ name: '@astrojs/react', renderer: react });
  container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
  astroRender = async (route, props) =>
    container.renderToString((await vite.ssrLoadModule(route)).default, { props, partial: false });
}, 120_000);

afterAll(async () => {
  await vite?.close();
  server?.close();
});

/**
 * The product as Astro's side of the test loaded it: its modules are Vite's own copies, and a page's
 * related products are found by the product object its catalogue holds.
 */
async function astroSide(id: number) {
  const { loadCatalogue } = await vite.ssrLoadModule('/src/data/catalogue.ts');
  return (await loadCatalogue()).products.find((p: { id: number }) => p.id === id);
}

/** The generator's page for a task, from the shell the same route renders. */
async function generated(kind: ShellKind, route: string, task: PageTask): Promise<string> {
  const { makePage } = await import('./pages.ts');
  const { cutShell } = await import('./shells.ts');
  const shell = cutShell(await astroRender(route, { shell: kind }));
  return (await makePage(task, { [kind]: shell } as never)).content;
}

/** The generator's own task for a page, as its processes list them. */
async function taskAt(path: string): Promise<PageTask> {
  const { catalogueTasks } = await import('./pages.ts');
  const task = (await catalogueTasks()).find((x) => x.path === path);
  if (!task) throw new Error(`No generator task for ${path}`);
  return task;
}

const PRODUCT = '/src/pages/product/[permalink].astro';
const SHOP = '/src/pages/shop/[...slug].astro';
const CATEGORY = '/src/pages/shop/category/[...slug].astro';
const BRAND = '/src/pages/brand/[...slug].astro';

describe('a page the generator writes', () => {
  it('is, for a product that can be bought, the page Astro renders for that product', async () => {
    const { products } = await (await import('../../data/catalogue.ts')).loadCatalogue();
    const { canBuy } = await import('../../lib/catalogue/stock.ts');
    const product = products.find((p) => canBuy(p.stockStatus))!;
    const html = await generated('product:buy', PRODUCT, await taskAt(`/product/${product.permalink}/`));
    expect(html).toBe(await astroRender(PRODUCT, { product: await astroSide(product.id) }));
    expect(html).toContain('islands/AddToCart.tsx');
  });

  it('is, for a sold-out product, the page Astro renders for it', async () => {
    const { products } = await (await import('../../data/catalogue.ts')).loadCatalogue();
    const product = { ...products[0]!, stockStatus: 'out_of_stock' as const };
    const path = `/product/${product.permalink}/`;
    const html = await generated('product:sold-out', PRODUCT, { path, type: 'product', product });
    expect(html).toBe(await astroRender(PRODUCT, { product }));
    expect(html).not.toContain('islands/AddToCart.tsx');
  });

  it.each([
    ['listing:shop:first', SHOP, '/shop/'],
    ['listing:shop', SHOP, '/shop/page/2/'],
    ['listing:category', CATEGORY, null],
    ['listing:child_category', CATEGORY, null],
    ['listing:brand', BRAND, null],
  ] as const)('is, for a %s page, the page Astro renders for it', async (kind, route, at) => {
    const { allListingPages } = await import('../../data/listings.ts');
    const { listingPageKind } = await import('../pages/listing.tsx');
    const page = (await allListingPages()).find(
      (p) => listingPageKind(p) === kind && (at === null || p.listing.href(p.page) === at),
    )!;
    const html = await generated(kind, route, await taskAt(page.listing.href(page.page)));
    expect(html).toBe(await astroRender(route, { ...page }));
  });
});

describe('a page Astro renders with product slots, filled by the generator', () => {
  /** The generator's page for a path, from the route's render with slots. */
  async function filledAt(route: string, path: string, props: Record<string, unknown>): Promise<string> {
    const { makePage } = await import('./pages.ts');
    const { cutShell } = await import('./shells.ts');
    const shell = cutShell(await astroRender(route, props));
    return (await makePage(await taskAt(path), {} as never, { [path]: shell })).content;
  }

  it('is, for the home page, the page Astro renders with its carousels', async () => {
    const route = '/src/pages/index.astro';
    const html = await filledAt(route, '/', {});
    expect(html).toBe(await astroRender(route, { whole: true }));
    expect(html).toContain('Featured Products');
    expect(html).not.toContain('storefront-slot');
  });

  it('is, for /best-selling/, the page Astro renders with its grid', async () => {
    const route = '/src/pages/best-selling.astro';
    const html = await filledAt(route, '/best-selling/', {});
    expect(html).toBe(await astroRender(route, { whole: true }));
    expect(html).toContain('class="card');
  });

  it('is, for a vehicle series page with more parts than cards, the page Astro renders with its parts', async () => {
    const route = '/src/pages/vehicles/[make]/[model]/[series]/index.astro';
    const { loadVehiclePages, CARDS_PER_GROUP } = await vite.ssrLoadModule('/src/data/vehicle-pages.ts');
    const { models } = await loadVehiclePages();
    const pairs = models.flatMap((model: { series: { groups: { products: unknown[] }[] }[] }) =>
      model.series.map((series) => ({ model, series })),
    );
    const { model, series } =
      pairs.find(({ series }: (typeof pairs)[number]) =>
        series.groups.some((g: { products: unknown[] }) => g.products.length > CARDS_PER_GROUP),
      ) ?? pairs.find(({ series }: (typeof pairs)[number]) => series.groups.length > 0)!;
    const html = await filledAt(route, (series as unknown as { path: string }).path, { model, series });
    expect(html).toBe(await astroRender(route, { model, series, whole: true }));
    expect(html).toContain('part-group');
    expect(html).not.toContain('storefront-slot');
  });
});
