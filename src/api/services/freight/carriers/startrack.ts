/**
 * StarTrack as a carrier adapter: Road Express quoted and booked on the shop's StarTrack account
 * through the same Shipping and Tracking API as Australia Post (shipping-api.ts), with StarTrack's
 * product ids, its packaging type on every item and its own label group.
 */
import { apiCarrier } from './api-carrier.ts';
import { createShippingApi, type ShippingApiConfig } from './shipping-api.ts';
import type { CarrierAdapter } from './types.ts';

/** Our services' StarTrack product ids: EXP is Road Express (PRM, Premium, is the air service). */
export const STARTRACK_PRODUCTS: Readonly<Record<string, string>> = { startrack: 'EXP' };

export function startrackCarrier(
  config: Omit<ShippingApiConfig, 'name' | 'packagingType'> & { products?: Record<string, string> },
): CarrierAdapter {
  // StarTrack items need a packaging type; a carton is what a parts shop sends.
  const api = createShippingApi({ ...config, name: 'StarTrack', packagingType: 'CTN' });
  const products = { ...STARTRACK_PRODUCTS, ...config.products };
  return apiCarrier({
    id: 'startrack',
    name: 'StarTrack',
    api,
    products,
    labelGroup: () => 'StarTrack',
    // StarTrack tracks the consignment (all its items), whatever the number of parcels.
    trackingNumber: (s) => s.consignmentId || s.articleIds[0]!,
  });
}
