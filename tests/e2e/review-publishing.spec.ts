/**
 * Honest ratings over the built site and the API (docs/design.md#ratings-and-reviews): no product
 * page, JSON-LD block or product answer carries a rating that approved reviews do not give; and
 * reviews of real orders, once approved through the API, show on their product's rebuilt page with
 * exactly their rating, and the fit summary for the shopper's vehicle.
 * Runs in the publishing project (after the others, one at a time): it approves reviews, which
 * rebuilds pages the other suites read.
 */
import { expect, type APIRequestContext as Request, test } from '@playwright/test';
import type { ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';
import type { Vehicle } from '../../src/lib/fitment/fitment.ts';
import { vehicleLabel } from '../../src/lib/fitment/fitment.ts';
import { garageStorageValue } from '../../src/lib/fitment/garage.ts';
import { ratingText } from '../../src/lib/reviews/reviews.ts';
import { GARAGE_STORAGE_KEY } from '../../src/stores/garage-key.ts';
import { askForReviewsAtOnce, deliver, reviewLinks } from './review-helpers.ts';
import { shot } from './shots.ts';
import { MACHINE, placePaidOrder } from './staff-helpers.ts';

test.describe.configure({ mode: 'serial' });

type Exported = ApiProduct & { reviews: { title: string; quality: number }[] };

const json = async <T>(request: Request, path: string, headers: Record<string, string> = {}) => {
  const res = await request.get(path, { headers });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
};

/** Every product of the bulk export. */
async function exported(request: Request): Promise<Exported[]> {
  return (await json<{ data: Exported[] }>(request, '/api/catalogue/products?limit=2000')).data;
}

/** The qualities of every approved review, by product id, from the back office's list. */
async function approvedQualities(request: Request): Promise<Map<number, number[]>> {
  const byProduct = new Map<number, number[]>();
  for (let page = 1; ; page++) {
    const list = await json<{
      data: { product: { id: number } | null; quality: number }[];
      total: number;
      per_page: number;
    }>(request, `/api/admin/reviews?status=approved&page=${page}`, MACHINE);
    for (const { product, quality } of list.data)
      if (product) byProduct.set(product.id, [...(byProduct.get(product.id) ?? []), quality]);
    if (page * list.per_page >= list.total) return byProduct;
  }
}

/** The average the pages and answers must carry: one decimal, null without an approved review. */
const averageOf = (qualities: number[]) =>
  qualities.length === 0
    ? null
    : Math.round((qualities.reduce((a, b) => a + b, 0) / qualities.length) * 10) / 10;

/** The schema.org Product block of a product page's HTML. */
function productLd(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return blocks.find((b) => b['@type'] === 'Product')!;
}

/** What a product page says of its rating, in its text and its structured data. */
async function pageRating(request: Request, permalink: string) {
  const html = await (await request.get(`/product/${permalink}/`)).text();
  const ld = productLd(html);
  return {
    html,
    noReviews: html.includes('No reviews yet'),
    rated: [...html.matchAll(/Rated \d\.\d out of 5 from \d+ reviews?/g)].map((m) => m[0]),
    stars: html.includes('class="stars"'),
    aggregate: ld.aggregateRating as { ratingValue: number; reviewCount: number } | undefined,
    reviews: (ld.review as { name: string }[] | undefined) ?? [],
  };
}

/** Runs `check` over `items`, a few at a time. */
async function eachOf<T>(items: T[], check: (item: T) => Promise<void>, at = 8): Promise<void> {
  for (let i = 0; i < items.length; i += at) await Promise.all(items.slice(i, i + at).map(check));
}

/**
 * Every product's rating in the export, the product spec's answers and its built page (text and
 * JSON-LD) is the average of its approved reviews, or none at all.
 */
async function everyRatingIsReal(request: Request): Promise<void> {
  const approved = await approvedQualities(request);
  const products = await exported(request);
  expect(products.length).toBeGreaterThan(50);
  for (const p of products) {
    const qualities = approved.get(p.id) ?? [];
    expect({ id: p.id, rating: p.rating, count: p.review_count }).toEqual({
      id: p.id,
      rating: averageOf(qualities),
      count: qualities.length,
    });
  }
  // The product spec's own answers: one product each, and a page of the shop's listing.
  await eachOf(products.slice(0, 40), async (p) => {
    const { data } = await json<{ data: ApiProduct }>(request, `/api/products/${encodeURIComponent(p.sku)}`);
    expect(data.rating).toBe(p.rating);
    expect(data.review_count).toBe(p.review_count);
  });
  const shop = await json<{ data: ApiProduct[] }>(request, '/api/shop?page=1');
  for (const p of shop.data) expect(p.rating).toBe(averageOf(approved.get(p.id) ?? []));

  // Every product page of the built site.
  await eachOf(products, async (p) => {
    const shown = await pageRating(request, p.permalink);
    if (p.rating === null) {
      expect(shown, p.permalink).toMatchObject({
        noReviews: true,
        rated: [],
        stars: false,
        aggregate: undefined,
      });
      expect(shown.reviews, p.permalink).toEqual([]);
    } else {
      expect(shown.rated, p.permalink).toEqual([
        ratingText(p.rating, p.review_count),
        ratingText(p.rating, p.review_count),
      ]);
      expect(shown.aggregate, p.permalink).toMatchObject({
        ratingValue: p.rating,
        reviewCount: p.review_count,
      });
    }
  });
}

test('no product page, JSON-LD or product answer carries a rating its approved reviews do not give', async ({
  request,
}) => {
  test.setTimeout(180_000);
  await everyRatingIsReal(request);
});

/** A paid order of one product for a vehicle, delivered; the token of its line's review link. */
async function deliveredLine(request: Request, productId: number, vehicle: { id: number; year: number }) {
  const email = `reviewer.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const invoice = await placePaidOrder(request, email, [{ id: productId, quantity: 1, vehicle }]);
  await deliver(request, invoice);
  const [link] = await reviewLinks(invoice);
  return new URL(link!).searchParams.get('t')!;
}

test("approved reviews of real orders show on their product's rebuilt page with exactly their rating", async ({
  request,
  page,
}) => {
  test.setTimeout(300_000);
  // The review request is sent at once (the setting's 0 days) so its link is in the outbox now.
  await askForReviewsAtOnce(request);

  // A part for a vehicle with a series, in stock, that no customer has reviewed yet.
  const fitment = await json<{ data: { vehicles: Vehicle[]; fitments: [number, number, ...unknown[]][] } }>(
    request,
    '/api/catalogue/fitment',
  );
  const products = await exported(request);
  const unreviewed = new Map(
    products.filter((p) => p.review_count === 0 && p.stock_status === 'in_stock').map((p) => [p.id, p]),
  );
  const vehicles = new Map(fitment.data.vehicles.map((v) => [v.id, v]));
  const [productId, vehicleId] = fitment.data.fitments
    .toReversed()
    .find(([pid, vid]) => unreviewed.has(pid) && vehicles.get(vid)?.series)!;
  const product = unreviewed.get(productId)!;
  const vehicle = vehicles.get(vehicleId)!;
  const year = vehicle.year_from;

  const before = await pageRating(request, product.permalink);
  expect(before).toMatchObject({ noReviews: true, rated: [], aggregate: undefined });

  // Three owners of the vehicle review it: 5, 4 and 4 stars (4.3 on average), two say it fitted.
  const reviews = [
    {
      quality: 5,
      fit: 'fitted',
      title: 'Bolted straight on',
      body: 'Fitted in ten minutes.\nNo noise since.',
    },
    { quality: 4, fit: 'fitted', title: 'Good value', body: 'Does the job.' },
    { quality: 4, fit: 'needed_changes', title: 'Needed a spacer', body: 'Works well once fitted.' },
  ];
  for (const review of reviews) {
    const token = await deliveredLine(request, productId, { id: vehicleId, year });
    const res = await request.post('/api/reviews', { data: { token, ...review } });
    expect(res.status(), await res.text()).toBe(201);
  }
  // Pending reviews count for nothing.
  expect((await exported(request)).find((p) => p.id === productId)).toMatchObject({
    rating: null,
    review_count: 0,
  });

  const pending = await json<{ data: { id: number; product: { id: number } | null; version: number }[] }>(
    request,
    '/api/admin/reviews?status=pending',
    MACHINE,
  );
  const ours = pending.data.filter((r) => r.product?.id === productId);
  expect(ours).toHaveLength(3);
  for (const r of ours) {
    const res = await request.post(`/api/admin/reviews/${r.id}/approve`, {
      headers: MACHINE,
      data: { version: r.version },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  const expected = ratingText(4.3, 3);
  expect((await exported(request)).find((p) => p.id === productId)).toMatchObject({
    rating: 4.3,
    review_count: 3,
  });
  const answer = await json<{ data: ApiProduct }>(
    request,
    `/api/products/${encodeURIComponent(product.sku)}`,
  );
  expect(answer.data).toMatchObject({ rating: 4.3, review_count: 3 });
  await expect
    .poll(async () => (await pageRating(request, product.permalink)).rated, {
      timeout: 180_000,
      intervals: [1000],
    })
    .toEqual([expected, expected]);
  const after = await pageRating(request, product.permalink);
  expect(after.noReviews).toBe(false);
  // Stars and the review's separators are references in the file: the page stays one byte a character.
  expect([...after.html].findIndex((c) => c.charCodeAt(0) > 0x7f)).toBe(-1);
  expect(after.aggregate).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 4.3,
    reviewCount: 3,
    bestRating: 5,
    worstRating: 1,
  });
  expect(after.reviews.map((r) => r.name).sort()).toEqual(reviews.map((r) => r.title).sort());

  // What a shopper sees: the rating linking to the reviews, each review with its vehicle and fit.
  await page.goto(`/product/${product.permalink}/`);
  const summary = page.locator('[data-fit-reviews]');
  // No vehicle in the garage: no fit summary.
  await expect(summary).toBeHidden();
  await page.getByRole('link', { name: expected }).click();
  const section = page.getByRole('region', { name: 'Reviews' });
  await expect(section).toBeInViewport();
  await expect(section.getByRole('heading', { level: 3 })).toHaveCount(3);
  const label = vehicleLabel(vehicle, year);
  const first = section.getByRole('article', { name: 'Bolted straight on' });
  await expect(first.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
  await expect(first).toContainText(`Fitted to ${label} · Fitted perfectly`);
  // As shown, not as stored: the buyer's line break is kept on the screen.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
  expect(await first.getByText('Fitted in ten minutes.').innerText()).toBe(
    'Fitted in ten minutes.\nNo noise since.',
  );
  await expect(section.getByRole('article', { name: 'Needed a spacer' })).toContainText(
    'Needed changes to fit',
  );

  // The shopper's vehicle: two of its three owners said it fitted (needed changes is not "fitted").
  const inGarage = async (v: Vehicle) => {
    const garage = garageStorageValue([
      { vehicleId: v.id, year: v.year_from, label: vehicleLabel(v), model: v.model },
    ]);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      GARAGE_STORAGE_KEY,
      garage,
    ] as const);
    await page.reload();
  };
  await inGarage(vehicle);
  await expect(summary).toHaveText(`2 of 3 owners of a ${vehicle.model} ${vehicle.series} say it fitted`);
  await expect(summary).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `product-reviews-${width}.png`, { fullPage: true });
  }
  // A vehicle of another make, model or series: no owner of it has said.
  const key = (v: Vehicle) => `${v.make}|${v.model}|${v.series}`.toLowerCase();
  await inGarage(fitment.data.vehicles.find((v) => key(v) !== key(vehicle))!);
  await expect(summary).toBeHidden();

  // And still no other rating anywhere: the rebuild changed only what the approvals gave.
  await everyRatingIsReal(request);
});
