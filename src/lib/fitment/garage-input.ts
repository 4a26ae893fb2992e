/**
 * What a caller may send about vehicles: the garage's bodies (add, replace, change) and the
 * `vehicle` / `year` query parameters, with the texts of FITMENT_MESSAGES. Shared by the API and any
 * island that checks before sending. Years are checked against the vehicle's own span on the server.
 */
import * as v from 'valibot';
import { MAX_INT4 } from '../forms/limits.ts';
import { FITMENT_MESSAGES, GARAGE_LIMIT, YEAR_MAX, YEAR_MIN } from './fitment.ts';

/** Texts for garage input that FITMENT_MESSAGES does not hold. */
export const GARAGE_MESSAGES = {
  year: `Choose a model year from ${YEAR_MIN} to ${YEAR_MAX}.`,
  duplicate: 'That vehicle and year is already in your garage.',
  yearWithoutVehicle: 'year needs a vehicle to go with it.',
  removed: 'Vehicle removed from your garage.',
} as const;

/** A vehicle id in a JSON body: a positive whole number in the id column's range. */
const VehicleId = v.pipe(
  v.number(FITMENT_MESSAGES.unknownVehicle),
  v.integer(FITMENT_MESSAGES.unknownVehicle),
  v.minValue(1, FITMENT_MESSAGES.unknownVehicle),
  v.maxValue(MAX_INT4, FITMENT_MESSAGES.unknownVehicle),
);

/** A model year in a JSON body. */
const Year = v.pipe(
  v.number(GARAGE_MESSAGES.year),
  v.integer(GARAGE_MESSAGES.year),
  v.minValue(YEAR_MIN, GARAGE_MESSAGES.year),
  v.maxValue(YEAR_MAX, GARAGE_MESSAGES.year),
);

/** A model year given as query text (?year=2019): anything else is a 400. */
export const YearText = v.pipe(
  v.string(),
  v.regex(/^\d{4}$/, GARAGE_MESSAGES.year),
  v.transform(Number),
  v.minValue(YEAR_MIN, GARAGE_MESSAGES.year),
  v.maxValue(YEAR_MAX, GARAGE_MESSAGES.year),
);

/** POST /user/garage: one vehicle and the year owned; `active` makes it the one shopped for. */
export const GarageAddSchema = v.object({
  vehicle_id: VehicleId,
  year: Year,
  active: v.optional(v.boolean(), false),
});

/** PUT /user/garage: the whole garage, oldest first; at most GARAGE_LIMIT, at most one active. */
export const GarageReplaceSchema = v.object({
  vehicles: v.pipe(
    v.array(GarageAddSchema),
    v.maxLength(GARAGE_LIMIT, FITMENT_MESSAGES.garageFull),
    v.check((list) => list.filter((x) => x.active).length <= 1, FITMENT_MESSAGES.oneActive),
  ),
});

/** PATCH /user/garage/{id}: make it the active vehicle, and/or change the year owned. */
export const GaragePatchSchema = v.object({
  active: v.optional(v.literal(true, 'active can only be set to true (remove or activate another instead).')),
  year: v.optional(Year),
});

/** GET /vehicles/{id}/products: the model year owned, optional. */
export const VehicleYearQuery = v.strictObject({ year: v.optional(YearText) });

export type GarageAdd = v.InferOutput<typeof GarageAddSchema>;
export type GaragePatch = v.InferOutput<typeof GaragePatchSchema>;
