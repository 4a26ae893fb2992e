/** Vehicles and the products that fit them. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { stamps, version } from './columns.ts';

/**
 * A vehicle type (after TecDoc's vehicle types and ACES's base vehicles): one
 * make, model, series and engine over a span of model years. Years are inclusive.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    /** Series or generation as Australians name it: PX3, AN130, J200, VF II. */
    series: text('series').notNull(),
    yearFrom: integer('year_from').notNull(),
    yearTo: integer('year_to').notNull(),
    body: text('body').notNull().default(''),
    /** The engine as shoppers name it ("3.2 TDCi"), and the maker's code ("P5AT"). */
    engine: text('engine').notNull(),
    engineCode: text('engine_code').notNull().default(''),
    displacementCc: integer('displacement_cc'),
    /** petrol | diesel | hybrid | electric | lpg (lib/fitment.ts FUELS). */
    fuel: text('fuel').notNull(),
    /** 2WD | 4WD | AWD | FWD | RWD. */
    drive: text('drive').notNull().default(''),
    transmission: text('transmission').notNull().default(''),
    /** External ids: TecDoc KType and Redbook code, where known. */
    ktype: text('ktype'),
    redbookCode: text('redbook_code'),
    ...version,
    ...stamps,
  },
  (t) => [
    uniqueIndex('vehicles_identity_idx').on(
      sql`lower(${t.make})`,
      sql`lower(${t.model})`,
      sql`lower(${t.series})`,
      sql`lower(${t.engine})`,
      t.body,
      t.drive,
      t.transmission,
      t.yearFrom,
    ),
    index('vehicles_make_model_idx').on(t.make, t.model, t.series),
  ],
);

/**
 * A product fits a vehicle (an ACES application record): where on the vehicle, how many, a note,
 * and optionally a narrower span of years than the vehicle's own and other qualifiers.
 */
export const fitments = pgTable(
  'fitments',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** '' (anywhere / whole vehicle) or lib/fitment.ts POSITIONS. */
    position: text('position').notNull().default(''),
    qty: integer('qty').notNull().default(1),
    note: text('note').notNull().default(''),
    yearFrom: integer('year_from'),
    yearTo: integer('year_to'),
    qualifiers: jsonb('qualifiers').$type<Record<string, string>>().notNull().default({}),
    ...stamps,
  },
  (t) => [
    uniqueIndex('fitments_product_vehicle_position_idx').on(t.productId, t.vehicleId, t.position),
    index('fitments_vehicle_idx').on(t.vehicleId),
  ],
);
