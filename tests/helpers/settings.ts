/** The seed's shop settings, as the API sends them and as the site stores them (cents, basis points). */
import type { StoreSettings } from '../../src/lib/catalogue/settings.ts';

export const API_SETTINGS = {
  _gst_percentage: '10',
  _delivery_charges: '15.00',
  _free_delivery_threshold: '400.00',
  _return_days: '30',
  _warranty_years: '2',
  _member_discount_percentage: '12.5',
  _newsletter_discount_percentage: '10',
  _restocking_fee_percentage: '0',
};

export const STORE_SETTINGS: StoreSettings = {
  gstBp: 1000,
  deliveryChargeCents: 1500,
  freeDeliveryThresholdCents: 40000,
  returnDays: 30,
  warrantyYears: 2,
  memberDiscountBp: 1250,
  newsletterDiscountBp: 1000,
  restockingFeeBp: 0,
};
