/** Tax invoices from the order page: the owner downloads the PDF; someone tracking the order by number sees no button. */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfText } from '../helpers/pdf-text.ts';
import { firstProductLine, memberAddress, signedInMember } from './member-helpers.ts';

test('a member downloads the tax invoice of a paid order; a guest tracking it by number cannot', async ({
  page,
  request,
  browser,
}) => {
  const member = await signedInMember(page, request);
  const line = await firstProductLine(request);
  // Ordered through the API: this suite is about what follows payment, not the checkout screens.
  const placed = await request.post('/api/place-order', {
    headers: { Authorization: `Bearer ${member.token}`, 'Idempotency-Key': `e2e-invoice-${Date.now()}` },
    data: {
      ...memberAddress(member),
      payment_method: 'Stripe',
      stripePaymentMethodId: 'pm_card_visa',
      products: [{ id: line.id, quantity: 1 }],
    },
  });
  expect(placed.status()).toBe(200);
  const invoice = ((await placed.json()) as { order: { invoice_number: string } }).order.invoice_number;

  await page.goto(`/track-order/?order_id=${invoice}`);
  const order = page.getByRole('article', { name: `Order ${invoice}` });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    order.getByRole('button', { name: 'Download tax invoice' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`tax-invoice-${invoice}.pdf`);
  const text = await pdfText(await readFile((await download.path())!));
  expect(text).toContain('Tax invoice');
  expect(text).toContain(invoice);
  expect(text).toContain('Total price includes GST');

  const guest = await browser.newPage();
  await guest.goto(`/guest-track-order/?id=${invoice}`);
  await expect(guest.getByRole('article', { name: `Order ${invoice}` })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Download tax invoice' })).toHaveCount(0);
  await guest.close();
});
