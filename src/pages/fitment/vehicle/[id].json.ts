/**
 * /fitment/vehicle/{id}.json (vehicleFilePath): the vehicle-specific parts that fit one vehicle, for
 * the fit badges. Every vehicle gets a file, an empty one too. Fitment edits rebuild everything (the
 * publish snapshot counts vehicles and fitments as content), so an incremental build renders only the
 * files its plan names and carries the rest over.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadFitment, vehicleFile } from '../../../data/fitment.ts';
import { planned } from '../../../lib/build/render-plan.ts';
import { vehicleFilePath } from '../../../lib/fitment.ts';

export const getStaticPaths = (async () => {
  const { vehicles } = await loadFitment();
  return planned(
    vehicles.map((v) => ({ params: { id: String(v.id) } })),
    (entry) => vehicleFilePath(Number(entry.params.id)),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(JSON.stringify(vehicleFile(await loadFitment(), Number(params.id))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
