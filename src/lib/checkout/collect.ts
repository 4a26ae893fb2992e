/**
 * Click & collect at checkout: the settings a collect order is priced with, the same rule as the
 * server's (services/orders.ts prices an order with a pickup store at a delivery charge of 0, and
 * refuses totals worked out otherwise), so the checkout's totals and the server's agree.
 */
import type { PricingSettings } from '../pricing/pricing.ts';

/** The settings an order is priced with: nothing charged for delivery when it is collected from a store. */
export function pricingFor<S extends PricingSettings>(settings: S, collect: boolean): S {
  return collect ? { ...settings, deliveryChargeCents: 0 } : settings;
}
