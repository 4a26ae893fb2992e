import { describe, expect, it } from 'vitest';
import { loaderContext } from '../../tests/helpers/loader-context.ts';
import { apiProduct, fakeApi, t } from '../../tests/helpers/product-export.ts';
import type { ApiProduct } from '../lib/api/schemas/catalogue.ts';
import { productSchema } from '../lib/catalogue/product-schema.ts';
import { productsLoader } from './products.ts';

type Context = ReturnType<typeof loaderContext>;

async function run(ctx: Context, products: ApiProduct[], decoder = 'source-a') {
  const { api, exports } = fakeApi(products);
  await productsLoader(api, decoder).load(ctx.context);
  return exports;
}

const stamped = (ids: number[]) => ids.map((id) => apiProduct(id, t(id)));

describe('products loader', () => {
  it('fetches everything on a cold build in bulk', async () => {
    const ctx = loaderContext(productSchema);
    const exports = await run(ctx, stamped([1, 2, 3]));
    expect([...ctx.entries.keys()].sort()).toEqual(['1', '2', '3']);
    expect(exports).toHaveLength(1);
    expect(exports[0]?.get('updated_since')).toBeNull();
  });

  it('stores each product decoded: prices in integer cents and the discount as a domain value', async () => {
    const ctx = loaderContext(productSchema);
    await run(ctx, [
      apiProduct(1, t(1), {
        discount_data: { discount_type: 2, discount_value: '10', discounted_price: '116.96' },
      }),
      apiProduct(2, t(2), {
        discount_data: { discount_type: 1, discount_value: '5.00', discounted_price: '124.95' },
      }),
      apiProduct(3, t(3), { universal: true }),
    ]);
    expect(ctx.entries.get('1')?.data).toMatchObject({
      universal: false,
      priceCents: 12995,
      discount: { kind: 'percent', bp: 1000 },
      finalPriceCents: 11696,
      weightKg: 1.2,
      brand: { id: 2, title: 'Bendix', permalink: 'bendix', logoImage: 'uploads/b.webp' },
    });
    expect(ctx.entries.get('2')?.data).toMatchObject({
      discount: { kind: 'fixed', cents: 500 },
      finalPriceCents: 12495,
    });
    expect(ctx.entries.get('3')?.data).toMatchObject({
      universal: true,
      priceCents: 12995,
      discount: null,
      finalPriceCents: 12995,
    });
    // Only domain fields are kept: the API's option/value lists and dollar text are gone.
    expect(ctx.entries.get('3')?.data).not.toHaveProperty('product_meta');
  });

  it('stores the description as the page shows it: sanitised, in ASCII, the raw text kept', async () => {
    const ctx = loaderContext(productSchema);
    const raw = '<p onclick="steal()">Fits the driver’s side</p><script>steal()</script>';
    await run(ctx, [apiProduct(1, t(1), { long_description: raw })]);
    expect(ctx.entries.get('1')?.data).toMatchObject({
      longDescription: raw,
      descriptionHtml: '<div><p>Fits the driver&#8217;s side</p></div>',
    });
  });

  it("stores the stock status and the alt text of the product's own images", async () => {
    const ctx = loaderContext(productSchema);
    await run(ctx, [
      apiProduct(1, t(1), {
        stock_status: 'out_of_stock',
        gallery_media: 'uploads/p1-b.webp',
        image_alts: { 'uploads/p1.webp': ' Front pads in the box ', 'uploads/gone.webp': 'Old picture' },
      }),
      apiProduct(2, t(2), { stock_status: 'backorder' }),
      // An older API host sends neither field.
      { ...apiProduct(3, t(3)), stock_status: undefined, image_alts: undefined } as unknown as ApiProduct,
      // Worked out from counted stock (services/stock/status.ts).
      apiProduct(4, t(4), { stock_status: 'low_stock' }),
    ]);
    expect(ctx.entries.get('1')?.data).toMatchObject({
      stockStatus: 'out_of_stock',
      gallery: ['uploads/p1.webp', 'uploads/p1-b.webp'],
      imageAlts: { 'uploads/p1.webp': 'Front pads in the box' },
    });
    expect(ctx.entries.get('2')?.data).toMatchObject({ stockStatus: 'backorder', imageAlts: {} });
    expect(ctx.entries.get('3')?.data).toMatchObject({ stockStatus: 'in_stock', imageAlts: {} });
    expect(ctx.entries.get('4')?.data).toMatchObject({ stockStatus: 'low_stock' });
  });

  it('fails the build on a product the schema refuses', async () => {
    const ctx = loaderContext(productSchema);
    await expect(run(ctx, [apiProduct(1.5, t(1))])).rejects.toThrow();
    expect(ctx.entries.size).toBe(0);
  });

  it('on a warm build fetches only products changed since the oldest stale one, and drops deleted ones', async () => {
    const ctx = loaderContext(productSchema);
    const initial = Array.from({ length: 10 }, (_, i) => apiProduct(i + 1, t(i)));
    await run(ctx, initial);
    const edited = initial
      .filter((p) => p.id !== 4)
      .map((p) => (p.id === 7 ? { ...p, updated_at: t(99), title: 'Edited' } : p));
    const exports = await run(ctx, edited);
    expect(exports).toHaveLength(1);
    expect(exports[0]?.get('updated_since')).toBe(t(99));
    expect(ctx.entries.has('4')).toBe(false);
    expect(ctx.entries.get('7')).toMatchObject({ digest: t(99), data: { title: 'Edited' } });
  });

  it('makes no export request when nothing changed', async () => {
    const ctx = loaderContext(productSchema);
    const products = stamped([1, 2]);
    await run(ctx, products);
    expect(await run(ctx, products)).toHaveLength(0);
  });

  it('fetches everything again when the entries were decoded by other code', async () => {
    const ctx = loaderContext(productSchema);
    const products = stamped([1, 2]);
    await run(ctx, products, 'source-a');
    const exports = await run(ctx, products, 'source-b');
    expect(exports).toHaveLength(1);
    expect(exports[0]?.get('updated_since')).toBeNull();
    expect([...ctx.entries.keys()].sort()).toEqual(['1', '2']);
  });
});
