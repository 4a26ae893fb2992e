/**
 * Freight at checkout (issue 49), as a shopper at a phone's width and a desktop's: a car battery
 * cannot go to a PO box, and the checkout says so on its line; at a street address the services that
 * may carry it are offered with their prices, "road only" beside the battery; the one chosen prices
 * the summary, and the card is charged exactly that total; the confirmation and the order's tracking
 * page say the service it travels by.
 */
import { expect, type Page, test } from '@playwright/test';
import { fillBilling, fillTestCard, GUEST, incOf, money, outboxEmail } from './checkout-helpers.ts';
import { closePanel } from './helpers.ts';
import { shot } from './shots.ts';

/** A seeded deep-cycle battery (ADG class 8) and the first product of the shop, in the cart. */
async function batteryAndFilter(page: Page) {
  const res = await page.request.get('/api/search-product?search=deep%20cycle%20battery');
  const found = (await res.json()) as { data: { permalink: string; title: string }[] };
  // Lead-acid car batteries are ADG class 8 in the seed (UN2794).
  const battery = found.data.find((p) => /Deep Cycle Battery/.test(p.title))!;
  await page.goto(`/product/${battery.permalink}/`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await closePanel(page);
  await page.goto('/shop/');
  await page.locator('.card').first().getByRole('button').click();
  await closePanel(page);
  return battery.title;
}

for (const width of [390, 1366]) {
  test(`at ${width} px: a battery is refused to a PO box, priced by road to a street, and charged as shown`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    const battery = await batteryAndFilter(page);
    await page.goto('/checkout/');
    await fillBilling(page, {
      ...GUEST,
      'Street address': 'PO Box 12',
      City: 'Parramatta',
      'Post code': '2150',
    });
    const service = page.getByRole('group', { name: 'Delivery service' });
    await expect(service.getByRole('alert')).toContainText(
      `We can't send ${battery} to a PO box or parcel locker. Dangerous goods are never sent to PO boxes or parcel lockers.`,
    );
    await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);

    await page
      .getByRole('group', { name: 'Billing details' })
      .getByLabel('Street address', { exact: true })
      .fill('12 Church Street');
    const startrack = service.getByRole('radio', { name: /StarTrack Road Express/ });
    await expect(startrack).toBeVisible();
    // The refusal no longer holds for a street address: it leaves the summary.
    await expect(page.getByRole('complementary').getByRole('alert')).toHaveCount(0);
    await expect(service.getByRole('radio', { name: /Express Post/ })).toHaveCount(0);
    await expect(service).toContainText(`${battery}: road only`);
    await startrack.check();
    const shown = money(await service.getByTestId('delivery-startrack').textContent());
    await expect.poll(async () => incOf(page.getByTestId('summary-delivery'))).toBe(shown);
    await shot(page, `freight/checkout-${width}.png`, { fullPage: true });
    const total = await incOf(page.getByTestId('summary-total'));

    await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
    await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
    expect(await incOf(page.getByTestId('pay-total'))).toBe(total);
    await fillTestCard(page);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/thank-you\/$/);
    await expect(page.locator('[data-order-number]')).toHaveText(/^SC[A-Z2-9]{10}$/);
    const invoice = (await page.locator('[data-order-number]').textContent()) ?? '';
    const email = await outboxEmail(invoice);
    expect(money(/Total: (\$[\d,.]+)/.exec(email)?.[1] ?? '')).toBe(total);
    expect(email).toContain('Sent by StarTrack Road Express, arriving in');

    // Tracking the order says how it travels.
    await page.goto(`/guest-track-order/?id=${invoice}`);
    await expect(page.getByTestId('order-delivery-service')).toHaveText(
      /^StarTrack Road Express, \d+–\d+ business days$/,
    );
  });
}
