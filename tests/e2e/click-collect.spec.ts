/**
 * Click & collect from the shopper's side: a store chosen once in the header's picker, the product
 * page's and the cart's availability for it, a checkout with no delivery address and nothing charged
 * for delivery, the store on the payment and thank-you pages; then the shop makes the order ready and
 * hands it over (with its machine token, as the back office does), the customer is emailed both
 * times and the tracking page shows both steps. Axe at phone and desktop width on each page, and
 * screenshots for a person to look at (SHOTS_DIR, tests/e2e/shots.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PICKUP_STORE_KEY } from '../../src/stores/pickup-store-key.ts';
import { fillBilling, fillTestCard, incOf, outboxEmail } from './checkout-helpers.ts';
import { closePanel } from './helpers.ts';
import { waitForMail } from './outbox.ts';
import { shot } from './shots.ts';

const MACHINE = { Authorization: 'Bearer e2e-admin-token' };
const WIDTHS = [390, 1366] as const;

interface Store {
  id: number;
  name: string;
  address: string;
  hours: string[];
}
interface Availability {
  s: string;
  at: Record<string, number>;
}

async function penrith(request: APIRequestContext): Promise<Store> {
  const res = await request.get('/api/stores');
  const stores = ((await res.json()) as { data: Store[] }).data;
  const store = stores.find((s) => s.name === 'Penrith');
  if (!store) throw new Error('The seeded Penrith store is missing');
  return store;
}

/**
 * A product on /shop/ (not the first: the publishing suite edits it) that Penrith has at least two of,
 * in stock: its card's link.
 */
async function productAtStore(page: Page, request: APIRequestContext, store: Store): Promise<string> {
  await page.goto('/shop/');
  const ids = await page
    .locator('[data-stock-line]')
    .evaluateAll((lines) => lines.map((l) => Number((l as HTMLElement).dataset.stockLine)));
  for (const id of ids.slice(1)) {
    const file = (await (await request.get(`/api/stock/${Math.floor(id / 100)}.json`)).json()) as {
      products: Record<string, Availability>;
    };
    const p = file.products[id];
    if (p?.s === 'in_stock' && (p.at[store.id] ?? 0) >= 2) {
      const href = await page
        .locator('.card', { has: page.locator(`[data-stock-line="${id}"]`) })
        .locator('a')
        .first()
        .getAttribute('href');
      if (href) return href;
    }
  }
  throw new Error('No product on /shop/ has two at Penrith');
}

/** Axe at phone and desktop width, and a screenshot at each, of the page as it is. */
async function checkWidths(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `${name} at ${width}px`,
    ).toEqual([]);
    await shot(page, `click-collect/${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The email the shop wrote for `invoice` whose subject ends with `subject`, as plain text. */
async function statusEmail(invoice: string, subject: string): Promise<string> {
  const mail = await waitForMail(
    (m) => m.subject === `Your order ${invoice} ${subject}`,
    `"${subject}" email for ${invoice}`,
  );
  return mail.text;
}

async function staffMove(request: APIRequestContext, invoice: string, data: unknown): Promise<void> {
  const res = await request.post(`/api/admin/orders/${invoice}/status`, { headers: MACHINE, data });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a shopper collects an order from their store, and follows it until it is collected', async ({
  page,
  request,
}) => {
  // Five pages, a payment, two staff moves and their emails: more than a minute on a busy machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const store = await penrith(request);
  const productPath = await productAtStore(page, request, store);

  // The store, chosen once from the header, is kept.
  const storeButton = page.getByRole('button', { name: 'Choose a store' });
  await storeButton.click();
  const picker = page.getByRole('dialog', { name: 'Choose your store' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('listitem').filter({ hasText: store.address })).toBeVisible();
  await checkWidths(page, 'picker');
  await picker.getByRole('button', { name: 'Choose Penrith' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: 'My store: Penrith' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Penrith is now your store.' })).toBeVisible();
  // With a store, the cards say what it has.
  await expect(page.locator('.stock-line:not([hidden])').first()).toHaveText(
    /at Penrith|In stock online|Out of stock|backorder/,
  );

  // The product page says how many Penrith has and how soon they are ready.
  await page.goto(productPath);
  await expect(page.getByRole('button', { name: 'My store: Penrith' })).toBeVisible();
  await expect(page.locator('[data-availability]')).toHaveText(/^\d+ at Penrith · ready in 30 min$/);
  await checkWidths(page, 'product');
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await closePanel(page);

  // The cart says when the whole cart can be collected.
  await page.goto('/cart/');
  const collect = page.getByRole('region', { name: 'Collect from Penrith' });
  await expect(collect).toContainText('Your item ready in 30 minutes');
  await checkWidths(page, 'cart');

  // Checkout: collect, no delivery address, nothing charged for delivery.
  await page.goto('/checkout/');
  await fillBilling(page);
  await page.getByRole('radio', { name: 'Collect from Penrith' }).check();
  await expect(page.getByLabel('Ship to a different address')).toHaveCount(0);
  await expect(page.getByLabel('Store')).toHaveValue(String(store.id));
  const delivery = page.getByRole('group', { name: 'Delivery' });
  await expect(delivery).toContainText(store.address);
  await expect(delivery).toContainText('Your item ready in 30 minutes');
  await expect(page.getByTestId('summary-delivery')).toHaveText('Free — click & collect');
  const subtotal = await incOf(page.getByTestId('summary-subtotal'));
  const total = await incOf(page.getByTestId('summary-total'));
  expect(total).toBe(subtotal);
  await checkWidths(page, 'checkout');

  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
  await expect(page.getByRole('region', { name: 'Click & collect' })).toContainText(
    `Collect from Penrith, ${store.address}`,
  );
  await expect(page.getByTestId('review-delivery')).toHaveText('Free — click & collect');
  expect(await incOf(page.getByTestId('pay-total'))).toBe(total);
  await fillTestCard(page);
  await checkWidths(page, 'payment');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  // The thank-you page names the store, its address and hours.
  await expect(page).toHaveURL(/\/thank-you\/$/);
  await expect(page.locator('[data-order-number]')).toHaveText(/^SC[A-Z2-9]{10}$/);
  const invoice = (await page.locator('[data-order-number]').textContent()) ?? '';
  const collectAt = page.getByRole('region', { name: 'Click & collect' });
  await expect(collectAt).toContainText(`Collect from Penrith, ${store.address}`);
  await expect(collectAt.getByRole('list', { name: 'Opening hours' })).toContainText(store.hours[0]!);
  await checkWidths(page, 'thank-you');
  await outboxEmail(invoice);

  // The shop makes it ready, then hands it over; the customer hears of both.
  await staffMove(request, invoice, { status: 'ready_to_collect' });
  const ready = await statusEmail(invoice, 'is ready to collect');
  expect(ready).toContain(`Penrith: ${store.address}`);
  expect(ready).toContain(`Opening hours: ${store.hours.join('; ')}`);
  await staffMove(request, invoice, { status: 'collected', collected_by: 'Jane Citizen' });
  const collected = await statusEmail(invoice, 'has been collected');
  expect(collected).toContain(`Your order ${invoice} was collected from Penrith.`);

  // Tracking shows the store and both steps.
  await page.goto(`/guest-track-order/?id=${invoice}`);
  const order = page.getByRole('article', { name: `Order ${invoice}` });
  await expect(order.getByTestId('order-status')).toHaveText('Collected');
  await expect(order.getByTestId('order-collect')).toHaveText(`Collect from Penrith, ${store.address}`);
  const progress = order.getByRole('region', { name: 'Order progress' }).getByRole('listitem');
  await expect(progress.filter({ hasText: 'Ready to collect' })).toHaveCount(1);
  // The customer's timeline says "Collected" (lib/orders/orders.ts's eventLabel), not who collected it.
  await expect(progress.last()).toContainText(/^Collected\b/);
  await expect(progress.last()).toHaveAttribute('aria-current', 'step');
  await checkWidths(page, 'tracking');
});

test('on a phone the header names the chosen store inside its button, however long the name', async ({
  browser,
  request,
}) => {
  const stores = ((await (await request.get('/api/stores')).json()) as { data: Store[] }).data;
  const longest = stores.toSorted((a, b) => b.name.length - a.name.length)[0]!;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [PICKUP_STORE_KEY, JSON.stringify(longest)],
  );
  const page = await context.newPage();
  await page.goto('/shop/');
  const button = page.getByRole('button', { name: `My store: ${longest.name}` });
  await expect(button).toBeVisible();
  // The words end within the button's padding (in an ellipsis when they do not fit), not at its edge.
  const [labelRight, contentRight, viewport] = await button.evaluate((el) => {
    const label = el.querySelector('[data-store-label]')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return [label.right, box.right - Number.parseFloat(getComputedStyle(el).paddingRight), innerWidth];
  });
  expect(labelRight).toBeLessThanOrEqual(contentRight + 0.5);
  expect(contentRight).toBeLessThanOrEqual(viewport);
  await shot(page, 'store-button-390.png');
  await context.close();
});
