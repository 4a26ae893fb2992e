/**
 * Publishing, end to end on the running shop: an editor changes a price through the API, the API
 * calls the signed rebuild webhook, and the product page, its listing and search show the new price,
 * while every request during the rebuild answers 200 with the old page or the new one, made from
 * the served build's shells without starting Astro.
 * Runs in its own project after the others, since it changes the catalogue they read.
 */
import { expect, type APIRequestContext as Request, test } from '@playwright/test';
import type { BuildStatus } from '../../src/build/publish/controller.ts';
import type { ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';
import type { ApiProductFitment } from '../../src/lib/api/schemas/fitment.ts';
import { vehiclesPath } from '../../src/lib/fitment/fitment.ts';
import { formatMoney } from '../../src/lib/pricing/money.ts';

const ADMIN = { Authorization: 'Bearer e2e-admin-token' };

/** The publishing status (with the build's kind and page count: the machine token's view). */
const buildStatus = async (request: Request) =>
  (await (await request.get('/hooks/rebuild/status', { headers: ADMIN })).json()) as BuildStatus;

/**
 * The shop at rest: a rebuild another test asked for could take an edit along and leave the edit's
 * own rebuild nothing to do.
 */
async function atRest(request: Request): Promise<BuildStatus> {
  let status = await buildStatus(request);
  await expect
    .poll(
      async () => {
        status = await buildStatus(request);
        return status.state === 'idle' && !status.queued && !status.preparing;
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe(true);
  return status;
}

/**
 * Every product, and the ids of those that fit a vehicle (they show on its series page, which Astro
 * renders).
 */
async function catalogue(request: Request) {
  const all = (await (await request.get('/api/catalogue/products?limit=2000')).json()) as {
    data: ApiProduct[];
  };
  const fitment = (await (await request.get('/api/catalogue/fitment')).json()) as {
    data: { fitments: [productId: number, ...rest: unknown[]][] };
  };
  return { all, fits: new Set(fitment.data.fitments.map(([productId]) => productId)) };
}

/** An editor saves a price from the version they loaded (optimistic locking). */
async function editPrice(request: Request, id: number, cents: number): Promise<void> {
  const loaded = (await (await request.get(`/api/admin/products/${id}`, { headers: ADMIN })).json()) as {
    data: { version: number };
  };
  const res = await request.patch(`/api/admin/products/${id}`, {
    headers: ADMIN,
    data: { version: loaded.data.version, price_cents: cents },
  });
  expect(res.status()).toBe(200);
}

/** The status once the build after `before` has finished, and that build's log. */
async function rebuiltAfter(request: Request, before: BuildStatus) {
  let status = before;
  await expect
    .poll(
      async () => {
        status = await buildStatus(request);
        return status.last?.finished_at !== before.last?.finished_at && status.state === 'idle';
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe(true);
  const log = await (await request.get('/hooks/rebuild/log', { headers: ADMIN })).text();
  return { status, log };
}

test('a price edit through the API reaches the product page, its listing and search', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { all, fits } = await catalogue(request);
  const newest = new Set(
    [...all.data]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, 12)
      .map((p) => p.id),
  );
  // A plain product: no discount, not featured and not among the newest (those show on every product
  // page and the home page), and on no vehicle's page: its edit changes catalogue pages only.
  const product = all.data.find(
    (p) => !p.discount_data && !p.is_featured && !newest.has(p.id) && !fits.has(p.id) && p.child_category,
  )!;
  const oldCents = Math.round(Number(product.product_meta.find((m) => m.option === '_price')!.value) * 100);
  const newCents = oldCents + 1111;
  const [oldPrice, newPrice] = [formatMoney(oldCents), formatMoney(newCents)];
  const productPath = `/product/${product.permalink}/`;
  const listingPath = `/shop/category/${product.category!.permalink}/${product.child_category!.permalink}/`;
  expect(await (await request.get(productPath)).text()).toContain(oldPrice);

  const before = await atRest(request);
  // Shoppers keep browsing throughout.
  const answers: { path: string; status: number; price: 'old' | 'new' | 'none' }[] = [];
  let browsing = true;
  const shopper = (async () => {
    while (browsing) {
      for (const path of [productPath, listingPath]) {
        const res = await request.get(path);
        const body = await res.text();
        answers.push({
          path,
          status: res.status(),
          price: body.includes(newPrice) ? 'new' : body.includes(oldPrice) ? 'old' : 'none',
        });
      }
    }
  })();

  const edited = Date.now();
  await editPrice(request, product.id, newCents);
  const { status, log } = await rebuiltAfter(request, before);
  const live = Date.now() - edited;
  browsing = false;
  await shopper;

  expect(status.last).toMatchObject({ result: 'success', kind: 'incremental' });
  console.log(
    `Price edit live in ${(live / 1000).toFixed(1)} s (build ${(status.last!.duration_ms / 1000).toFixed(1)} s, ${status.last!.pages_rendered} pages rendered); ${answers.length} requests during it`,
  );
  expect(answers.length).toBeGreaterThan(4);
  expect(answers.filter((a) => a.status !== 200 || a.price === 'none')).toEqual([]);
  // The edit's pages went live with the served search index, and the rewritten index followed them.
  expect(log).toMatch(/^Live after [\d.]+ s$[\s\S]*^Search index live after [\d.]+ s$/m);
  // The edit's pages were filled from the served build's shells, without starting Astro, by the
  // resident generator, which fetched the changed product itself: no sync or generator process started.
  expect(log).toContain('Astro not started');
  expect(log).toContain('Product sync: in the resident generator');
  expect(log).toMatch(/^Products updated since \S+: 1 fetched$/m);

  await page.goto(productPath);
  await expect(page.locator('main').getByText(newPrice).first()).toBeVisible();
  await page.goto(listingPath);
  await expect(page.locator('.card', { hasText: product.title }).getByText(newPrice)).toBeVisible();
  // The listing filters' files too: a filtered view draws the product's new card from them.
  const narrowed = product.brand ? `?brands=${product.brand.permalink}&sort=price-desc` : '?sort=price-desc';
  await page.goto(listingPath + narrowed);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.locator('.card', { hasText: product.title }).getByText(newPrice)).toBeVisible();
  await page.getByRole('combobox', { name: 'Search products' }).pressSequentially(product.sku);
  await expect(
    page.getByRole('option', { name: new RegExp(product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
  ).toContainText(newPrice);
});

test('a price edit of a product on the home page and a vehicle page re-fills them without starting Astro', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { all, fits } = await catalogue(request);
  // A featured product (a home page card) whose card shows on one of its vehicles' series pages.
  let found: { product: ApiProduct; seriesPath: string } | null = null;
  for (const product of all.data.filter((p) => p.is_featured && !p.discount_data && fits.has(p.id))) {
    const { data } = (await (
      await request.get(`/api/products/${encodeURIComponent(product.sku)}/fitment`)
    ).json()) as { data: ApiProductFitment };
    for (const { vehicle } of data.fitments) {
      const seriesPath = vehiclesPath(vehicle.make, vehicle.model, vehicle.series);
      await page.goto(seriesPath);
      if ((await page.locator('.part-group .card', { hasText: product.title }).count()) > 0) {
        found = { product, seriesPath };
        break;
      }
    }
    if (found) break;
  }
  expect(found).not.toBeNull();
  const { product, seriesPath } = found!;
  const oldCents = Math.round(Number(product.product_meta.find((m) => m.option === '_price')!.value) * 100);
  const newPrice = formatMoney(oldCents + 2222);
  await page.goto('/');
  await expect(page.locator('.card', { hasText: product.title }).first()).toBeVisible();

  const before = await atRest(request);
  await editPrice(request, product.id, oldCents + 2222);
  const { status, log } = await rebuiltAfter(request, before);
  expect(status.last).toMatchObject({ result: 'success', kind: 'incremental' });
  expect(log).toContain('Astro not started');

  await page.goto('/');
  await expect(page.locator('.card', { hasText: product.title }).first().getByText(newPrice)).toBeVisible();
  await page.goto(seriesPath);
  await expect(
    page.locator('.part-group .card', { hasText: product.title }).first().getByText(newPrice),
  ).toBeVisible();
});
