/**
 * Reviews in the browser (docs/design.md#ratings-and-reviews): a guest reviews a delivered line
 * through the signed link of the review request email, once; a member reviews from the order page;
 * staff cannot reject without a listed reason, reply publicly and approve, and the review then shows
 * on its product's rebuilt page; the did-not-fit review waits in the fitment queue. Axe on the review
 * form and the moderation screen; screenshots of both at 390 and 1366 px (SHOTS_DIR).
 * Runs in the publishing project: approving a review rebuilds its product's pages.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import type { ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';
import type { Vehicle } from '../../src/lib/fitment/fitment.ts';
import { REJECT_REASONS } from '../../src/lib/reviews/reviews.ts';
import { firstProductLine, memberAddress, signedInMember } from './member-helpers.ts';
import { askForReviewsAtOnce, deliver, reviewLinks } from './review-helpers.ts';
import { shot } from './shots.ts';
import { createStaff, MACHINE, placePaidOrder, signInStaff } from './staff-helpers.ts';

test.describe.configure({ mode: 'serial' });

const THANKS = 'Thank you — your review will appear once it has been checked.';

/** What the guest's review left for the staff test. */
const guest = { title: '', productTitle: '', permalink: '', vehicle: '' };

async function json<T>(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { headers });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A part in stock that fits a vehicle with a series, and that vehicle. */
async function partForVehicle(request: APIRequestContext) {
  const fitment = await json<{ data: { vehicles: Vehicle[]; fitments: [number, number, ...unknown[]][] } }>(
    request,
    '/api/catalogue/fitment',
  );
  const products = await json<{ data: ApiProduct[] }>(request, '/api/catalogue/products?limit=2000');
  const inStock = new Map(products.data.filter((p) => p.stock_status === 'in_stock').map((p) => [p.id, p]));
  const vehicles = new Map(fitment.data.vehicles.map((v) => [v.id, v]));
  const [productId, vehicleId] = fitment.data.fitments.find(
    ([pid, vid]) => inStock.has(pid) && vehicles.get(vid)?.series,
  )!;
  return { product: inStock.get(productId)!, vehicle: vehicles.get(vehicleId)! };
}

const png = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 180, g: 60, b: 40 } } })
    .png()
    .toBuffer();

async function expectNoSeriousAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function shots(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await shot(page, `${name}-${width}.png`, { fullPage: true });
  }
}

test('a guest reviews a delivered line through the signed link of the review email, once', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The request is due at once (0 days), so the outbox sends it now.
  await askForReviewsAtOnce(request);
  const { product, vehicle } = await partForVehicle(request);
  const email = `review.guest.${Date.now()}@example.com`;
  const invoice = await placePaidOrder(request, email, [
    { id: product.id, quantity: 1, vehicle: { id: vehicle.id, year: vehicle.year_from } },
  ]);
  await deliver(request, invoice);
  const [link] = await reviewLinks(invoice);
  const url = new URL(link!);
  const path = `${url.pathname}${url.search}`;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: product.title })).toBeVisible();
  await expect(page.getByText(`Order ${invoice}`)).toBeVisible();
  const fitted = page.getByText(/^Fitted to /);
  await expect(fitted).toBeVisible();
  const vehicleLabel = ((await fitted.textContent()) ?? '').replace(/^Fitted to /, '');
  expect(vehicleLabel).toContain(vehicle.model);

  // Nothing filled in: each field says what it needs, and the first (the stars) takes the focus.
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Choose a rating from 1 to 5 stars', { exact: true })).toBeVisible();
  await expect(page.getByText('Choose how the part fitted your vehicle', { exact: true })).toBeVisible();
  await expect(page.getByText('Title is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Review is required', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();

  // The stars are a radio group: the arrow keys choose.
  const stars = page.getByRole('group', { name: 'Your rating' });
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await expect(page.getByText('Choose a rating from 1 to 5 stars')).toHaveCount(0);
  await page
    .getByRole('group', { name: `How did it fit your ${vehicleLabel}?` })
    .getByRole('radio', { name: 'Did not fit' })
    .check();
  guest.title = `Wrong bolt pattern ${Date.now()}`;
  await page.getByLabel('Title').fill(guest.title);
  await page.getByLabel('Your review').fill('The holes did not line up with my hub.');
  await expect(page.getByText('38 of 5000 characters')).toBeVisible();

  // A photo uploads when chosen, shows, and can be taken off again.
  const photos = page.getByLabel('Photos (optional)');
  await photos.setInputFiles({ name: 'hub.png', mimeType: 'image/png', buffer: await png() });
  await expect(page.getByRole('img', { name: 'Your upload 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(page.getByRole('img', { name: 'Your upload 1' })).toHaveCount(0);
  await photos.setInputFiles({ name: 'hub.png', mimeType: 'image/png', buffer: await png() });
  await expect(page.getByRole('img', { name: 'Your upload 1' })).toBeVisible();

  await expectNoSeriousAxe(page);
  await shots(page, 'review-form');

  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeFocused();

  // The link works once; a changed one is not valid.
  await page.goto(path);
  await expect(page.getByRole('alert')).toHaveText('You have already reviewed this item.');
  await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
  await page.goto(path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
  await expect(page.getByRole('alert')).toHaveText('This review link is not valid.');

  Object.assign(guest, { productTitle: product.title, permalink: product.permalink, vehicle: vehicleLabel });
});

test('a member reviews a delivered line from the order page, which then says the review was sent', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await signedInMember(page, request);
  const line = await firstProductLine(request);
  const placed = await request.post('/api/place-order', {
    headers: { Authorization: `Bearer ${member.token}`, 'Idempotency-Key': `e2e-review-${Date.now()}` },
    data: {
      ...memberAddress(member),
      payment_method: 'Stripe',
      stripePaymentMethodId: 'pm_card_visa',
      products: [{ id: line.id, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const invoice = ((await placed.json()) as { order: { invoice_number: string } }).order.invoice_number;

  // Not delivered yet: nothing to review.
  await page.goto(`/track-order/?order_id=${invoice}`);
  const order = page.getByRole('article', { name: `Order ${invoice}` });
  await expect(order.getByTestId('order-status')).toHaveText('Pending');
  await expect(order.getByRole('link', { name: /Write a review/ })).toHaveCount(0);

  await deliver(request, invoice);
  await page.reload();
  await order.getByRole('link', { name: `Write a review of ${line.title}` }).click();
  await expect(page).toHaveURL(/\/review\/\?order=.+&item=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: line.title })).toBeVisible();
  // Bought for no vehicle: no fit question.
  await expect(page.getByRole('group', { name: /How did it fit/ })).toHaveCount(0);
  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('Title').fill('Does what it says');
  await page.getByLabel('Your review').fill('Quick delivery, good quality.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeVisible();

  await page.goto(`/track-order/?order_id=${invoice}`);
  await expect(order.getByTestId('line-review')).toHaveText(
    'Review submitted: it will appear once it has been checked',
  );
  await expect(order.getByRole('link', { name: /Write a review/ })).toHaveCount(0);
});

test('staff reject only for a listed reason, reply and approve; the review shows on its page, the misfit waits in the fitment queue', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  expect(guest.title, 'the guest review test ran first').not.toBe('');
  const pending = await json<{ data: { id: number; title: string; version: number }[] }>(
    request,
    '/api/admin/reviews?status=pending',
    MACHINE,
  );
  const review = pending.data.find((r) => r.title === guest.title)!;
  // The API refuses a rejection without a reason, or for one not on the list.
  for (const data of [{ version: review.version }, { version: review.version, reason: 'negative' }]) {
    const res = await request.post(`/api/admin/reviews/${review.id}/reject`, { headers: MACHINE, data });
    expect(res.status(), await res.text()).toBe(422);
  }

  const email = `reviews.manager.${Date.now()}@example.com`;
  await createStaff(request, 'manager', email);
  const page = await signInStaff(browser, email);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Reviews', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Waiting', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const card = page.getByRole('article', { name: guest.title });
  await expect(card).toContainText('2 out of 5');
  await expect(card).toContainText(`Did not fit · Fitted to ${guest.vehicle}`);
  await expect(card.getByRole('link', { name: guest.productTitle })).toBeVisible();
  await expect(card.getByRole('img', { name: /Customer upload 1/ })).toBeVisible();
  await expectNoSeriousAxe(page);
  await shots(page, 'review-moderation');
  await page.setViewportSize({ width: 1366, height: 900 });

  // Rejecting asks for a reason from the list, and only from it.
  await card.getByRole('button', { name: 'Reject…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this review?' });
  await expect(dialog.getByRole('radio')).toHaveCount(Object.keys(REJECT_REASONS).length);
  for (const label of Object.values(REJECT_REASONS))
    await expect(dialog.getByRole('radio', { name: label })).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Reject review' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/^Choose a reason from the list/);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toHaveCount(0);

  // A public reply, then approval: the review moves to Approved.
  await card.getByRole('button', { name: 'Reply publicly' }).click();
  await card.getByLabel('Public reply').fill('Sorry about that: we have checked the fitment data.');
  await card.getByRole('button', { name: 'Save reply' }).click();
  await expect(card).toContainText('Sorry about that: we have checked the fitment data.');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Review approved' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('link', { name: 'Approved', exact: true }).click();
  await expect(page.getByRole('article', { name: guest.title })).toContainText('Approved');

  // The rebuilt product page shows it, with its vehicle and the shop's reply.
  await expect
    .poll(async () => (await request.get(`/product/${guest.permalink}/`)).text(), {
      timeout: 180_000,
      intervals: [1000],
    })
    .toContain(guest.title);
  const shopper = await browser.newPage();
  await shopper.goto(`/product/${guest.permalink}/`);
  const shown = shopper.getByRole('article', { name: guest.title });
  await expect(shown).toContainText(`Fitted to ${guest.vehicle}`);
  await expect(shown).toContainText('Sorry about that: we have checked the fitment data.');
  await shopper.close();

  // The did-not-fit review opened a task naming the product and the vehicle.
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Fitment queue', exact: true })
    .click();
  const task = page
    .getByRole('row')
    .filter({ hasText: guest.productTitle })
    .filter({ hasText: guest.vehicle });
  await expect(task).toHaveCount(1);
  await expect(task).toContainText(`Review ${review.id}`);
  await expect(task.getByRole('link', { name: guest.productTitle })).toHaveAttribute(
    'href',
    /^#\/products\/\d+$/,
  );
  await task.getByRole('button', { name: /^Mark done/ }).click();
  await expect(page.getByRole('status').filter({ hasText: `Done: ${guest.productTitle}` })).toBeVisible();
  await expect(task).toHaveCount(0);
});
