/**
 * A carrier adapter over the Shipping and Tracking API (shipping-api.ts): the part Australia Post and
 * StarTrack share. Each names its product ids, the label group a service prints under and which
 * number tracks a booked shipment.
 */
import type { CreatedShipment, createShippingApi } from './shipping-api.ts';
import { type CarrierAdapter, CarrierError } from './types.ts';

export interface ApiCarrier {
  id: 'auspost' | 'startrack';
  /** 'Australia Post', as refusals name it. */
  name: string;
  api: ReturnType<typeof createShippingApi>;
  /** Our service ids to the carrier's product ids. */
  products: Readonly<Record<string, string>>;
  labelGroup: (serviceId: string) => string;
  trackingNumber: (shipment: CreatedShipment) => string;
}

export function apiCarrier(carrier: ApiCarrier): CarrierAdapter {
  const { api, products } = carrier;
  const product = (serviceId: string) => {
    const id = products[serviceId];
    if (!id) throw new CarrierError(`${carrier.name} does not carry the service '${serviceId}'`, false);
    return id;
  };
  return {
    id: carrier.id,
    async rate(request, signal) {
      const priceExCents = await api.price(
        {
          fromPostcode: request.origin.postcode,
          toPostcode: request.destination.postcode,
          parcels: request.parcels,
          productId: product(request.serviceId),
          dangerousGoods: request.dangerousGoods,
        },
        signal,
      );
      return { priceExCents, transitDays: null };
    },
    async book(request, signal) {
      const shipment = await api.createShipment(request, product(request.serviceId), signal);
      const label = await api.label(shipment.shipmentId, carrier.labelGroup(request.serviceId), signal);
      return { trackingNumber: carrier.trackingNumber(shipment), label };
    },
  };
}
