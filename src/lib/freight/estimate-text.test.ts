import { describe, expect, it } from 'vitest';
import type { ApiDeliveryOption, ApiQuote } from '../api/schemas/freight.ts';
import { businessDays, estimateText, isPostcode } from './estimate-text.ts';

function option(over: Partial<ApiDeliveryOption> = {}): ApiDeliveryOption {
  return {
    id: 'parcel',
    name: 'Australia Post Parcel Post',
    price_ex_cents: 2268,
    price_inc_cents: 2495,
    eta_days: [4, 6],
    note: null,
    free_from_cents: 40000,
    shipments: [],
    ...over,
  };
}

function quoteOf(options: ApiDeliveryOption[], restrictions: ApiQuote['restrictions'] = []): ApiQuote {
  return {
    destination: { post_code: '6725', state: 'WA', zone: 'wa-remote', zone_name: 'Remote WA', po_box: false },
    options,
    default_option: options[0]?.id ?? null,
    restrictions,
  };
}

describe('the delivery estimate line', () => {
  it('says the option the checkout starts on, with its price including GST and a range of business days', () => {
    const dearer = option({ id: 'express', price_ex_cents: 4086, price_inc_cents: 4495, eta_days: [1, 2] });
    expect(estimateText(quoteOf([option(), dearer]))).toEqual({
      line: 'To 6725: $24.95 inc GST, 4–6 business days',
      note: null,
      priceExCents: 2268,
      freeFromCents: 40000,
    });
    // The shop's standard service is the default even where another is cheaper.
    const standard = { ...quoteOf([option(), dearer]), default_option: 'express' };
    expect(estimateText(standard)).toMatchObject({
      line: 'To 6725: $44.95 inc GST, 1–2 business days',
      priceExCents: 4086,
    });
  });

  it('uses an en dash between the days, and one figure when soonest and latest are the same', () => {
    expect(businessDays([4, 6])).toBe('4–6 business days');
    expect(businessDays([2, 2])).toBe('2 business days');
    expect(businessDays([1, 1])).toBe('1 business day');
    expect(businessDays([1, 2])).toBe('1–2 business days');
    expect(estimateText(quoteOf([option({ eta_days: [2, 2] })])).line).toBe(
      'To 6725: $24.95 inc GST, 2 business days',
    );
  });

  it('says Free when the option costs nothing', () => {
    const free = option({ price_ex_cents: 0, price_inc_cents: 0, eta_days: [3, 5] });
    expect(estimateText(quoteOf([free])).line).toBe('To 6725: Free, 3–5 business days');
  });

  it('formats thousands and cents exactly', () => {
    expect(estimateText(quoteOf([option({ price_inc_cents: 123_405 })])).line).toBe(
      'To 6725: $1,234.05 inc GST, 4–6 business days',
    );
  });

  it('names the restricted lines after what limits them', () => {
    const battery = { product_id: 7, title: 'Century car battery', text: 'road only' };
    expect(estimateText(quoteOf([option()], [battery])).line).toBe(
      'To 6725: $24.95 inc GST, 4–6 business days, road only (Century car battery)',
    );
    const aerosol = { product_id: 8, title: 'Brake cleaner 400 g', text: 'road only' };
    const exhaust = { product_id: 9, title: 'Exhaust system', text: 'road freight only' };
    expect(estimateText(quoteOf([option()], [battery, exhaust, aerosol])).line).toBe(
      'To 6725: $24.95 inc GST, 4–6 business days, road only (Century car battery and Brake cleaner 400 g), road freight only (Exhaust system)',
    );
  });

  it('keeps the free-delivery note apart from the line', () => {
    const note = 'Free delivery does not cover Century car battery: $31.85 StarTrack Road Express.';
    const battery = { product_id: 7, title: 'Century car battery', text: 'road only' };
    expect(
      estimateText(
        quoteOf(
          [
            option({
              price_ex_cents: 2895,
              price_inc_cents: 3185,
              eta_days: [2, 4],
              note,
              free_from_cents: null,
            }),
          ],
          [battery],
        ),
      ),
    ).toEqual({
      line: 'To 6725: $31.85 inc GST, 2–4 business days, road only (Century car battery)',
      note,
      priceExCents: 2895,
      freeFromCents: null,
    });
  });

  it('says nothing is sent when no line is (virtual products only)', () => {
    expect(estimateText(quoteOf([]))).toEqual({
      line: 'To 6725: nothing here is sent',
      note: null,
      priceExCents: null,
      freeFromCents: null,
    });
  });
});

describe('a postcode', () => {
  it('is four digits', () => {
    expect(isPostcode('6725')).toBe(true);
    expect(isPostcode('0500')).toBe(true);
    expect(isPostcode('672')).toBe(false);
    expect(isPostcode('67255')).toBe(false);
    expect(isPostcode(' 6725')).toBe(false);
    expect(isPostcode('WA67')).toBe(false);
  });
});
