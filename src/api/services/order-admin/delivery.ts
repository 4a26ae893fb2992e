/**
 * An order's delivery as the back office shows it (issue 49): the shipments of the delivery option it
 * was priced with (orders.delivery_plan), each with its service, the order's lines it carries, its
 * chargeable weight, price and business days, whether the shop can book it with a carrier here, and
 * its booking (order_shipments: tracking number and label; services/order-admin/shipments.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { OrderDelivery, ShipmentBooking } from '../../../lib/api/schemas/admin-orders.ts';
import { DEFAULT_FREIGHT } from '../../../lib/freight/config.ts';
import type { Shipment } from '../../../lib/freight/quote.ts';
import type { FreightService } from '../../../lib/freight/services.ts';
import { trackingUrl } from '../../../lib/orders/fulfilment.ts';
import { carrierName } from '../../../lib/orders/orders.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type orderItems, orderShipments, staff } from '../../db/schema/index.ts';
import type { Carriers } from '../freight/carriers/index.ts';
import type { CarrierAdapter } from '../freight/carriers/types.ts';
import { shopPricing } from '../freight/settings.ts';
import type { OrderRow } from './rules.ts';

/** A claim older than this was left by a booking that never finished; the carrier's call is abandoned well before. */
export const CLAIM_STALE_MS = 5 * 60_000;

export type BookingRow = typeof orderShipments.$inferSelect & { by: string | null };
type ItemRow = typeof orderItems.$inferSelect;

/** The service a plan's shipment names, from the shop's freight settings (else the embedded defaults). */
export function serviceOf(services: readonly FreightService[], id: string): FreightService | null {
  return services.find((s) => s.id === id) ?? DEFAULT_FREIGHT.services.find((s) => s.id === id) ?? null;
}

/** The adapter that books `service`'s shipments, or null: no live carrier, or no account for it. */
export function adapterOf(
  carriers: Carriers | undefined,
  service: FreightService | null,
): CarrierAdapter | null {
  return (service?.live && carriers?.[service.live]) || null;
}

export const stale = (b: Pick<BookingRow, 'state' | 'createdAt'>, now = Date.now()) =>
  b.state === 'booking' && now - b.createdAt.getTime() > CLAIM_STALE_MS;

export async function bookingsOf(db: DbOrTx, orderId: number): Promise<BookingRow[]> {
  const rows = await db
    .select({ booking: orderShipments, by: staff.name })
    .from(orderShipments)
    .leftJoin(staff, eq(staff.id, orderShipments.createdBy))
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipments.shipmentIndex));
  return rows.map(({ booking, by }) => ({ ...booking, by }));
}

export function bookingView(b: BookingRow, links: Record<string, string>): ShipmentBooking {
  return {
    state: b.state === 'booked' ? 'booked' : 'booking',
    carrier: b.carrier,
    carrier_name: carrierName(b.carrier),
    tracking_number: b.trackingNumber,
    tracking_url: b.trackingNumber ? trackingUrl(links[b.carrier], b.trackingNumber) : null,
    has_label: b.state === 'booked' && b.labelKey !== null,
    test_label: b.adapter === 'test',
    at: (b.bookedAt ?? b.createdAt).toISOString(),
    by: b.by,
  };
}

/** The order's lines a shipment carries: by product, as ordered, with their units. */
function shipmentItems(shipment: Shipment, items: readonly ItemRow[]) {
  return shipment.productIds.flatMap((productId) => {
    const lines = items.filter((i) => i.productId === productId);
    if (!lines.length) return [];
    return [
      {
        product_id: productId,
        title: lines[0]!.productTitle,
        sku: lines[0]!.sku,
        quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
      },
    ];
  });
}

/** The order's delivery as the back office shows it; null without a plan (collect, or before freight). */
export async function deliveryView(
  db: DbOrTx,
  o: OrderRow,
  items: readonly ItemRow[],
  links: Record<string, string>,
  carriers: Carriers | undefined,
): Promise<OrderDelivery | null> {
  const plan = o.deliveryPlan;
  if (!plan) return null;
  const [pricing, bookings] = await Promise.all([shopPricing(db), bookingsOf(db, o.id)]);
  return {
    option_id: plan.id,
    name: plan.name,
    price_ex_gst_cents: plan.priceExCents,
    eta_days: plan.etaDays,
    shipments: plan.shipments.map((s, index) => {
      const booking = bookings.find((b) => b.shipmentIndex === index && !stale(b));
      return {
        index,
        service_id: s.serviceId,
        service_name: s.serviceName,
        carrier: s.carrier,
        carrier_name: carrierName(s.carrier),
        items: shipmentItems(s, items),
        chargeable_grams: s.grams,
        price_ex_gst_cents: s.priceExCents,
        free: s.free,
        eta_days: s.etaDays,
        carrier_account: adapterOf(carriers, serviceOf(pricing.freight.services, s.serviceId)) !== null,
        booking: booking ? bookingView(booking, links) : null,
      };
    }),
  };
}
