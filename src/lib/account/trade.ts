/**
 * Trade accounts: a member who gave a business name and a valid ABN has applied; the shop approves
 * the application. Shared by the API's answers, the stored session and the account pages.
 */

/** none: no application; pending: waiting for the shop; approved: a trade account. */
export const TRADE_STATUSES = ['none', 'pending', 'approved'] as const;

export type TradeStatus = (typeof TRADE_STATUSES)[number];

/** As the back office sees an application: also rejected, which the member is never told of. */
export const CUSTOMER_TRADE_STATUSES = [...TRADE_STATUSES, 'rejected'] as const;

/** What My Account says about an application (nothing when there is none). */
export const TRADE_STATUS_TEXT: Record<TradeStatus, string> = {
  none: '',
  pending: 'Trade account application received: we will check your ABN and email you.',
  approved: 'Trade account: prices are shown ex GST first and your tax invoices carry your ABN.',
};

/** A stored or answered status as one of the three; anything else is no application. */
export function toTradeStatus(value: unknown): TradeStatus {
  return (TRADE_STATUSES as readonly unknown[]).includes(value) ? (value as TradeStatus) : 'none';
}
