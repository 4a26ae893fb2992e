/**
 * The vehicle selector's choices from the build's tree (TREE_PATH): make -> model -> year -> engine,
 * where the engines offered are the model's vehicle types built in that year. Pure, for the
 * VehicleSelector island and its tests.
 */
import { type GarageVehicle, type TreeVehicle, type VehicleTree, vehicleLabel } from './fitment.ts';

/** One engine option: a vehicle type of the chosen model that was built in the chosen year. */
export interface EngineOption {
  id: number;
  /** "PX3 3.2 TDCi — diesel, 4WD, automatic, dual cab" */
  text: string;
  vehicle: TreeVehicle;
}

const vehiclesOf = (tree: VehicleTree, make: string, model: string): TreeVehicle[] =>
  tree.makes.find(([name]) => name === make)?.[1].find(([name]) => name === model)?.[1] ?? [];

/** The makes, A to Z. */
export function makesOf(tree: VehicleTree): string[] {
  return tree.makes.map(([make]) => make).sort((a, b) => a.localeCompare(b));
}

/** A make's models, A to Z. */
export function modelsOf(tree: VehicleTree, make: string): string[] {
  const models = tree.makes.find(([name]) => name === make)?.[1] ?? [];
  return models.map(([model]) => model).sort((a, b) => a.localeCompare(b));
}

/** Every model year of a model, newest first. */
export function yearsOf(tree: VehicleTree, make: string, model: string): number[] {
  const years = new Set<number>();
  for (const [, , from, to] of vehiclesOf(tree, make, model)) for (let y = from; y <= to; y++) years.add(y);
  return [...years].sort((a, b) => b - a);
}

/** "PX3 3.2 TDCi — diesel, 4WD, automatic, dual cab" */
export function engineText([, series, , , engine, fuel, body, drive, transmission]: TreeVehicle): string {
  const details = [fuel, drive, transmission, body].filter(Boolean).join(', ');
  const name = [series, engine].filter(Boolean).join(' ');
  return details ? `${name} — ${details}` : name;
}

/** The model's vehicle types built in `year`, by series then engine. */
export function enginesOf(tree: VehicleTree, make: string, model: string, year: number): EngineOption[] {
  return vehiclesOf(tree, make, model)
    .filter(([, , from, to]) => year >= from && year <= to)
    .map((vehicle) => ({ id: vehicle[0], text: engineText(vehicle), vehicle }))
    .sort((a, b) => a.text.localeCompare(b.text));
}

/** The garage entry for a chosen vehicle type and year: "2019 Ford Ranger PX3 3.2 TDCi". */
export function garageVehicleOf(
  make: string,
  model: string,
  vehicle: TreeVehicle,
  year: number,
): GarageVehicle {
  const [vehicleId, series, , , engine] = vehicle;
  return { vehicleId, year, label: vehicleLabel({ make, model, series, engine }, year), model };
}
