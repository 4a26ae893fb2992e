import { expect, test } from '@playwright/test';
import type { ApiGeneralSettings } from '../../src/lib/api/schemas/catalogue.ts';
import { apiJson } from './helpers.ts';

test('the delivery promise reads the same on the home page, product page, FAQs and policies', async ({
  page,
  request,
}) => {
  const { general_settings: s } = await apiJson<{ general_settings: ApiGeneralSettings }>(request, '/brands');
  const free = `orders of $${Number(s._free_delivery_threshold)} or more`;
  const texts: string[] = [];

  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Our promises' })).toContainText(`On ${free}`);
  texts.push((await page.locator('main').textContent()) ?? '');

  await page.goto('/shop/');
  await page.locator('main .grid > li a').first().click();
  const perks = page.locator('.perks');
  await expect(perks).toContainText(`Free shipping on ${free}`);
  await expect(perks).toContainText('Estimated delivery 5-8 business days');
  texts.push((await page.locator('main').textContent()) ?? '');

  await page.goto('/faqs/');
  const answer = (question: string) =>
    page.locator('details', { has: page.getByText(question, { exact: true }) });
  await expect(answer('How long does delivery take?')).toContainText('5-8 business days after dispatch');
  await expect(answer('How long do refunds take?')).toContainText('Refunds take 5-7 business days');
  texts.push((await page.locator('main').textContent()) ?? '');

  for (const path of ['/shipping-policy/', '/shipping-option/', '/return-policy/']) {
    await page.goto(path);
    texts.push((await page.locator('main').textContent()) ?? '');
  }
  expect(texts.join('\n')).toContain('5-8 business days');
  // Nothing promises the product page's old 2-3 days, or free delivery only "over" the threshold.
  expect(texts.filter((t) => /2-3 (business )?days|orders over \$/i.test(t))).toEqual([]);
});
