/**
 * Vehicle types for the back office, staff with catalogue:write or the machine token, through
 * http/record-routes: GET/POST /admin/vehicles, GET/PATCH/DELETE /admin/vehicles/{id}. Staff add a
 * car the seed lacks (a Honda Jazz, a 2012 i30) and fit parts to it in the product editor; every write
 * is audited and rebuilds the site, so the vehicle's page and fitment file go live. A vehicle is
 * deleted only when no part is fitted to it and no shopper keeps it in a garage.
 */
import { count, eq } from 'drizzle-orm';
import { VEHICLE_FIELDS } from '../../lib/content/record-fields.ts';
import { FITMENT_SAVE_MESSAGES } from '../../lib/fitment/fitment-input.ts';
import type { DbOrTx } from '../db/client.ts';
import { fitments, garageVehicles, vehicles } from '../db/schema/index.ts';
import { recordRoutes } from '../http/record-routes.ts';

export const VEHICLE_DUPLICATE =
  'That vehicle is already listed (same make, model, series, engine, body, drive, transmission and first year).';

async function inUse(db: DbOrTx, id: number): Promise<string | null> {
  const [fitted] = await db.select({ n: count() }).from(fitments).where(eq(fitments.vehicleId, id));
  if (fitted!.n)
    return `${fitted!.n} part${fitted!.n === 1 ? ' is' : 's are'} fitted to it; remove them first.`;
  const [kept] = await db.select({ n: count() }).from(garageVehicles).where(eq(garageVehicles.vehicleId, id));
  return kept!.n ? `${kept!.n} shopper${kept!.n === 1 ? ' keeps' : 's keep'} it in their garage.` : null;
}

export const adminVehicleRoutes = recordRoutes({
  path: 'vehicles',
  noun: 'vehicle',
  entity: 'vehicle',
  table: vehicles,
  orderBy: [vehicles.make, vehicles.model, vehicles.series, vehicles.yearFrom, vehicles.id],
  duplicate: VEHICLE_DUPLICATE,
  create: true,
  fields: VEHICLE_FIELDS,
  check: (row) => {
    const [from, to] = [Number(row.yearFrom), Number(row.yearTo)];
    return to < from ? { year_to: FITMENT_SAVE_MESSAGES.yearsBackwards(from, to) } : null;
  },
  remove: inUse,
});
