import { describe, expect, it } from 'vitest';
import { pricingSettings, toStoreSettings } from './settings.ts';

const api = {
  _gst_percentage: '10',
  _delivery_charges: '15.00',
  _free_delivery_threshold: '400.00',
  _return_days: '30',
  _warranty_years: '2',
  _member_discount_percentage: '12.5',
  _newsletter_discount_percentage: '10',
};

describe('store settings', () => {
  it("reads the API's dollar and percent text once, into cents and basis points", () => {
    expect(toStoreSettings(api)).toEqual({
      gstBp: 1000,
      deliveryChargeCents: 1500,
      freeDeliveryThresholdCents: 40000,
      returnDays: 30,
      warrantyYears: 2,
      memberDiscountBp: 1250,
      newsletterDiscountBp: 1000,
    });
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
