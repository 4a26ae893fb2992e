/** Response schemas of the vehicle fitment calls, for the OpenAPI document. */
import * as v from 'valibot';
import { FUELS, POSITIONS } from '../../../lib/fitment.ts';
import { Id } from './catalogue.ts';

const Year = v.pipe(v.number(), v.integer());

export const VehicleSchema = v.pipe(
  v.strictObject({
    id: Id,
    make: v.string(),
    model: v.string(),
    series: v.string(),
    year_from: Year,
    year_to: Year,
    body: v.string(),
    engine: v.string(),
    engine_code: v.string(),
    displacement_cc: v.nullable(v.pipe(v.number(), v.integer())),
    fuel: v.picklist(FUELS),
    drive: v.string(),
    transmission: v.string(),
    ktype: v.nullable(v.string()),
    redbook_code: v.nullable(v.string()),
  }),
  v.metadata({ ref: 'Vehicle' }),
);

export const PositionSchema = v.picklist(POSITIONS);

/**
 * GET /catalogue/fitment: every vehicle, and every fitment row of an active product as
 * [product_id, vehicle_id, position, qty, note, year_from, year_to], by vehicle then product.
 */
export const FitmentExportSchema = v.strictObject({
  data: v.strictObject({
    vehicles: v.array(VehicleSchema),
    fitments: v.array(
      v.tuple([Id, Id, PositionSchema, Year, v.string(), v.nullable(Year), v.nullable(Year)]),
    ),
  }),
});
