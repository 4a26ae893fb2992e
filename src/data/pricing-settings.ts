/** The general settings the price chain needs, in cents and basis points, from the API's text. */
import type { ApiGeneralSettings } from '../lib/api/types.ts';
import { parseMoney, percentToBp } from '../lib/money.ts';
import type { PricingSettings } from '../lib/pricing.ts';

export function pricingSettings(s: ApiGeneralSettings): PricingSettings {
  return {
    gstBp: percentToBp(s._gst_percentage) ?? 0,
    deliveryChargeCents: parseMoney(s._delivery_charges) ?? 0,
    freeDeliveryThresholdCents: parseMoney(s._free_delivery_threshold) ?? 0,
  };
}
