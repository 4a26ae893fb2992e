/** A seeded product's price, from its database row through the API and the loader to the rendered card. */
import { asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loaderContext } from '../../tests/helpers/loader-context.ts';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
import { productDiscounts, products } from '../api/db/schema.ts';
import { createApiClient } from '../lib/api/client.ts';
import { productSchema } from '../lib/catalogue/product-schema.ts';
import { formatMoney } from '../lib/pricing/money.ts';
import { applyDiscount, discountOf, incGst } from '../lib/pricing/pricing.ts';
import { productCardHtml } from '../lib/render/product-card.ts';
import { productsLoader } from './products.ts';

const t = setupTestApp();

async function loadAll() {
  const api = createApiClient({
    baseUrl: 'http://shop.test/api',
    fetch: (input, init) => Promise.resolve(t.app.request(String(input), init)),
  });
  const ctx = loaderContext(productSchema);
  await productsLoader(api, 'test').load(ctx.context);
  return (id: number) => productSchema.parse(ctx.entries.get(String(id))?.data);
}

describe('a product price from the database to the page', () => {
  it('stays integer cents: the entry holds the row price and the card shows it with GST and ex GST', async () => {
    const { db } = t.database;
    const discounted = await db
      .select({
        id: products.id,
        priceCents: products.priceCents,
        type: productDiscounts.discountType,
        value: productDiscounts.discountValue,
      })
      .from(products)
      .innerJoin(productDiscounts, eq(productDiscounts.productId, products.id))
      .orderBy(asc(products.id));
    const [plain] = await db
      .select({ id: products.id, priceCents: products.priceCents })
      .from(products)
      .leftJoin(productDiscounts, eq(productDiscounts.productId, products.id))
      .where(isNull(productDiscounts.productId))
      .limit(1);
    const percent = discounted.find((r) => r.type !== 1);
    const fixed = discounted.find((r) => r.type === 1);
    expect(percent && fixed && plain).toBeTruthy();
    const entry = await loadAll();

    for (const row of [percent!, fixed!]) {
      const product = entry(row.id);
      const final = applyDiscount(row.priceCents, discountOf(row.type, row.value));
      expect(product.priceCents).toBe(row.priceCents);
      expect(product.discount).toEqual(discountOf(row.type, row.value));
      expect(product.finalPriceCents).toBe(final);
      const card = productCardHtml(product, { assetBase: '/storage/', gstBp: 1000 });
      expect(card).toContain(
        `<span class="now"><span class="gst-price"><span class="inc">${formatMoney(incGst(final, 1000))}<`,
      );
      expect(card).toContain(`<span class="ex">${formatMoney(final)}<`);
      expect(card).toContain(
        `Was </span><span class="gst-price"><span class="inc">${formatMoney(incGst(row.priceCents, 1000))}<`,
      );
    }
    const product = entry(plain!.id);
    expect(product).toMatchObject({
      priceCents: plain!.priceCents,
      discount: null,
      finalPriceCents: plain!.priceCents,
    });
    const card = productCardHtml(product, { assetBase: '/storage/', gstBp: 1000 });
    expect(card).toContain(`<span class="inc">${formatMoney(incGst(plain!.priceCents, 1000))}<`);
    expect(card).toContain(`<span class="ex">${formatMoney(plain!.priceCents)}<`);
    expect(card).not.toContain('<del>');
  });
});
