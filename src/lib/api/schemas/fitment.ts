/** The vehicle fitment answers: vehicles, their parts, a product's vehicles and the member's garage. */
import * as v from 'valibot';
import { FUELS, POSITIONS } from '../../fitment/fitment.ts';
import { Id } from './common.ts';

const Year = v.pipe(v.number(), v.integer());
const YearOrOpen = v.nullable(Year);
const Qty = v.pipe(v.number(), v.integer(), v.minValue(1));
const Displacement = v.nullable(v.pipe(v.number(), v.integer()));

/** A vehicle type as the API and the build see it (lib/fitment/fitment.ts's Vehicle). */
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
    displacement_cc: Displacement,
    fuel: v.picklist(FUELS),
    drive: v.string(),
    transmission: v.string(),
    ktype: v.nullable(v.string()),
    redbook_code: v.nullable(v.string()),
  }),
  v.metadata({ ref: 'Vehicle' }),
);
export type Vehicle = v.InferOutput<typeof VehicleSchema>;

const PositionSchema = v.picklist(POSITIONS);

/** The vehicle an order line was bought for, as the line keeps it (lib/fitment/fitment.ts's VehicleSnapshot). */
export const VehicleSnapshotSchema = v.pipe(
  v.strictObject({
    /** The vehicle type's id (vehicles.id) when the order was placed. */
    id: Id,
    /** The model year the shopper owns. */
    year: Year,
    make: v.string(),
    model: v.string(),
    series: v.string(),
    engine: v.string(),
    /** "2019 Ford Ranger PX3 3.2 TDCi" */
    label: v.string(),
  }),
  v.metadata({ ref: 'VehicleSnapshot' }),
);
export type VehicleSnapshot = v.InferOutput<typeof VehicleSnapshotSchema>;

/**
 * GET /catalogue/fitment: every vehicle, and every fitment row of an active product as
 * [product_id, vehicle_id, position, qty, note, year_from, year_to], by vehicle then product.
 */
export const FitmentExportSchema = v.strictObject({
  data: v.strictObject({
    vehicles: v.array(VehicleSchema),
    fitments: v.array(v.tuple([Id, Id, PositionSchema, Year, v.string(), YearOrOpen, YearOrOpen])),
  }),
});

/** GET /vehicles: a vehicle type under its series (the engine the shopper picks last). */
const TreeVehicleSchema = v.strictObject({
  id: Id,
  engine: v.string(),
  engine_code: v.string(),
  displacement_cc: Displacement,
  fuel: v.picklist(FUELS),
  body: v.string(),
  drive: v.string(),
  transmission: v.string(),
  year_from: Year,
  year_to: Year,
});

/** Makes -> models -> series (with their years) -> vehicles (engines), sorted by name and years. */
const TreeSchema = v.strictObject({
  makes: v.array(
    v.strictObject({
      make: v.string(),
      models: v.array(
        v.strictObject({
          model: v.string(),
          /** A series' years span all of its vehicles. */
          series: v.array(
            v.strictObject({
              series: v.string(),
              year_from: Year,
              year_to: Year,
              vehicles: v.array(TreeVehicleSchema),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type ApiVehicleTree = v.InferOutput<typeof TreeSchema>;

/** GET /vehicles */
export const VehicleTreeSchema = v.strictObject({ data: TreeSchema });

export const OneVehicleSchema = v.strictObject({ data: VehicleSchema });

/** One fitment row of a vehicle-specific product that fits. */
const VehiclePartSchema = v.strictObject({
  product_id: Id,
  sku: v.string(),
  title: v.string(),
  permalink: v.string(),
  position: PositionSchema,
  qty: Qty,
  note: v.string(),
  year_from: YearOrOpen,
  year_to: YearOrOpen,
});
export type ApiVehiclePart = v.InferOutput<typeof VehiclePartSchema>;

/** GET /vehicles/{id}/products: the vehicle-specific active products that fit, one row per fitment. */
export const VehiclePartsSchema = v.strictObject({
  data: v.strictObject({ vehicle: VehicleSchema, year: YearOrOpen, parts: v.array(VehiclePartSchema) }),
});

/** The vehicles a product fits: a universal product lists none (it fits every vehicle). */
const ProductVehiclesSchema = v.strictObject({
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
});
export type ApiProductFitment = v.InferOutput<typeof ProductVehiclesSchema>;

/** GET /products/{sku}/fitment */
export const ProductFitmentSchema = v.strictObject({ data: ProductVehiclesSchema });

/** GET /user/garage: a member's saved vehicle. */
const GarageEntrySchema = v.pipe(
  v.strictObject({
    id: Id,
    vehicle_id: Id,
    year: Year,
    active: v.boolean(),
    /** vehicleLabel(vehicle, year) */
    label: v.pipe(v.string(), v.description('"2019 Ford Ranger PX3 3.2 TDCi"')),
    vehicle: VehicleSchema,
  }),
  v.metadata({ ref: 'GarageEntry' }),
);
export type GarageEntry = v.InferOutput<typeof GarageEntrySchema>;

export const GarageSchema = v.strictObject({ data: v.array(GarageEntrySchema) });
export const OneGarageEntrySchema = v.strictObject({ data: GarageEntrySchema });

/** One row of a product's fitment, with the vehicle it names. */
const ProductFitmentRowSchema = v.strictObject({
  vehicle_id: Id,
  position: PositionSchema,
  qty: Qty,
  note: v.string(),
  year_from: YearOrOpen,
  year_to: YearOrOpen,
  /** "Honda Jazz GK 1.5 i-VTEC", and the vehicle's own years. */
  vehicle: v.strictObject({ label: v.string(), year_from: Year, year_to: Year }),
});
export type ProductFitmentRow = v.InferOutput<typeof ProductFitmentRowSchema>;

/** A product's whole fitment as the back office edits it, at its fitment version. */
const AdminFitmentSchema = v.strictObject({
  product_id: Id,
  version: v.pipe(v.number(), v.integer()),
  /** A universal product fits every vehicle whatever its rows say. */
  universal: v.boolean(),
  rows: v.array(ProductFitmentRowSchema),
});
export type ProductFitment = v.InferOutput<typeof AdminFitmentSchema>;

/** GET/PUT /admin/products/{id}/fitment: a product's vehicles at its fitment version. */
export const ProductFitmentAnswerSchema = v.strictObject({ data: AdminFitmentSchema });
export const StaleFitmentSchema = v.strictObject({ message: v.string(), current: AdminFitmentSchema });
