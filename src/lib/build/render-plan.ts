/**
 * Incremental builds: when the runner sets RENDER_PLAN to a JSON file `{ "paths": [...] }`, dynamic
 * routes render only those paths (their other pages are carried over from the previous build).
 * Without a plan every page renders.
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

/** The entries of a getStaticPaths() whose page is in the plan (all of them when there is none). */
export function planned<T>(entries: T[], pathOf: (entry: T) => string): T[] {
  const paths = currentPlan();
  return paths ? entries.filter((entry) => paths.has(pathOf(entry))) : entries;
}
