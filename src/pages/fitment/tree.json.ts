/** /fitment/tree.json (TREE_PATH): the make -> model -> vehicle tree the garage selector reads. */
import type { APIRoute } from 'astro';
import { loadFitment, vehicleTree } from '../../data/fitment.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(vehicleTree(await loadFitment())), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
