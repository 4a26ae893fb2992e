/**
 * Order reads: the member's history and details, and tracking by number. Money arrives as dollar
 * text (the product spec's ex-GST figures, and the GST-inclusive ones shown beside them) and leaves here as cents.
 */
import { shownSuburb } from '../checkout/checkout.ts';
import type { Order, OrderLine } from '../orders/orders.ts';
import { parseMoney } from '../pricing/money.ts';
import { type ApiClient, ApiError } from './client.ts';
import type { ApiOrder } from './schemas/orders.ts';

export type { ApiOrder };

const cents = (text: string | undefined) => parseMoney(text) ?? 0;

/** The delivery address as its parts joined, without the product spec's placeholder suburb (addresses stored before the API left it out). */
function addressText(address: string): string {
  return address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => shownSuburb(part))
    .join(', ');
}

/** A tracking link only when it is a web address: it becomes a link the customer follows. */
function safeUrl(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** A line's review and whether it may be reviewed now: sent only to the order's owner. */
function reviewOf(line: ApiOrder['order_meta'][number]): Pick<OrderLine, 'review' | 'canReview'> {
  return line.can_review === undefined
    ? {}
    : { review: line.review ? { status: line.review.status } : null, canReview: line.can_review };
}

/** Reshapes an order answer into the storefront's Order. */
export function toOrder(o: ApiOrder): Order {
  return {
    invoiceNumber: o.invoice_number,
    status: o.status,
    createdAt: o.created_at,
    paymentMethod: o.payment_method,
    paymentStatus: o.payment_status,
    totals: {
      subtotalExCents: cents(o.subTotal),
      subtotalIncCents: cents(o.subtotal_inc_gst),
      signupDiscountCents: cents(o.signup_discount),
      membershipDiscountCents: cents(o.membership_discount),
      newsletterDiscountCents: cents(o.newsletter_discount),
      deliveryExCents: cents(o.delivery_charges),
      deliveryIncCents: cents(o.delivery_inc_gst),
      gstCents: cents(o.totalGst),
      totalCents: cents(o.total_amount),
    },
    customer: o.email
      ? {
          name: `${o.f_name ?? ''} ${o.l_name ?? ''}`,
          email: o.email,
          phone: o.phone ?? '',
          address: addressText(o.address ?? ''),
        }
      : null,
    lines: o.order_meta.map((i) => ({
      id: i.id,
      title: i.product_title,
      quantity: i.quantity,
      unit: { incCents: cents(i.price_inc_gst), exCents: cents(i.price) },
      total: { incCents: cents(i.qp_subtotal_inc_gst), exCents: cents(i.qp_subtotal) },
      ...(i.vehicle?.label ? { vehicle: i.vehicle.label } : {}),
      ...reviewOf(i),
    })),
    timeline: (o.timeline ?? []).map((e) => ({
      at: e.at,
      kind: e.kind,
      status: e.status,
      label: e.label,
      carrierName: e.carrier_name,
      trackingNumber: e.tracking_number,
      trackingUrl: safeUrl(e.tracking_url),
    })),
    deliveryService: o.delivery_service && {
      name: o.delivery_service.name,
      etaDays: o.delivery_service.eta_days,
    },
    tracking: o.tracking
      ? {
          carrier: o.tracking.carrier,
          carrierName: o.tracking.carrier_name,
          number: o.tracking.number,
          url: safeUrl(o.tracking.url),
        }
      : null,
    refundedCents: cents(o.refunded_amount),
  };
}

/** GET /user-order: the signed-in member's orders, newest first. */
export async function orderHistory(api: ApiClient, userId: number | undefined): Promise<Order[]> {
  const { data } = await api.get<{ data: ApiOrder[] }>('/user-order', { column: 'user_id', value: userId });
  return data.map(toOrder);
}

/** GET /orders-detail (member) or POST /guest/track-order (anyone): null when there is no such order. */
export async function findOrder(
  api: ApiClient,
  invoice: string,
  as: 'member' | 'guest',
): Promise<Order | null> {
  try {
    const { data } =
      as === 'member'
        ? await api.get<{ data: ApiOrder }>('/orders-detail', { id: invoice })
        : await api.post<{ data: ApiOrder }>('/guest/track-order', { id: invoice });
    return toOrder(data);
  } catch (error) {
    // No such order, or a number that cannot be one (too long, malformed).
    if (error instanceof ApiError && [400, 404, 422].includes(error.status)) return null;
    throw error;
  }
}
