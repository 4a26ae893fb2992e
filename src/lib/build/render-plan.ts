/**
 * Which pages this `astro build` process renders. Two reasons to render fewer than all:
 * - incremental builds: the runner sets RENDER_PLAN to a JSON file `{ "paths": [...] }`, and dynamic
 *   routes render only those paths (their other pages are carried over from the previous build);
 * - sharded builds: the runner starts several processes, each with BUILD_SHARD=`i/n`, and each
 *   renders every n-th page of every dynamic route (render time and memory split n ways).
 * Without either every page renders.
 */
import { readFileSync } from 'node:fs';

let plan: Set<string> | null | undefined;

function currentPlan(): Set<string> | null {
  if (plan === undefined) {
    const file = process.env.RENDER_PLAN;
    plan = file ? new Set((JSON.parse(readFileSync(file, 'utf8')) as { paths: string[] }).paths) : null;
  }
  return plan;
}

/** This process's shard: `{ index: 0, count: 1 }` when the build is not sharded. */
export function currentShard(env: NodeJS.ProcessEnv = process.env): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(env.BUILD_SHARD ?? '');
  const index = Number(match?.[1] ?? 0);
  const count = Number(match?.[2] ?? 1);
  if (!match || count < 1 || index >= count) return { index: 0, count: 1 };
  return { index, count };
}

/** The entries of a getStaticPaths() whose page this process renders (all of them when unplanned and unsharded). */
export function planned<T>(entries: T[], pathOf: (entry: T) => string): T[] {
  const paths = currentPlan();
  const inPlan = paths ? entries.filter((entry) => paths.has(pathOf(entry))) : entries;
  const { index, count } = currentShard();
  return count === 1 ? inPlan : inPlan.filter((_, i) => i % count === index);
}
