/** How many `astro build` processes render a build's pages (src/lib/build/render-plan.ts splits them). */
import { availableParallelism } from 'node:os';

/** Below this many products one render process is quicker than starting several. */
const SHARD_FROM_PRODUCTS = 2000;

/**
 * BUILD_SHARDS when set, else one per CPU but one (at least one, at most 4) for a large catalogue, else
 * one. The CPU left over runs what goes on beside the render: the product sync and the API answering
 * it, Pagefind's index, the site server. Since product pages are stamped and written without Astro
 * (src/lib/build/stamp-queue.ts) a second process costs more than it saves on two cores: its start and
 * Astro's other pages twice (10,000 products: 42 s of render CPU and 36 s cold with two, 29 s and 31 s
 * with one). Each holds the whole catalogue, so memory grows with it. An incremental build renders a
 * handful of pages: one process.
 */
export function shardCount(
  kind: 'full' | 'incremental',
  products: number,
  env: NodeJS.ProcessEnv = process.env,
  cpus = availableParallelism(),
): number {
  if (kind !== 'full') return 1;
  const set = Number(env.BUILD_SHARDS);
  if (Number.isInteger(set) && set >= 1) return Math.min(set, 16);
  if (products < SHARD_FROM_PRODUCTS) return 1;
  return Math.max(1, Math.min(cpus - 1, 4));
}
