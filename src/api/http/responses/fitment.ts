/** Response schemas of the vehicle fitment calls, for the OpenAPI document. */
import * as v from 'valibot';
import { FUELS, POSITIONS } from '../../../lib/fitment/fitment.ts';
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

const YearOrOpen = v.nullable(Year);
const Qty = v.pipe(v.number(), v.integer(), v.minValue(1));

/** GET /vehicles: makes -> models -> series (with their years) -> vehicles (engines). */
export const VehicleTreeSchema = v.strictObject({
  data: v.strictObject({
    makes: v.array(
      v.strictObject({
        make: v.string(),
        models: v.array(
          v.strictObject({
            model: v.string(),
            series: v.array(
              v.strictObject({
                series: v.string(),
                year_from: Year,
                year_to: Year,
                vehicles: v.array(
                  v.strictObject({
                    id: Id,
                    engine: v.string(),
                    engine_code: v.string(),
                    displacement_cc: v.nullable(v.pipe(v.number(), v.integer())),
                    fuel: v.picklist(FUELS),
                    body: v.string(),
                    drive: v.string(),
                    transmission: v.string(),
                    year_from: Year,
                    year_to: Year,
                  }),
                ),
              }),
            ),
          }),
        ),
      }),
    ),
  }),
});

export const OneVehicleSchema = v.strictObject({ data: VehicleSchema });

/** GET /vehicles/{id}/products: the vehicle-specific active products that fit, one row per fitment. */
export const VehiclePartsSchema = v.strictObject({
  data: v.strictObject({
    vehicle: VehicleSchema,
    year: YearOrOpen,
    parts: v.array(
      v.strictObject({
        product_id: Id,
        sku: v.string(),
        title: v.string(),
        permalink: v.string(),
        position: PositionSchema,
        qty: Qty,
        note: v.string(),
        year_from: YearOrOpen,
        year_to: YearOrOpen,
      }),
    ),
  }),
});

/** GET /products/{sku}/fitment: the vehicles a product fits (none listed for a universal one). */
export const ProductFitmentSchema = v.strictObject({
  data: v.strictObject({
    product_id: Id,
    universal: v.pipe(v.boolean(), v.description('Fits every vehicle; no fitment rows are listed')),
    fitments: v.array(
      v.strictObject({
        vehicle: VehicleSchema,
        position: PositionSchema,
        qty: Qty,
        note: v.string(),
        year_from: YearOrOpen,
        year_to: YearOrOpen,
        qualifiers: v.record(v.string(), v.string()),
      }),
    ),
  }),
});

const GarageEntrySchema = v.pipe(
  v.strictObject({
    id: Id,
    vehicle_id: Id,
    year: Year,
    active: v.boolean(),
    label: v.pipe(v.string(), v.description('"2019 Ford Ranger PX3 3.2 TDCi"')),
    vehicle: VehicleSchema,
  }),
  v.metadata({ ref: 'GarageEntry' }),
);

export const GarageSchema = v.strictObject({ data: v.array(GarageEntrySchema) });
export const OneGarageEntrySchema = v.strictObject({ data: GarageEntrySchema });

const AdminFitmentSchema = v.strictObject({
  product_id: Id,
  version: v.pipe(v.number(), v.integer()),
  universal: v.boolean(),
  rows: v.array(
    v.strictObject({
      vehicle_id: Id,
      position: PositionSchema,
      qty: Qty,
      note: v.string(),
      year_from: YearOrOpen,
      year_to: YearOrOpen,
      vehicle: v.strictObject({ label: v.string(), year_from: Year, year_to: Year }),
    }),
  ),
});

/** GET/PUT /admin/products/{id}/fitment: a product's vehicles at its fitment version. */
export const ProductFitmentAnswerSchema = v.strictObject({ data: AdminFitmentSchema });
export const StaleFitmentSchema = v.strictObject({ message: v.string(), current: AdminFitmentSchema });
