/**
 * Order and return workflows (docs/design.md#back-office), shared by the API that enforces them, the back
 * office that offers them and the customer's order pages that show them.
 */

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'ready_to_collect',
  'collected',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The moves staff can make. 'refunded' is reached only by refunding the whole amount (services/refunds);
 * 'cancelled' is for orders whose money was never taken: a paid order is refunded instead.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  // A paid order can be shipped straight away, without being marked processing first.
  pending: ['processing', 'shipped', 'ready_to_collect', 'cancelled'],
  processing: ['shipped', 'ready_to_collect', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  // Click & collect (lib/stock): a delivery is shipped, a collect order is made ready and collected.
  ready_to_collect: ['collected', 'cancelled'],
  collected: [],
  cancelled: [],
  refunded: [],
};

export function canMoveOrder(from: string, to: string): boolean {
  return (ORDER_TRANSITIONS[from as OrderStatus] ?? []).includes(to as OrderStatus);
}

/** The carriers an order can be shipped with, and their names as shown. */
export const CARRIERS = {
  australia_post: 'Australia Post',
  startrack: 'StarTrack',
  couriers_please: 'Couriers Please',
  tnt: 'TNT',
  aramex: 'Aramex',
  other: 'Other',
} as const;
export type Carrier = keyof typeof CARRIERS;

/** The tracking-link templates a new shop starts with; `{tracking}` stands for the tracking number. */
export const DEFAULT_TRACKING_LINKS: Record<Carrier, string> = {
  australia_post: 'https://auspost.com.au/mypost/track/details/{tracking}',
  startrack: 'https://startrack.com.au/track/details/{tracking}',
  couriers_please: 'https://www.couriersplease.com.au/tools-track/no/{tracking}',
  tnt: 'https://www.tnt.com/express/en_au/site/shipping-tools/tracking.html?searchType=con&cons={tracking}',
  aramex: 'https://www.aramex.com.au/tools/track?l={tracking}',
  other: '',
};

/** The customer's tracking link, or null when the carrier has no template. */
export function trackingUrl(template: string | undefined, trackingNumber: string): string | null {
  if (!template || !trackingNumber) return null;
  return template.replaceAll('{tracking}', encodeURIComponent(trackingNumber));
}

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'replaced',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  rejected: [],
  received: ['refunded', 'replaced'],
  refunded: [],
  replaced: [],
};

export function canMoveReturn(from: string, to: string): boolean {
  return (RETURN_TRANSITIONS[from as ReturnStatus] ?? []).includes(to as ReturnStatus);
}

/**
 * Under the Australian Consumer Law a faulty, damaged or wrong item gets its remedy without a fee; only
 * a change-of-mind return may have a restocking fee taken from its refund.
 */
export function feeAllowed(reason: string): boolean {
  return reason === 'change_of_mind';
}
export const NO_FEE_MESSAGE = 'A faulty, damaged or wrong item is refunded without a fee.';
export const NO_RESTOCKING_FEE_MESSAGE =
  'This shop charges no restocking fee (Settings, Restocking fee), as its return policy says.';
/** The most a change-of-mind refund of `grossCents` may keep back at the shop's restocking-fee rate. */
export function maxRestockingFee(grossCents: number, feeBp: number): number {
  return Math.floor((grossCents * feeBp) / 10000);
}
