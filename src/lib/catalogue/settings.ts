/** The store's general settings, reshaped once from the API's text: money in cents, percents in basis points. */
import type { ApiGeneralSettings } from '../api/schemas/catalogue.ts';
import { parseMoney, percentToBp } from '../pricing/money.ts';
import type { PricingSettings } from '../pricing/pricing.ts';

export interface StoreSettings extends PricingSettings {
  returnDays: number;
  warrantyYears: number;
  memberDiscountBp: number;
  newsletterDiscountBp: number;
  /** The restocking fee a change-of-mind return may lose; 0 when the shop charges none. */
  restockingFeeBp: number;
  /** The shop takes PayPal, so Pay in 4 is offered (GET /payment-config); unset, nothing is said of it. */
  payLater?: boolean;
}

const whole = (text: string) => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : 0;
};

/** Turns the API's general settings into the storefront's StoreSettings. */
export function toStoreSettings(api: ApiGeneralSettings): StoreSettings {
  return {
    gstBp: percentToBp(api._gst_percentage) ?? 0,
    deliveryChargeCents: parseMoney(api._delivery_charges) ?? 0,
    freeDeliveryThresholdCents: parseMoney(api._free_delivery_threshold) ?? 0,
    returnDays: whole(api._return_days),
    warrantyYears: whole(api._warranty_years),
    memberDiscountBp: percentToBp(api._member_discount_percentage) ?? 0,
    newsletterDiscountBp: percentToBp(api._newsletter_discount_percentage) ?? 0,
    restockingFeeBp: percentToBp(api._restocking_fee_percentage) ?? 0,
  };
}

/** Only what the price chain needs (what the checkout island is given). */
export function pricingSettings(s: StoreSettings): PricingSettings {
  return {
    gstBp: s.gstBp,
    deliveryChargeCents: s.deliveryChargeCents,
    freeDeliveryThresholdCents: s.freeDeliveryThresholdCents,
  };
}
