/**
 * Vehicle types for the back office, staff with catalogue:write or the machine token, through
 * http/record-routes: GET/POST /admin/vehicles, GET/PATCH/DELETE /admin/vehicles/{id}. Staff add a
 * car the seed lacks (a Honda Jazz, a 2012 i30) and fit parts to it in the product editor; every write
 * is audited and rebuilds the site, so the vehicle's page and fitment file go live. A vehicle is
 * deleted only when no part is fitted to it and no shopper keeps it in a garage.
 */
import { count, eq } from 'drizzle-orm';
import { FUELS, YEAR_MAX, YEAR_MIN } from '../../lib/fitment/fitment.ts';
import { FITMENT_SAVE_MESSAGES } from '../../lib/fitment/fitment-input.ts';
import type { DbOrTx } from '../db/client.ts';
import { fitments, garageVehicles, vehicles } from '../db/schema.ts';
import { recordRoutes } from '../http/record-routes.ts';

const year = (column: string, label: string) => ({
  column,
  kind: 'int' as const,
  label,
  min: YEAR_MIN,
  max: YEAR_MAX,
});

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
  fields: {
    make: { column: 'make', kind: 'text', label: 'Make', min: 1, max: 60 },
    model: { column: 'model', kind: 'text', label: 'Model', min: 1, max: 60 },
    series: { column: 'series', kind: 'text', label: 'Series', min: 1, max: 60 },
    year_from: year('yearFrom', 'First year'),
    year_to: year('yearTo', 'Last year'),
    engine: { column: 'engine', kind: 'text', label: 'Engine', min: 1, max: 60 },
    engine_code: { column: 'engineCode', kind: 'text', label: 'Engine code', max: 40, default: '' },
    fuel: { column: 'fuel', kind: 'text', label: 'Fuel', choices: FUELS },
    body: { column: 'body', kind: 'text', label: 'Body', max: 40, default: '' },
    drive: { column: 'drive', kind: 'text', label: 'Drive', max: 20, default: '' },
    transmission: { column: 'transmission', kind: 'text', label: 'Transmission', max: 40, default: '' },
  },
  check: (row) => {
    const [from, to] = [Number(row.yearFrom), Number(row.yearTo)];
    return to < from ? { year_to: FITMENT_SAVE_MESSAGES.yearsBackwards(from, to) } : null;
  },
  remove: inUse,
});
