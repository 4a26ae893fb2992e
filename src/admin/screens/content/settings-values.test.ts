import { describe, expect, it } from 'vitest';
import { changes, flatten, nest, toForm } from './settings-values.ts';

const saved = {
  gst_percentage: 10,
  delivery_charge_cents: 1495,
  free_delivery_threshold_cents: 40000,
  return_days: 30,
  warranty_years: 2,
  member_discount_percentage: 5,
  newsletter_discount_percentage: 10,
  seller_legal_name: 'Shop Pty Ltd',
  seller_abn: '51824753556',
  seller_address: '1 George St, Sydney NSW 2000',
  social_links: { facebook: 'https://facebook.com/shop', twitter: '' },
  tracking_links: { australia_post: 'https://auspost.com.au/track/{tracking}' },
  version: 4,
};

describe('settings form values', () => {
  it('shows cents as dollars and nested links by their own field', () => {
    const form = toForm(saved);
    expect(form.delivery_charge_cents).toBe('14.95');
    expect(form.free_delivery_threshold_cents).toBe('400.00');
    expect(form['social_links.facebook']).toBe('https://facebook.com/shop');
    expect(form['social_links.youtube']).toBe('');
    expect(form['tracking_links.australia_post']).toBe('https://auspost.com.au/track/{tracking}');
  });

  it('sends only what changed, in cents, nested links as objects, with the version loaded', () => {
    const before = toForm(saved);
    const form = {
      ...before,
      delivery_charge_cents: '9.9',
      return_days: '14',
      'social_links.youtube': ' https://youtube.com/@shop ',
    };
    expect(changes(form, before, 4)).toEqual({
      body: {
        delivery_charge_cents: 990,
        return_days: 14,
        social_links: { youtube: 'https://youtube.com/@shop' },
        version: 4,
      },
      errors: {},
    });
  });

  it('names each field whose text is not a value, and sends nothing for an unchanged form', () => {
    const before = toForm(saved);
    const { errors } = changes(
      { ...before, delivery_charge_cents: '12,50', warranty_years: '1.5', member_discount_percentage: '120' },
      before,
      4,
    );
    expect(errors).toEqual({
      delivery_charge_cents: 'Delivery charge must be an amount in dollars, like 12.50.',
      warranty_years: 'Warranty must be a whole number.',
      member_discount_percentage: 'Member discount must be a percentage between 0 and 100.',
    });
    expect(changes(before, before, 4).body).toEqual({ version: 4 });
  });
});

describe('settings form values as the form holds them', () => {
  it('nests the links by their group and flattens them back', () => {
    const form = toForm(saved);
    const values = nest(form);
    expect(values.social_links).toMatchObject({ facebook: 'https://facebook.com/shop', youtube: '' });
    expect(values.delivery_charge_cents).toBe('14.95');
    expect(flatten(values)).toEqual(form);
  });
});
