/**
 * What customers see of fulfilment: once the shop ships an order (here with its machine
 * token, as the back office does with a staff session), the member's order page and anyone's
 * /guest-track-order show "Shipped", the order's progress oldest first and the carrier's tracking
 * link; a part refund shows too. Screenshots of the tracking page at phone and desktop width.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { firstProductLine, memberAddress, signedInMember } from './member-helpers.ts';
import { shot } from './shots.ts';

const MACHINE = { Authorization: 'Bearer e2e-admin-token' };

async function staffCall(request: APIRequestContext, path: string, data: unknown, key?: string) {
  const res = await request.post(`/api/admin${path}`, {
    headers: { ...MACHINE, ...(key ? { 'Idempotency-Key': key } : {}) },
    data,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function expectShipped(page: Page, invoice: string, tracking: string) {
  const order = page.getByRole('article', { name: `Order ${invoice}` });
  await expect(order.getByTestId('order-status')).toHaveText('Shipped');
  const link = order.getByRole('link', { name: /Track your parcel/ });
  await expect(link).toHaveAttribute('href', `https://startrack.com.au/track/details/${tracking}`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  const delivery = order.getByRole('region', { name: 'Delivery' });
  await expect(delivery).toContainText('StarTrack');
  await expect(delivery).toContainText(tracking);
  return order;
}

test('a shipped order shows its progress and the tracking link to its member and to anyone with its number', async ({
  page,
  request,
  browser,
}) => {
  // Places, ships and refunds an order and opens four pages: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const member = await signedInMember(page, request);
  const line = await firstProductLine(request);
  const placed = await request.post('/api/place-order', {
    headers: { Authorization: `Bearer ${member.token}`, 'Idempotency-Key': `e2e-tracking-${Date.now()}` },
    data: {
      ...memberAddress(member),
      payment_method: 'Stripe',
      stripePaymentMethodId: 'pm_card_visa',
      products: [{ id: line.id, quantity: 2 }],
    },
  });
  expect(placed.status()).toBe(200);
  const invoice = ((await placed.json()) as { order: { invoice_number: string } }).order.invoice_number;

  // Before it ships: no tracking link yet.
  await page.goto(`/track-order/?order_id=${invoice}`);
  const before = page.getByRole('article', { name: `Order ${invoice}` });
  const placedProgress = before.getByRole('region', { name: 'Order progress' }).getByRole('listitem');
  await expect(placedProgress).toHaveCount(2);
  await expect(placedProgress.nth(0)).toContainText('Order placed');
  await expect(before.getByTestId('order-status')).toHaveText('Pending');
  await expect(before.getByRole('link', { name: /Track your parcel/ })).toHaveCount(0);

  const tracking = `ST${Date.now()}`;
  await staffCall(request, `/orders/${invoice}/status`, { status: 'processing' });
  await staffCall(request, `/orders/${invoice}/status`, {
    status: 'shipped',
    carrier: 'startrack',
    tracking_number: tracking,
  });
  await staffCall(request, `/orders/${invoice}/notes`, { note: 'Left at the depot for the courier' });

  await page.reload();
  const order = await expectShipped(page, invoice, tracking);
  const progress = order.getByRole('region', { name: 'Order progress' }).getByRole('listitem');
  await expect(progress).toHaveCount(4);
  await expect(progress.nth(0)).toContainText('Order placed');
  await expect(progress.nth(1)).toContainText('Payment received');
  await expect(progress.nth(2)).toContainText('Processing');
  await expect(progress.nth(3)).toContainText('Shipped with StarTrack');
  await expect(progress.nth(3)).toContainText(`Tracking number ${tracking}`);
  await expect(progress.nth(3)).toHaveAttribute('aria-current', 'step');
  // Staff notes are for staff.
  await expect(order).not.toContainText('Left at the depot');

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await shot(page, `order-tracking/track-order-${width}.png`, { fullPage: true });
  }

  // Anyone with the order number sees where it is, without the member's details.
  const guest = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await guest.goto(`/guest-track-order/?id=${invoice.toLowerCase()}`);
  const tracked = await expectShipped(guest, invoice, tracking);
  await expect(tracked.getByRole('region', { name: 'Order progress' }).getByRole('listitem')).toHaveCount(4);
  await expect(tracked).not.toContainText(member.email);
  await shot(guest, 'order-tracking/guest-track-order-390.png', { fullPage: true });
  await guest.close();

  // A part refund shows on the order and in its progress.
  await staffCall(
    request,
    `/orders/${invoice}/refunds`,
    { amount_cents: 500, reason: 'Goodwill' },
    `e2e-${tracking}`,
  );
  await page.reload();
  await expect(order.getByTestId('order-refunded')).toHaveText(/^\$5\.00 of \$[\d,]+\.\d{2}$/);
  await expect(progress.last()).toContainText('Partly refunded $5.00');
  await expect(order.getByTestId('order-status')).toHaveText('Shipped');
  await shot(page, 'order-tracking/track-order-refunded-1366.png', { fullPage: true });

  await page.goto('/order-history/');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: invoice }) });
  await expect(row).toContainText('Shipped');
  await expect(row).toContainText('Refunded $5.00');
});
