import { describe, expect, it } from 'vitest';
import { STORE_SETTINGS } from '../../../tests/helpers/settings.ts';
import { deliveryChargeDollars, fillSettings, plainDollars } from './settings-text.ts';

const settings = STORE_SETTINGS;

describe('settings in editor texts', () => {
  it('fills every placeholder from the settings', () => {
    expect(
      fillSettings(
        'Free over ${{free_delivery_threshold}}, else ${{delivery_charge}}; {{return_days}} days at {{store_name}}',
        settings,
        'Shop',
      ),
    ).toBe('Free over $400, else $16.50; 30 days at Shop');
    expect(fillSettings('{{gst_percentage}}% GST, members {{member_discount}}% off', settings, 'S')).toBe(
      '10% GST, members 12.5% off',
    );
  });

  it('quotes the delivery charge with GST included, as every price shoppers see', () => {
    expect(deliveryChargeDollars(settings)).toBe('16.50');
    expect(deliveryChargeDollars({ deliveryChargeCents: 1000, gstBp: 1000 })).toBe('11');
    expect(deliveryChargeDollars({ deliveryChargeCents: 1500, gstBp: 0 })).toBe('15');
  });

  it('leaves unknown placeholders alone and shows cents only when there are some', () => {
    expect(fillSettings('{{nope}}', settings, 'S')).toBe('{{nope}}');
    expect(plainDollars(1550)).toBe('15.50');
    expect(plainDollars(40000)).toBe('400');
    expect(plainDollars(5)).toBe('0.05');
    expect(plainDollars(0)).toBe('0');
  });
});
