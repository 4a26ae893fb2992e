/** Fills {{placeholders}} in editor texts from the general settings, so texts and checkout never disagree. */
import type { StoreSettings } from '../catalogue/settings.ts';
import { restockingFeeText } from '../checkout/delivery-promises.ts';
import { centsToDecimal, formatPercent } from './money.ts';
import { incGst, type PricingSettings } from './pricing.ts';

/** Dollars without a trailing .00, for texts that put the $ themselves: 40000 cents -> "400", 1550 -> "15.50". */
export function plainDollars(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : centsToDecimal(cents);
}

/**
 * The delivery charge as shoppers are told it, GST included like every price they see
 * (docs/design.md#money): "16.50" for $15 ex GST at 10%. The free-delivery threshold needs no such step: it is
 * compared with the GST-inclusive subtotal.
 */
export function deliveryChargeDollars(
  settings: Pick<PricingSettings, 'deliveryChargeCents' | 'gstBp'>,
): string {
  return plainDollars(incGst(settings.deliveryChargeCents, settings.gstBp));
}

/** Replaces {{free_delivery_threshold}}, {{delivery_charge}} (GST included), {{return_days}}, {{gst_percentage}}, {{warranty_years}}, {{restocking_fee}} (a sentence), {{store_name}}. */
export function fillSettings(text: string, settings: StoreSettings, storeName: string): string {
  const values: Record<string, string> = {
    free_delivery_threshold: plainDollars(settings.freeDeliveryThresholdCents),
    delivery_charge: deliveryChargeDollars(settings),
    return_days: String(settings.returnDays),
    gst_percentage: formatPercent(settings.gstBp),
    warranty_years: String(settings.warrantyYears),
    member_discount: formatPercent(settings.memberDiscountBp),
    newsletter_discount: formatPercent(settings.newsletterDiscountBp),
    restocking_fee: restockingFeeText(settings.restockingFeeBp),
    store_name: storeName,
  };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}
