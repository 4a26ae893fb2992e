import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/client.ts';
import type { AdminProduct } from '../../../lib/catalogue/catalogue-input.ts';
import { freightSummary } from './freight-summary.ts';
import {
  BLANK_DRAFT,
  byField,
  changedFields,
  checkProduct,
  DISCOUNT_ABOVE_PRICE,
  draftOf,
  inputOf,
  permalinkOf,
  productResolver,
  withFormFields,
} from './product-form.ts';

const saved: AdminProduct = {
  id: 7,
  title: 'Brake pads',
  sku: 'BP-1',
  permalink: 'brake-pads',
  price_cents: 15499,
  discount: { type: 'percent', value: 1250 },
  short_description: '<p>Short</p>',
  long_description: '',
  brand_id: 2,
  category_id: 3,
  child_category_id: null,
  is_featured: false,
  weight_grams: 1200,
  length_mm: 300,
  width_mm: 200,
  height_mm: 100,
  freight_class: 'standard',
  dangerous_goods: null,
  is_virtual: false,
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  page_index: true,
  active: true,
  universal: false,
  stock_status: 'in_stock',
  images: [{ path: 'uploads/products/a.webp', alt: 'Pads' }],
  version: 4,
  url: '/product/brake-pads/',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};

describe('the product form', () => {
  it('shows a saved product in dollars and percent, and reads back the same values', () => {
    const draft = draftOf(saved);
    expect(draft.price).toBe('154.99');
    expect(draft.discount_value).toBe('12.5');
    expect(draft.child_category_id).toBe('');
    expect(changedFields(inputOf(draft), saved)).toEqual({});
  });

  it('sends an edit as the version and the changed fields only', () => {
    const draft = { ...draftOf(saved), price: '160', title: 'Brake pads, front', child_category_id: '9' };
    const checked = checkProduct(draft, saved);
    expect(checked).toEqual({
      ok: true,
      body: { version: 4, title: 'Brake pads, front', price_cents: 16000, child_category_id: 9 },
    });
  });

  it('sends the universal flag when it is ticked, and a new product is vehicle-specific by default', () => {
    expect(draftOf(saved).universal).toBe(false);
    expect(checkProduct({ ...draftOf(saved), universal: true }, saved)).toEqual({
      ok: true,
      body: { version: 4, universal: true },
    });
    expect(BLANK_DRAFT.universal).toBe(false);
  });

  it("says what the server's schema says, keyed by the input that holds the field", () => {
    const draft = { ...draftOf(saved), price: 'twelve', sku: 'has space', weight_grams: '1.5' };
    const checked = checkProduct(draft, saved);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      price: 'Price must be a number',
      sku: 'SKU must be 1 to 64 letters, digits, dots, dashes or underscores',
      weight_grams: 'Weight must be a whole number',
    });
  });

  it('refuses a negative price, a percent above 100 and a fixed discount above the price', () => {
    const negative = checkProduct({ ...draftOf(saved), price: '-1' }, saved);
    expect(negative.ok || negative.errors.price).toBe('Price cannot be negative');
    const percent = checkProduct({ ...draftOf(saved), discount_value: '120' }, saved);
    expect(percent.ok || percent.errors.discount_value).toBe('A percent discount must be at most 100%');
    const fixed = checkProduct({ ...draftOf(saved), discount_type: 'fixed', discount_value: '200' }, saved);
    expect(fixed.ok || fixed.errors.discount_value).toBe(DISCOUNT_ABOVE_PRICE);
  });

  it('needs the required fields of a new product and sends it whole', () => {
    const empty = checkProduct(BLANK_DRAFT, null);
    expect(empty.ok).toBe(false);
    if (!empty.ok)
      expect(Object.keys(empty.errors).sort()).toEqual(
        [
          'brand_id',
          'category_id',
          'permalink',
          'price',
          'sku',
          'title',
          'weight_grams',
          'length_mm',
          'width_mm',
          'height_mm',
        ].sort(),
      );
    const full = checkProduct(
      {
        ...BLANK_DRAFT,
        title: 'Oil',
        sku: 'OIL-1',
        permalink: 'oil',
        price: '9.5',
        brand_id: '1',
        category_id: '2',
        weight_grams: '4600',
        length_mm: '290',
        width_mm: '180',
        height_mm: '130',
      },
      null,
    );
    expect(full.ok).toBe(true);
    if (full.ok)
      expect(full.body).toMatchObject({ price_cents: 950, discount: null, images: [], active: true });
  });

  it("puts the server's error paths on the form's inputs", () => {
    expect(
      byField({
        'images.1.path': 'Image uploads/x.webp was not uploaded.',
        price_cents: 'Bad',
        'discount.value': 'No',
        'images.0.alt': 'Alt text must be at most 300 characters',
      }),
    ).toEqual({
      images: 'Image uploads/x.webp was not uploaded.',
      price: 'Bad',
      discount_value: 'No',
      'images.0.alt': 'Alt text must be at most 300 characters',
    });
  });

  it("turns an API error's field errors into the form's inputs, and leaves other errors as they are", () => {
    const error = new ApiError(422, 'SKU taken', {
      message: 'SKU taken',
      errors: { sku: 'Used', price_cents: 'Bad' },
    });
    const mapped = withFormFields(error) as ApiError;
    expect(mapped).toBeInstanceOf(ApiError);
    expect(mapped.status).toBe(422);
    expect((mapped.body as { errors: unknown }).errors).toEqual({ sku: 'Used', price: 'Bad' });
    const other = new ApiError(500, 'Down', null);
    expect(withFormFields(other)).toBe(other);
  });

  it('checks the draft as a react-hook-form resolver, errors by input, nothing to check when unchanged', async () => {
    const resolver = productResolver(() => saved);
    const options = { fields: {}, shouldUseNativeValidation: false } as never;
    const clean = await resolver(draftOf(saved), undefined, options);
    expect(clean.errors).toEqual({});
    const bad = await resolver({ ...draftOf(saved), price: '-1', sku: '' }, undefined, options);
    expect(bad.errors.price?.message).toBe('Price cannot be negative');
    expect(bad.errors.sku?.message).toMatch(/^SKU must be/);
  });

  it('makes a permalink the schema accepts from any title', () => {
    expect(permalinkOf('  Brake Pads — Front (2×) Ölfilter ')).toBe('brake-pads-front-2-olfilter');
    expect(permalinkOf('---')).toBe('');
    expect(permalinkOf(`${'a'.repeat(199)}-b`)).toMatch(/^a+$/);
  });
});

describe('the product form’s freight data', () => {
  const battery: AdminProduct = {
    ...saved,
    weight_grams: 18_900,
    length_mm: 250,
    width_mm: 140,
    height_mm: 230,
    dangerous_goods: { un: 'UN2794', dg_class: '8', packing_group: 'III', limited_quantity: false },
  };

  it('shows the dangerous goods behind their tick, and reads back the same values', () => {
    const draft = draftOf(battery);
    expect(draft).toMatchObject({
      dg: true,
      dg_un: 'UN2794',
      dg_class: '8',
      dg_packing_group: 'III',
      dg_limited_quantity: false,
      freight_class: 'standard',
    });
    expect(changedFields(inputOf(draft), battery)).toEqual({});
    expect(draftOf(saved)).toMatchObject({ dg: false, dg_un: '', dg_class: '' });
  });

  it('sends a UN number as stored however it is typed, and the whole set when one part changes', () => {
    expect(checkProduct({ ...draftOf(battery), dg_un: 'un 2794' }, battery)).toEqual({
      ok: true,
      body: { version: 4 },
    });
    expect(checkProduct({ ...draftOf(battery), dg_limited_quantity: true }, battery)).toEqual({
      ok: true,
      body: {
        version: 4,
        dangerous_goods: { un: 'UN2794', dg_class: '8', packing_group: 'III', limited_quantity: true },
      },
    });
    // Unticked: no dangerous goods, whatever the hidden fields still hold.
    expect(checkProduct({ ...draftOf(battery), dg: false, freight_class: 'bulky' }, battery)).toEqual({
      ok: true,
      body: { version: 4, freight_class: 'bulky', dangerous_goods: null },
    });
    const aerosol = {
      ...draftOf(saved),
      dg: true,
      dg_un: '1950',
      dg_class: '2.1',
      dg_limited_quantity: true,
    };
    expect(checkProduct(aerosol, saved)).toEqual({
      ok: true,
      body: {
        version: 4,
        dangerous_goods: { un: 'UN1950', dg_class: '2.1', packing_group: '', limited_quantity: true },
      },
    });
  });

  it('refuses a bad UN number, no class and a packing group the class does not take, beside each field', () => {
    const bad = checkProduct(
      { ...draftOf(saved), dg: true, dg_un: 'UN27', dg_class: '', dg_packing_group: 'II' },
      saved,
    );
    expect(bad.ok || bad.errors).toEqual({
      dg_un: 'UN number must be UN and four digits, like UN2794',
      dg_class: 'Dangerous goods class must be one of 2.1, 2.2, 3, 4.1, 5.1, 6.1, 8 or 9',
    });
    const gas = checkProduct(
      { ...draftOf(saved), dg: true, dg_un: 'UN1950', dg_class: '2.1', dg_packing_group: 'II' },
      saved,
    );
    expect(gas.ok || gas.errors).toEqual({ dg_packing_group: 'Class 2.1 gases have no packing group' });
    const corrosive = checkProduct(
      { ...draftOf(saved), dg: true, dg_un: 'UN2794', dg_class: '8', dg_packing_group: '' },
      saved,
    );
    expect(corrosive.ok || corrosive.errors).toEqual({
      dg_packing_group: 'Class 8 needs a packing group (I, II or III)',
    });
  });

  it('needs weight and size above 0 for a shipped product on sale, and loads one from before the rule', () => {
    const old: AdminProduct = { ...saved, weight_grams: 0, length_mm: 0, width_mm: 0, height_mm: 0 };
    const draft = draftOf(old);
    expect(draft.weight_grams).toBe('0');
    expect(changedFields(inputOf(draft), old)).toEqual({});
    const edited = checkProduct({ ...draft, title: 'Renamed' }, old);
    expect(edited.ok || edited.errors).toEqual({
      weight_grams: 'Weight is required for a product that is shipped',
      length_mm: 'Length is required for a product that is shipped',
      width_mm: 'Width is required for a product that is shipped',
      height_mm: 'Height is required for a product that is shipped',
    });
    // Not shipped, or not on sale: no size needed (so an old product can still be deactivated).
    expect(checkProduct({ ...draft, is_virtual: true }, old).ok).toBe(true);
    expect(checkProduct({ ...draft, active: false }, old).ok).toBe(true);
    // A size that is not a number says so, not that it is required.
    const typed = checkProduct({ ...draftOf(saved), length_mm: 'long' }, saved);
    expect(typed.ok || typed.errors).toEqual({ length_mm: 'Length must be a number' });
  });

  it("puts the server's dangerous-goods error paths on the form's inputs", () => {
    expect(
      byField({
        'dangerous_goods.un': 'Bad UN',
        'dangerous_goods.packing_group': 'Bad group',
        dangerous_goods: 'Bad',
      }),
    ).toEqual({ dg_un: 'Bad UN', dg_packing_group: 'Bad group', dg: 'Bad' });
  });

  it('says the cubic weight at 250 kg/m³ and the class the weight and size demand', () => {
    const size = { weight_grams: '2000', length_mm: '400', width_mm: '300', height_mm: '200' };
    expect(freightSummary({ ...size, freight_class: 'standard' })).toBe(
      'Cubic weight 6.0 kg · fits a standard parcel',
    );
    expect(freightSummary({ ...size, length_mm: '1200', freight_class: 'standard' })).toBe(
      'Cubic weight 18.0 kg · size makes it Bulky; it goes as Bulky whatever the class says',
    );
    expect(freightSummary({ ...size, length_mm: '1200', freight_class: 'bulky' })).toBe(
      'Cubic weight 18.0 kg · size makes it Bulky',
    );
    expect(freightSummary({ ...size, weight_grams: '45000', freight_class: 'oversize' })).toBe(
      'Cubic weight 6.0 kg · weight makes it Oversize',
    );
    expect(freightSummary({ ...size, height_mm: '', freight_class: 'standard' })).toBe(
      'The cubic weight shows once length, width and height are in.',
    );
  });
});
