/** Fills {{placeholders}} in editor texts from the general settings, so texts and checkout never disagree. */
import type { ApiGeneralSettings } from './api/types.ts';
import { parseMoney } from './money.ts';

/** Dollars without a trailing .00: 40000 cents -> "400", 1550 -> "15.50". */
export function plainDollars(text: string): string {
  const cents = parseMoney(text) ?? 0;
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** Replaces {{free_delivery_threshold}}, {{delivery_charge}}, {{return_days}}, {{gst_percentage}}, {{warranty_years}}, {{store_name}}. */
export function fillSettings(text: string, settings: ApiGeneralSettings, storeName: string): string {
  const values: Record<string, string> = {
    free_delivery_threshold: plainDollars(settings._free_delivery_threshold),
    delivery_charge: plainDollars(settings._delivery_charges),
    return_days: settings._return_days,
    gst_percentage: settings._gst_percentage,
    warranty_years: settings._warranty_years,
    member_discount: settings._member_discount_percentage,
    newsletter_discount: settings._newsletter_discount_percentage,
    store_name: storeName,
  };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}
