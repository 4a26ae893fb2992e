/**
 * A product's fitment as the back office edits it (GET/PUT /api/admin/products/{id}/fitment): the
 * request's schema and the answer's shape, shared by the API and the product editor so they cannot
 * drift. The whole set is saved at once from the version the editor loaded.
 */
import * as v from 'valibot';
import { MAX_INT4 } from '../forms/limits.ts';
import { POSITION_LABELS, POSITIONS, type Position, YEAR_MAX, YEAR_MIN } from './fitment.ts';

const POSITION_LIST = POSITIONS.filter(Boolean).join(', ');

const OptionalYear = (label: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(`${label} must be a number`),
        v.integer(`${label} must be a whole number`),
        v.minValue(YEAR_MIN, `${label} must be ${YEAR_MIN} or later`),
        v.maxValue(YEAR_MAX, `${label} must be ${YEAR_MAX} or earlier`),
      ),
    ),
    null,
  );

export const FitmentRowSchema = v.strictObject({
  vehicle_id: v.pipe(
    v.number('vehicle_id must be a number'),
    v.integer('vehicle_id must be a whole number'),
    v.minValue(1, 'vehicle_id must be at least 1'),
    v.maxValue(MAX_INT4, 'vehicle_id is too large'),
  ),
  position: v.optional(v.picklist(POSITIONS, `Position must be empty or one of ${POSITION_LIST}`), ''),
  qty: v.optional(
    v.pipe(
      v.number('Qty must be a number'),
      v.integer('Qty must be a whole number'),
      v.minValue(1, 'Qty must be at least 1'),
      v.maxValue(99, 'Qty must be at most 99'),
    ),
    1,
  ),
  note: v.optional(
    v.pipe(v.string('Note must be text'), v.trim(), v.maxLength(200, 'Note must be at most 200 characters')),
    '',
  ),
  year_from: OptionalYear('First year'),
  year_to: OptionalYear('Last year'),
});

export const FitmentSaveSchema = v.strictObject({
  version: v.pipe(
    v.number('Version must be a number'),
    v.integer('Version must be a whole number'),
    v.minValue(1, 'Version must be at least 1'),
    v.maxValue(MAX_INT4, 'Version is too large'),
  ),
  rows: v.pipe(
    v.array(FitmentRowSchema, 'rows must be a list'),
    v.maxLength(2000, 'A product fits at most 2,000 vehicles here; use the CSV import for more'),
  ),
});
export type FitmentSave = v.InferOutput<typeof FitmentSaveSchema>;

/** A product's fitment as the back office reads it, and one of its rows: the API's schema's types. */
export type { ProductFitment, ProductFitmentRow } from '../api/schemas/fitment.ts';

/** "Front left" or "Anywhere" for the whole vehicle. */
export const positionLabel = (p: Position): string => POSITION_LABELS[p] || 'Anywhere';

/** The messages a fitment save answers with, for the API and the editor alike. */
export const FITMENT_SAVE_MESSAGES = {
  duplicate: (label: string, position: Position) =>
    `${label} is listed twice at ${positionLabel(position).toLowerCase()}.`,
  unknownVehicle: (id: number) => `Vehicle ${id} is not in the vehicle list.`,
  yearsBackwards: (from: number, to: number) => `Last year ${to} is before first year ${from}.`,
  outsideVehicle: (label: string, from: number, to: number) =>
    `The ${label} was made from ${from} to ${to}; the years must be within them.`,
} as const;
