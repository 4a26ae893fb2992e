import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/client.ts';
import type { AdminProduct } from '../../../lib/catalogue/catalogue-input.ts';
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
  width_mm: 0,
  height_mm: 0,
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
        ['brand_id', 'category_id', 'permalink', 'price', 'sku', 'title'].sort(),
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
