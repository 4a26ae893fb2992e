/**
 * The back office's view of the /api/admin answers, money in integer cents and
 * dates as ISO text. Written here rather than imported: browser code never imports the API.
 */

import type { StaffRole } from '../lib/account/staff-roles.ts';
import type { VehicleSnapshot } from '../lib/fitment/fitment.ts';

export interface Staff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  last_sign_in_at: string | null;
  created_at: string;
}

export interface Page<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
}

export interface Dashboard {
  today: { orders: number; revenue_inc_gst_cents: number; revenue_ex_gst_cents: number };
  awaiting_fulfilment: number;
  open_returns: number;
}

/** GET /hooks/rebuild/status as anyone reads it (no token), the parts shown. */
export interface BuildStatus {
  state: 'idle' | 'waiting' | 'building';
  last: {
    finished_at: string;
    duration_ms: number;
    result: 'success' | 'failure';
    /** Only from the staff API (GET /api/admin/publishing): the first line of why it failed. */
    message?: string;
  } | null;
}

export interface OrderRow {
  invoice_number: string;
  created_at: string;
  status: string;
  payment_status: string;
  payment_method: string;
  name: string;
  email: string;
  total_cents: number;
  refunded_cents: number;
  item_count: number;
}

export interface Address {
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  street_address: string;
  suburb: string | null;
  city: string;
  state: string;
  post_code: string;
}

export interface RefundLine {
  item_id: number;
  quantity: number;
}

export interface Refund {
  id: number;
  at: string;
  amount_cents: number;
  status: string;
  reason: string;
  lines: RefundLine[] | null;
  by: string | null;
}

export interface OrderItem {
  id: number;
  product_id: number | null;
  title: string;
  sku: string | null;
  quantity: number;
  unit_inc_gst_cents: number;
  total_inc_gst_cents: number;
  refunded_quantity: number;
  /** The vehicle the part was bought for (lib/fitment.ts's VehicleSnapshot), when the shopper chose one. */
  vehicle?: VehicleSnapshot;
  /** Whether the part fits that vehicle; missing without a vehicle. */
  fits_vehicle?: boolean;
}

export interface TimelineEvent {
  id: number;
  at: string;
  kind: string;
  status: string | null;
  message: string | null;
  carrier: string | null;
  tracking_number: string | null;
  amount_cents: number | null;
  public: boolean;
  by: string | null;
}

export interface OrderDetail {
  invoice_number: string;
  created_at: string;
  status: string;
  payment_status: string;
  payment_method: string;
  payment_ref: string | null;
  user_id: number | null;
  billing: Address;
  shipping: Address | null;
  comment: string | null;
  buyer_business_name: string | null;
  buyer_abn: string | null;
  totals: {
    subtotal_inc_gst_cents: number;
    signup_discount_cents: number;
    membership_discount_cents: number;
    newsletter_discount_cents: number;
    delivery_inc_gst_cents: number;
    gst_cents: number;
    total_cents: number;
    refunded_cents: number;
    refundable_cents: number;
  };
  items: OrderItem[];
  carrier: string | null;
  carrier_name: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  timeline: TimelineEvent[];
  refunds: Refund[];
  next_statuses: string[];
}

export interface ReturnRow {
  id: number;
  created_at: string;
  status: string;
  name: string;
  email: string;
  order_ref: string;
  reason: string;
  reason_label: string;
  subject: string;
  has_attachment: boolean;
}

export interface ReturnDetail extends ReturnRow {
  phone: string;
  message: string;
  decision_note: string | null;
  fee_allowed: boolean;
  /** The shop's restocking fee (basis points of the refund); 0 when it charges none. */
  restocking_fee_bp: number;
  attachment_url: string | null;
  order: {
    invoice_number: string;
    status: string;
    total_cents: number;
    refunded_cents: number;
    items: {
      id: number;
      title: string;
      sku: string | null;
      quantity: number;
      unit_inc_gst_cents: number;
      refunded_quantity: number;
    }[];
  } | null;
}

export interface CustomerRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  created_at: string;
  order_count: number;
  trade_status: string;
}

export interface CustomerDetail {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  created_at: string;
  email_verified: boolean;
  trade: { status: string; business_name: string | null; abn: string | null };
  plans: { id: number; title: string; held: boolean }[];
  addresses: Partial<Address>[];
  orders: OrderRow[];
}

export interface ContactMessage {
  id: number;
  created_at: string;
  name?: string;
  f_name?: string;
  l_name?: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  staff_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}
