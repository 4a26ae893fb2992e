/** BENCHMARKS.md: the figures of one `npm run bench`, with the budgets and whether each was met. */
import type { ApiFigures } from './api.ts';
import type { BuildFigures } from './build.ts';
import type { FitmentFigures } from './fitment.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import { type PageWeight, WITH_VEHICLE } from './page-weight.ts';
import type { SearchFigures } from './search.ts';

export interface BenchResults {
  date: string;
  machine: string;
  commit: string;
  node: string;
  totalSeconds: number;
  builds: BuildFigures[];
  weights: PageWeight[];
  lighthouse: LighthouseFigures[];
  search: SearchFigures | null;
  /** Fitment files and badges at 10,000 products and 500 vehicles. */
  fitment: FitmentFigures | null;
  api: ApiFigures[];
}

export interface Budget {
  what: string;
  budget: string;
  actual: string;
  ok: boolean;
}

const CATALOGUE = ['home', 'listing', 'product'].flatMap((page) => [page, WITH_VEHICLE(page)]);

export function budgets(r: BenchResults): Budget[] {
  const out: Budget[] = [];
  for (const w of r.weights.filter((w) => CATALOGUE.includes(w.page))) {
    out.push({
      what: `JavaScript before interaction, ${w.page}`,
      budget: '< 15 KB',
      actual: kb(w.jsBeforeInteraction),
      ok: w.jsBeforeInteraction < 15 * 1024,
    });
  }
  for (const l of r.lighthouse) {
    out.push({
      what: `Lighthouse performance, ${l.page}`,
      budget: '≥ 95',
      actual: String(l.performance),
      ok: l.performance >= 95,
    });
    for (const [name, score] of [
      ['accessibility', l.accessibility],
      ['best practices', l.bestPractices],
      ['SEO', l.seo],
    ] as const) {
      out.push({
        what: `Lighthouse ${name}, ${l.page}`,
        budget: '100',
        actual: String(score),
        ok: score === 100,
      });
    }
  }
  const tenK = r.builds.find((b) => b.products === 10_000 && !b.withoutFitment);
  if (tenK) {
    out.push({
      what: '10,000-product cold build',
      budget: '< 180 s',
      actual: `${tenK.cold.seconds.toFixed(1)} s`,
      ok: tenK.cold.seconds < 180,
    });
  }
  const bare = r.builds.find((b) => b.products === 10_000 && b.withoutFitment);
  if (tenK && bare) {
    const growth = tenK.cold.seconds / bare.cold.seconds - 1;
    out.push({
      what: '10,000-product cold build, growth from fitment and vehicle pages',
      budget: '≤ 15%',
      actual: `${(growth * 100).toFixed(1)}% (${s(bare.cold.seconds)} → ${s(tenK.cold.seconds)})`,
      ok: growth <= 0.15,
    });
  }
  if (r.fitment) {
    const f = r.fitment;
    out.push(
      {
        what: 'Vehicle selector tree, compressed',
        budget: '< 20 KB',
        actual: kb(f.treeBytes),
        ok: f.treeBytes < 20 * 1024,
      },
      {
        what: "Largest vehicle's fitment file, compressed (10,000 products, 500 vehicles)",
        budget: '< 30 KB',
        actual: kb(f.fileMaxBytes),
        ok: f.fileMaxBytes < 30 * 1024,
      },
      {
        what: 'Fit badges shown after the vehicle file arrives',
        budget: '< 100 ms',
        actual: `${f.badgeMs} ms`,
        ok: f.badgeMs < 100 && f.badgesShown > 0,
      },
    );
  }
  for (const a of r.api.filter((a) => a.call.startsWith('GET /api/products/'))) {
    out.push({
      what: `GET /products/{sku} p99, ${a.database}`,
      budget: '< 20 ms',
      actual: `${a.p99Ms} ms`,
      ok: a.p99Ms < 20,
    });
  }
  return out;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (n: number) => `${n.toFixed(1)} s`;
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const table = (head: string[], rows: (string | number)[][]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

export function renderReport(r: BenchResults): string {
  const b = budgets(r);
  const missed = b.filter((x) => !x.ok);
  return `# Benchmarks

Written by \`npm run bench\` on ${r.date}: ${r.machine}, Node ${r.node}, commit \`${r.commit}\`.
The whole run took ${Math.round(r.totalSeconds)} s. ${missed.length ? `**${missed.length} budget${missed.length > 1 ? 's' : ''} missed.**` : 'Every budget met.'}

## Budgets

${table(
  ['Measure', 'Budget', 'Actual', ''],
  b.map((x) => [x.what, x.budget, x.actual, x.ok ? 'met' : '**missed**']),
)}

## Build

Cold: a fresh data folder and \`npm start\` (astro build of every page, Pagefind index, headers).
Incremental: one product's price edited through \`PATCH /api/admin/products/{id}\`, rebuilt through
the webhook. Peak memory is the \`astro build\` process's (VmHWM).

${table(
  [
    'Catalogue',
    'Pages',
    'Cold',
    'Astro',
    'Pages/s',
    'Pagefind',
    'Index',
    'Peak memory',
    'Incremental',
    'Pages re-rendered',
    'Astro',
    'Carry-over',
    'Pagefind',
    'Peak memory',
  ],
  r.builds.map((x) => [
    `${x.name} (${x.products.toLocaleString('en-AU')} products)`,
    x.pages.toLocaleString('en-AU'),
    s(x.cold.seconds),
    s(x.cold.astroSeconds),
    Math.round(x.pagesPerSecond),
    s(x.cold.searchSeconds),
    `${x.indexMB.toFixed(1)} MB in ${x.indexFiles} files`,
    `${x.cold.peakMB} MB`,
    `${s(x.incremental.seconds)} (${x.incremental.kind})`,
    x.incremental.pagesRendered,
    s(x.incremental.astroSeconds),
    s(x.incremental.carrySeconds),
    s(x.incremental.searchSeconds),
    `${x.incremental.peakMB} MB`,
  ]),
)}

## Page weight

Chromium, cache off, seed catalogue. Bytes as received (compressed). "Before interaction" is after
load and the first idle period; "after interaction" adds typing in the search box. "With a vehicle":
My Garage holds a vehicle, so the fit badges load at once.

${table(
  ['Page', 'Path', 'HTML', 'JS before interaction', 'JS after interaction', 'Requests'],
  r.weights.map((w) => [
    w.page,
    `\`${w.path}\``,
    kb(w.htmlBytes),
    kb(w.jsBeforeInteraction),
    kb(w.jsAfterInteraction),
    w.requests,
  ]),
)}

## Lighthouse

Lighthouse (npm), system Chromium headless, default mobile settings (simulated throttling), offline
against the local site server; median of 3 runs.

${table(
  ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'TBT', 'CLS'],
  r.lighthouse.map((l) => [
    l.page,
    l.performance,
    l.accessibility,
    l.bestPractices,
    l.seo,
    `${Math.round(l.lcpMs)} ms`,
    `${Math.round(l.tbtMs)} ms`,
    l.cls.toFixed(3),
  ]),
)}

## Search (10,000 products)

${
  r.search
    ? `Header search box in Chromium; time from the last key press to the first result shown, less the
300 ms debounce; bytes downloaded from focusing the box (first query) or for the query alone (later).
Pagefind requests before the box is focused: ${r.search.pagefindRequestsBeforeFocus}.

${table(
  ['Query', 'Keystroke to results', 'Results', 'Search data', 'Code', 'Total'],
  [r.search.first, r.search.later].map((q) => [
    `${q === r.search!.first ? 'first' : 'later'}: "${q.query}"`,
    `${q.msAfterDebounce} ms`,
    q.results,
    `${q.searchKB} KB`,
    `${q.codeKB} KB`,
    `${q.totalKB} KB`,
  ]),
)}`
    : 'Not measured.'
}

## Fitment (10,000 products)

${
  r.fitment
    ? `Sizes gzip-compressed as served. Badges: a listing page (\`${r.fitment.listing}\`) loaded in Chromium
with the largest vehicle active; time from the vehicle file's last byte to the first badge shown,
median of 3 loads.

${table(
  [
    'Vehicles',
    'Tree',
    'Largest vehicle file',
    'Median vehicle file',
    'Parts in the largest',
    'Badges after file',
    'Badges shown',
  ],
  [
    [
      r.fitment.vehicles,
      kb(r.fitment.treeBytes),
      kb(r.fitment.fileMaxBytes),
      kb(r.fitment.fileMedianBytes),
      r.fitment.fileMaxParts,
      `${r.fitment.badgeMs} ms`,
      r.fitment.badgesShown,
    ],
  ],
)}`
    : 'Not measured.'
}

## API

autocannon, 10 connections for 8 s after a 1 s warm-up, against the site server (seed catalogue).

${table(
  ['Database', 'Call', 'Requests/s', 'p50', 'p99', 'Errors', 'Non-2xx'],
  r.api.map((a) => [
    a.database,
    a.call,
    a.requestsPerSecond,
    `${a.p50Ms} ms`,
    `${a.p99Ms} ms`,
    a.errors,
    a.non2xx,
  ]),
)}
`;
}
