import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiProductExport } from '../../lib/api/schemas/catalogue.ts';
import { unitPriceCents } from '../../lib/catalogue/product.ts';
import { applyDiscount } from '../../lib/pricing/pricing.ts';
import { products } from '../db/schema/index.ts';
import { productPrices } from './products.ts';

const t = setupTestApp();

describe('product prices for orders', () => {
  it('reads price cents and discounts from the rows, agreeing with what the API shows', async () => {
    const res = await t.app.request('/api/catalogue/products?limit=300');
    const shown = ((await res.json()) as ApiProductExport).data;
    const prices = await productPrices(
      t.database.db,
      shown.map((p) => p.id),
    );
    expect(prices.map((p) => p.id)).toEqual(shown.map((p) => p.id));
    expect(prices.some((p) => p.discount?.kind === 'fixed')).toBe(true);
    expect(prices.some((p) => p.discount?.kind === 'percent')).toBe(true);
    for (const [i, p] of prices.entries()) {
      expect(Number.isInteger(p.priceCents)).toBe(true);
      expect(applyDiscount(p.priceCents, p.discount), `product ${p.id}`).toBe(unitPriceCents(shown[i]!));
    }
  });

  it('leaves out unknown and inactive products', async () => {
    const [first, second] = await productPrices(t.database.db, [1, 2]);
    expect([first?.id, second?.id]).toEqual([1, 2]);
    await t.database.db.update(products).set({ active: false }).where(eq(products.id, 2));
    expect((await productPrices(t.database.db, [1, 2, 999_999])).map((p) => p.id)).toEqual([1]);
    expect(await productPrices(t.database.db, [])).toEqual([]);
  });
});
