/** Fills {{placeholders}} in editor texts from the general settings, so texts and checkout never disagree. */
import type { StoreSettings } from './catalogue/settings.ts';
import { formatPercent } from './money.ts';

/** Dollars without a trailing .00, for texts that put the $ themselves: 40000 cents -> "400", 1550 -> "15.50". */
export function plainDollars(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** Replaces {{free_delivery_threshold}}, {{delivery_charge}}, {{return_days}}, {{gst_percentage}}, {{warranty_years}}, {{store_name}}. */
export function fillSettings(text: string, settings: StoreSettings, storeName: string): string {
  const values: Record<string, string> = {
    free_delivery_threshold: plainDollars(settings.freeDeliveryThresholdCents),
    delivery_charge: plainDollars(settings.deliveryChargeCents),
    return_days: String(settings.returnDays),
    gst_percentage: formatPercent(settings.gstBp),
    warranty_years: String(settings.warrantyYears),
    member_discount: formatPercent(settings.memberDiscountBp),
    newsletter_discount: formatPercent(settings.newsletterDiscountBp),
    store_name: storeName,
  };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}
