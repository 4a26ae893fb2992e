/**
 * The back office's view of the /api/admin answers, money in integer cents and dates as ISO text:
 * derived from the API's own schemas (src/lib/api/schemas/), the ones its OpenAPI document is made
 * from, so they cannot drift from what the server sends.
 */

export type { ContactMessage, CustomerDetail, CustomerRow } from '../lib/api/schemas/admin-customers.ts';
export type {
  Address,
  Dashboard,
  OrderDetail,
  OrderItem,
  OrderRow,
  TimelineEvent,
} from '../lib/api/schemas/admin-orders.ts';
export type { ReturnDetail, ReturnRow } from '../lib/api/schemas/admin-returns.ts';
export type { AuditRow, Staff } from '../lib/api/schemas/admin-staff.ts';
export type { Page } from '../lib/api/schemas/common.ts';
