/**
 * GET /vehicles: the make -> model -> series -> engine tree as the API sends it, built from the vehicles
 * in one pass. The input comes sorted by make, model, series years, series, engine (vehicleOrder).
 */
import type { ApiVehicleTree } from '../../lib/api/schemas/fitment.ts';
import type { Vehicle } from '../../lib/fitment/fitment.ts';

type Make = ApiVehicleTree['makes'][number];

/** Nests sorted vehicles; a series' years span all of its vehicles. */
export function nestVehicles(vehicles: readonly Vehicle[]): ApiVehicleTree {
  const makes: Make[] = [];
  for (const v of vehicles) {
    let make = makes.at(-1);
    if (make?.make !== v.make) {
      make = { make: v.make, models: [] };
      makes.push(make);
    }
    let model = make.models.at(-1);
    if (model?.model !== v.model) {
      model = { model: v.model, series: [] };
      make.models.push(model);
    }
    let series = model.series.find((s) => s.series === v.series);
    if (!series) {
      series = { series: v.series, year_from: v.year_from, year_to: v.year_to, vehicles: [] };
      model.series.push(series);
    }
    series.year_from = Math.min(series.year_from, v.year_from);
    series.year_to = Math.max(series.year_to, v.year_to);
    series.vehicles.push({
      id: v.id,
      engine: v.engine,
      engine_code: v.engine_code,
      displacement_cc: v.displacement_cc,
      fuel: v.fuel,
      body: v.body,
      drive: v.drive,
      transmission: v.transmission,
      year_from: v.year_from,
      year_to: v.year_to,
    });
  }
  return { makes };
}
