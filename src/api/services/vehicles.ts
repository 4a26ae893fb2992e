/** Vehicle types as the API sends them (lib/fitment.ts's Vehicle), and finding one. */
import { eq } from 'drizzle-orm';
import type { Fuel, Vehicle } from '../../lib/fitment.ts';
import type { Db } from '../db/client.ts';
import { vehicles } from '../db/schema.ts';

type Row = typeof vehicles.$inferSelect;

export function toVehicle(r: Row): Vehicle {
  return {
    id: r.id,
    make: r.make,
    model: r.model,
    series: r.series,
    year_from: r.yearFrom,
    year_to: r.yearTo,
    body: r.body,
    engine: r.engine,
    engine_code: r.engineCode,
    displacement_cc: r.displacementCc,
    fuel: r.fuel as Fuel,
    drive: r.drive,
    transmission: r.transmission,
    ktype: r.ktype,
    redbook_code: r.redbookCode,
  };
}

/** The vehicle with this id, or null. */
export async function findVehicle(db: Db, id: number): Promise<Vehicle | null> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
  return row ? toVehicle(row) : null;
}
