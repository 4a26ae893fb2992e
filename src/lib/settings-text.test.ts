import { describe, expect, it } from 'vitest';
import type { ApiGeneralSettings } from './api/types.ts';
import { fillSettings, plainDollars } from './settings-text.ts';

const settings: ApiGeneralSettings = {
  _gst_percentage: '10',
  _delivery_charges: '15.00',
  _free_delivery_threshold: '400.00',
  _return_days: '30',
  _warranty_years: '2',
  _member_discount_percentage: '10',
  _newsletter_discount_percentage: '10',
};

describe('settings in editor texts', () => {
  it('fills every placeholder from the settings', () => {
    expect(
      fillSettings(
        'Free over ${{free_delivery_threshold}}, else ${{delivery_charge}}; {{return_days}} days at {{store_name}}',
        settings,
        'Shop',
      ),
    ).toBe('Free over $400, else $15; 30 days at Shop');
  });

  it('leaves unknown placeholders alone and shows cents only when there are some', () => {
    expect(fillSettings('{{nope}}', settings, 'S')).toBe('{{nope}}');
    expect(plainDollars('15.50')).toBe('15.50');
  });
});
