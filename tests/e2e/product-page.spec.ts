import { expect, test } from '@playwright/test';
import type { ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';
import { ratingText } from '../../src/lib/reviews/reviews.ts';
import { apiJson, jsonLd } from './helpers.ts';

async function products(request: Parameters<typeof apiJson>[0]) {
  const { data } = await apiJson<{ data: ApiProduct[] }>(request, '/catalogue/products?limit=300');
  return data;
}

test('the product page shows its customers’ rating (or none yet), brand link, SKU, plain short description, tabs and related products', async ({
  page,
  request,
}) => {
  const product = (await products(request)).find((p) => p.gallery_media.split(',').length > 3)!;
  await page.goto(`/product/${product.permalink}/`);
  const rating =
    product.rating === null ? 'No reviews yet' : ratingText(product.rating, product.review_count);
  await expect(page.locator('.rating-line').first().getByRole('link', { name: rating })).toBeVisible();
  await expect(page.getByRole('link', { name: product.brand!.title, exact: true })).toHaveAttribute(
    'href',
    `/brand/${product.brand!.permalink}/`,
  );
  await expect(page.locator('main')).toContainText(product.sku);
  const shortText = product.short_description.replace(/<[^>]+>/g, '');
  await expect(page.getByText(shortText, { exact: true })).toBeVisible();

  // Gallery: 3 thumbnails in view, arrows because there are more, a thumbnail shows its image.
  const thumbs = page.getByRole('link', { name: /^Show image \d of \d$/ });
  expect(await thumbs.count()).toBeGreaterThan(3);
  await expect(page.getByRole('button', { name: 'Next images' })).toBeVisible();
  await thumbs.nth(1).click();
  await expect(page.locator('[data-main]')).toHaveAttribute(
    'src',
    new RegExp(`${product.gallery_media.split(',')[1]}$`),
  );

  const quantity = page.getByLabel('Quantity');
  await expect(quantity).toHaveAttribute('min', '1');
  await expect(quantity).toHaveAttribute('max', '100');

  const description = page.getByRole('tab', { name: 'Description' });
  await expect(description).toHaveAttribute('aria-selected', 'true');
  await description.focus();
  await page.keyboard.press('ArrowRight');
  // Then Fitment: the vehicles the part fits, or that it fits them all.
  await expect(page.getByRole('tab', { name: 'Fitment' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Fitment' })).toContainText(
    product.universal ? 'Fits all vehicles.' : product.title.replace(/^.* to suit (\S+).*$/, '$1'),
  );
  await page.keyboard.press('ArrowRight');
  const details = page.getByRole('tab', { name: 'Product Details' });
  await expect(details).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Product Details' })).toContainText(product.sku);
  await expect(page.getByRole('tabpanel', { name: 'Product Details' })).toContainText(/\d+(\.\d+)? kg/);
  await expect(page.getByRole('tab', { name: 'Shipping' })).toHaveCount(0);

  await expect(page.getByRole('region', { name: 'Related Products' }).locator('.card').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'New Products' }).locator('.card')).toHaveCount(12);
});

test('product structured data: Product with an AUD offer (GST included) and return policy, and a BreadcrumbList', async ({
  page,
  request,
}) => {
  const product = (await products(request))[0]!;
  await page.goto(`/product/${product.permalink}/`);
  const ld = await jsonLd(page);
  const offer = (ld.find((d) => d['@type'] === 'Product') as { offers: Record<string, unknown> }).offers;
  expect(offer).toMatchObject({
    priceCurrency: 'AUD',
    priceSpecification: { priceCurrency: 'AUD', valueAddedTaxIncluded: true },
    availability: 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
    hasMerchantReturnPolicy: {
      merchantReturnDays: 30,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
    },
  });
  const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
  expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
    'Home',
    'Shop',
    product.category!.title,
    product.title,
  ]);
});

test('a product with page index 0 is noindex, nofollow; others index, follow', async ({ page, request }) => {
  const all = await products(request);
  const hidden = all.find((p) => p.product_meta.some((m) => m.option === '_page_index' && m.value === '0'))!;
  await page.goto(`/product/${hidden.permalink}/`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.goto(`/product/${all[0]!.permalink}/`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+/);
});

test('a product no customer has reviewed shows no stars: "No reviews yet" leads to its empty Reviews section', async ({
  page,
  request,
}) => {
  const product = (await products(request)).findLast((p) => p.review_count === 0)!;
  await page.goto(`/product/${product.permalink}/`);
  await expect(page.locator('.stars')).toHaveCount(0);
  await expect(page.getByText(/Rated \d/)).toHaveCount(0);
  await page.locator('.rating-line').getByRole('link', { name: 'No reviews yet' }).click();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toBeInViewport();
  await expect(reviews).toContainText('No reviews yet. Only customers who bought this part can review it.');
  expect((await jsonLd(page)).find((b) => b['@type'] === 'Product')).not.toHaveProperty('aggregateRating');
});

test('product and listing pages are written in ASCII, and show their characters as written', async ({
  page,
  request,
}) => {
  // The build keeps each page one byte a character (src/lib/format/escape.ts): fitment years,
  // carousel arrows and the pager's ellipsis are references in the file, characters on the screen.
  const product = (await products(request)).find((p) => !p.universal)!;
  const path = `/product/${product.permalink}/`;
  for (const url of [path, '/shop/', '/shop/category/brakes/']) {
    const bytes = await (await request.get(url)).body();
    expect(
      bytes.findIndex((b) => b > 0x7f),
      url,
    ).toBe(-1);
  }
  await page.goto(path);
  await page.getByRole('tab', { name: 'Fitment' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Fitment' })).toContainText(/(19|20)\d\d–(19|20)\d\d/);
  await page.goto('/shop/');
  await expect(page.getByRole('navigation', { name: /pag/i }).getByText('…').first()).toBeAttached();
});
