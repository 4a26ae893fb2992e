import { describe, expect, it } from 'vitest';
import { API_SETTINGS, STORE_SETTINGS } from '../../../tests/helpers/settings.ts';
import { pricingSettings, toStoreSettings } from './settings.ts';

const api = API_SETTINGS;

describe('store settings', () => {
  it("reads the API's dollar and percent text once, into cents and basis points", () => {
    expect(toStoreSettings(api)).toEqual(STORE_SETTINGS);
  });

  it('reads text that is not a number as zero', () => {
    expect(toStoreSettings({ ...api, _delivery_charges: '', _return_days: 'soon' })).toMatchObject({
      deliveryChargeCents: 0,
      returnDays: 0,
    });
  });

  it('gives the checkout only what the price chain needs', () => {
    expect(pricingSettings(toStoreSettings(api))).toEqual({
      gstBp: 1000,
      deliveryChargeCents: 1500,
      freeDeliveryThresholdCents: 40000,
    });
  });
});
