/**
 * The stock forms without React: what their inputs hold (numbers as typed), the body each sends to
 * PUT /admin/products/{id}/stock and POST …/stock/adjustments, and the browser's check of the values,
 * which says in words what the API's rules (routes/admin-stock.ts) would refuse.
 */
import * as v from 'valibot';
import type { ProductStock } from '../../types.ts';

export const REASONS = [
  { value: 'received', label: 'Received', hint: 'Delivered by a supplier: adds to on hand.' },
  { value: 'damaged', label: 'Damaged', hint: 'Written off: takes from on hand.' },
  { value: 'count', label: 'Counted', hint: 'A stocktake: sets on hand to what is on the shelf.' },
  { value: 'transfer', label: 'Transfer', hint: 'Sent to another location.' },
] as const;
export type Reason = (typeof REASONS)[number]['value'];

export interface SettingsValues {
  track_stock: boolean;
  backorder_allowed: boolean;
  /** YYYY-MM-DD, or '' when unknown. */
  backorder_date: string;
  low_stock_threshold: string;
  /** One per location, in the levels' order (a 422's safety.N.safety_stock names its row). */
  safety: { location_id: number; safety_stock: string }[];
}

export interface AdjustValues {
  location_id: string;
  reason: Reason;
  quantity: string;
  on_hand: string;
  to_location_id: string;
  note: string;
}

export const settingsOf = (s: ProductStock): SettingsValues => ({
  track_stock: s.track_stock,
  backorder_allowed: s.backorder_allowed,
  backorder_date: s.backorder_date,
  low_stock_threshold: String(s.low_stock_threshold),
  safety: s.levels.map((l) => ({ location_id: l.location_id, safety_stock: String(l.safety_stock) })),
});

export const settingsBody = (values: SettingsValues) => ({
  track_stock: values.track_stock,
  backorder_allowed: values.backorder_allowed,
  backorder_date: values.backorder_date,
  low_stock_threshold: Number(values.low_stock_threshold),
  safety: values.safety.map((s) => ({ location_id: s.location_id, safety_stock: Number(s.safety_stock) })),
});

export const BLANK_ADJUSTMENT: AdjustValues = {
  location_id: '',
  reason: 'received',
  quantity: '',
  on_hand: '',
  to_location_id: '',
  note: '',
};

/** The adjustment's body: only the fields its reason takes. */
export function adjustmentBody(values: AdjustValues): Record<string, unknown> {
  const note = values.note.trim();
  return {
    location_id: Number(values.location_id),
    reason: values.reason,
    ...(values.reason === 'count'
      ? { on_hand: Number(values.on_hand) }
      : { quantity: Number(values.quantity) }),
    ...(values.reason === 'transfer' && { to_location_id: Number(values.to_location_id) }),
    ...(note && { note }),
  };
}

/** A whole number typed in a box, from `min` to `max`. */
const whole = (message: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\s*\d+\s*$/, message),
    v.check((s) => Number(s) >= min && Number(s) <= max, message),
  );

const NOT_A_DATE = 'Enter the date as a full date, or leave it empty.';

export const SettingsFormSchema = v.object({
  track_stock: v.boolean(),
  backorder_allowed: v.boolean(),
  backorder_date: v.union([v.literal(''), v.pipe(v.string(), v.isoDate(NOT_A_DATE))], NOT_A_DATE),
  low_stock_threshold: whole('Enter a whole number from 0 to 10,000.', 0, 10_000),
  safety: v.array(
    v.object({
      location_id: v.number(),
      safety_stock: whole('Enter a whole number, 0 or more.', 0, 1_000_000),
    }),
  ),
});

const MANY = 'Enter how many, a whole number from 1.';

export const AdjustFormSchema = v.pipe(
  v.object({
    location_id: v.pipe(v.string(), v.nonEmpty('Choose the location.')),
    reason: v.picklist(REASONS.map((r) => r.value)),
    quantity: v.string(),
    on_hand: v.string(),
    to_location_id: v.string(),
    note: v.pipe(v.string(), v.maxLength(500, 'The note must be at most 500 characters.')),
  }),
  v.forward(
    v.check((a) => a.reason === 'count' || v.is(whole(MANY, 1, 1_000_000), a.quantity), MANY),
    ['quantity'],
  ),
  v.forward(
    v.check(
      (a) => a.reason !== 'count' || v.is(whole('', 0, 1_000_000), a.on_hand),
      'Enter what is on the shelf, a whole number, 0 or more.',
    ),
    ['on_hand'],
  ),
  v.forward(
    v.check((a) => a.reason !== 'transfer' || a.to_location_id !== '', 'Choose where the stock went.'),
    ['to_location_id'],
  ),
  v.forward(
    v.check(
      (a) => a.reason !== 'transfer' || a.to_location_id !== a.location_id,
      'A transfer goes to another location.',
    ),
    ['to_location_id'],
  ),
);
