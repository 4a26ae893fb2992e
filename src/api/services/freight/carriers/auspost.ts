/**
 * Australia Post (eParcel contract) as a carrier adapter: Parcel Post and Express Post quoted and
 * booked through the Shipping and Tracking API (shipping-api.ts) on the shop's charge account.
 */
import { apiCarrier } from './api-carrier.ts';
import { createShippingApi, type ShippingApiConfig } from './shipping-api.ts';
import type { CarrierAdapter } from './types.ts';

/**
 * Our services' Australia Post product ids: the current contract products (T28 Parcel Post, E34
 * Express Post). Older eParcel contracts have others (7E55/3D55, 7J55/3J55): `products` overrides.
 */
export const AUSPOST_PRODUCTS: Readonly<Record<string, string>> = { parcel: 'T28', express: 'E34' };

/** The label group each product prints under. */
const GROUPS: Record<string, string> = { parcel: 'Parcel Post', express: 'Express Post' };

export function auspostCarrier(
  config: Omit<ShippingApiConfig, 'name' | 'packagingType'> & { products?: Record<string, string> },
): CarrierAdapter {
  const api = createShippingApi({ ...config, name: 'Australia Post' });
  const products = { ...AUSPOST_PRODUCTS, ...config.products };
  return apiCarrier({
    id: 'auspost',
    name: 'Australia Post',
    api,
    products,
    labelGroup: (serviceId) => GROUPS[serviceId] ?? 'Parcel Post',
    // One parcel is tracked by its article id; several by the consignment that holds them all.
    trackingNumber: (s) =>
      s.articleIds.length === 1 || !s.consignmentId ? s.articleIds[0]! : s.consignmentId,
  });
}
