/**
 * /fitment/vehicle/{id}.json (vehicleFilePath): the vehicle-specific parts that fit one vehicle, for
 * the fit badges. Every vehicle gets a file, an empty one too. Fitment edits rebuild everything (the
 * publish snapshot counts vehicles and fitments as content), so an incremental build renders only the
 * files its plan names and carries the rest over.
 *
 * A file is data alone, so with page stamping on (the build's default) none goes through Astro's route
 * pipeline: getStaticPaths hands them to the page writer and Astro gets none. Through Astro each took
 * 2-7 ms, and 500 vehicles' files made a third of the 10,000-product build's growth from fitment.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadFitment, vehicleFileJson } from '../../../data/fitment.ts';
import { stampModeFrom } from '../../../lib/build/page-stamp.ts';
import { planned } from '../../../lib/build/render-plan.ts';
import { writeBuildFile } from '../../../lib/build/stamp-queue.ts';
import { vehicleFilePath } from '../../../lib/fitment/fitment.ts';

export const getStaticPaths = (async () => {
  const fitment = await loadFitment();
  const ids = planned(
    fitment.vehicles.map((v) => v.id),
    (id) => vehicleFilePath(id),
  );
  if (stampModeFrom() !== 'on') return ids.map((id) => ({ params: { id: String(id) } }));
  await Promise.all(ids.map((id) => writeBuildFile(vehicleFilePath(id), vehicleFileJson(fitment, id))));
  return [];
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(vehicleFileJson(await loadFitment(), Number(params.id)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
