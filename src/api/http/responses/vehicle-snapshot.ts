/** The vehicle an order line was bought for, as the line keeps it (lib/fitment.ts's VehicleSnapshot). */
import * as v from 'valibot';
import { Id } from './catalogue.ts';

export const VehicleSnapshotSchema = v.pipe(
  v.strictObject({
    /** The vehicle type's id (vehicles.id) when the order was placed. */
    id: Id,
    /** The model year the shopper owns. */
    year: v.pipe(v.number(), v.integer()),
    make: v.string(),
    model: v.string(),
    series: v.string(),
    engine: v.string(),
    /** "2019 Ford Ranger PX3 3.2 TDCi" */
    label: v.string(),
  }),
  v.metadata({ ref: 'VehicleSnapshot' }),
);
