/**
 * What staff send to move an order along and to note on it, checked the same way by the API
 * (routes/admin-orders.ts, admin-order-bulk.ts) and by the back office's forms (their resolver).
 */
import * as v from 'valibot';
import { CARRIERS } from './fulfilment.ts';

const CARRIER_KEYS = Object.keys(CARRIERS) as (keyof typeof CARRIERS)[];

export const SHIP_CARRIER = 'Choose the carrier the order ships with.';
export const SHIP_TRACKING = 'Enter the tracking number.';
/** A carrier's tracking number as staff type it. */
export const TrackingNumberSchema = v.pipe(
  v.string(SHIP_TRACKING),
  v.trim(),
  v.minLength(1, SHIP_TRACKING),
  v.maxLength(40, 'The tracking number must be at most 40 characters'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'The tracking number can have only letters, digits, spaces and -'),
);
export const CarrierSchema = v.picklist(CARRIER_KEYS, `carrier must be one of ${CARRIER_KEYS.join(', ')}`);

/** The ship form: one order's carrier and tracking number. */
export const ShipSchema = v.strictObject({ carrier: CarrierSchema, tracking_number: TrackingNumberSchema });

export const NoteSchema = v.strictObject(
  {
    note: v.pipe(
      v.string('Write the note'),
      v.trim(),
      v.minLength(1, 'Write the note'),
      v.maxLength(2000, 'The note must be at most 2000 characters'),
    ),
  },
  'Only note can be sent',
);
