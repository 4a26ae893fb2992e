/**
 * The fitment import, shared by POST /api/admin/fitment/import and
 * `npm run fitment:import`: each checked row of the CSV (fitment-csv-read.ts) names a product by SKU
 * and the vehicle types it fits by make, model, series (blank = every series), engine (blank = every
 * engine; the engine's name or code) and a span of years (every vehicle type whose years overlap).
 * A row narrower than a vehicle's own years keeps its bounds on the fitment (year_from / year_to).
 *
 * The whole file is one transaction: any bad row and nothing is written. Re-importing the same file
 * changes nothing (rows are upserted on product + vehicle + position). `replace` also removes the
 * fitment rows of the file's products that the file does not list. Products named in the file become
 * vehicle-specific (universal = false). Vehicles and SKUs are read once into maps, and the matched
 * rows compared and written set-based through a temporary table, so 50,000 rows take seconds.
 */
import { eq, sql } from 'drizzle-orm';
import type { CsvLineError, FitmentReport } from '../../lib/api/schemas/admin-products.ts';
import { vehicleLabel, yearSpan } from '../../lib/fitment/fitment.ts';
import { csvRow } from '../../lib/format/csv-cells.ts';
import type { DbOrTx } from '../db/client.ts';
import { fitments, products, vehicles } from '../db/schema/index.ts';
import type { Actor } from '../http/staff.ts';
import { auditActor, recordAudit } from './audit.ts';
import {
  FITMENT_COLUMNS,
  FITMENT_OPTIONAL_COLUMNS,
  type FitmentRow,
  readFitmentCsv,
} from './fitment-csv-read.ts';

/** Rows staged per statement. */
const CHUNK = 10_000;
/** SKUs named in the audit entry, at most. */
const AUDIT_SKUS = 200;

type VehicleRow = Pick<
  typeof vehicles.$inferSelect,
  | 'id'
  | 'make'
  | 'model'
  | 'series'
  | 'engine'
  | 'engineCode'
  | 'body'
  | 'drive'
  | 'transmission'
  | 'yearFrom'
  | 'yearTo'
>;

interface Wanted {
  line: number;
  productId: number;
  vehicleId: number;
  position: string;
  qty: number;
  note: string;
  yearFrom: number | null;
  yearTo: number | null;
  /** The vehicle's own span. */
  span: [number, number];
}

export type FitmentImportResult =
  | { ok: true; report: FitmentReport }
  | { ok: false; message: string; errors: CsvLineError[] };

export interface FitmentImportOptions {
  dryRun: boolean;
  replace: boolean;
  /** Who imports, for the audit log (null = the machine token or the command line). */
  actor: Actor | null;
}

const lower = (s: string) => s.toLowerCase();
const keyOf = (productId: number, vehicleId: number, position: string) =>
  `${productId}|${vehicleId}|${position}`;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Vehicle types by lower-cased "make|model". */
async function loadVehicles(db: DbOrTx): Promise<Map<string, VehicleRow[]>> {
  const rows = await db
    .select({
      id: vehicles.id,
      make: vehicles.make,
      model: vehicles.model,
      series: vehicles.series,
      engine: vehicles.engine,
      engineCode: vehicles.engineCode,
      body: vehicles.body,
      drive: vehicles.drive,
      transmission: vehicles.transmission,
      yearFrom: vehicles.yearFrom,
      yearTo: vehicles.yearTo,
    })
    .from(vehicles)
    .orderBy(vehicles.id);
  const map = new Map<string, VehicleRow[]>();
  for (const v of rows) {
    const key = `${lower(v.make)}|${lower(v.model)}`;
    const list = map.get(key);
    if (list) list.push(v);
    else map.set(key, [v]);
  }
  return map;
}

/**
 * The vehicle types a row names, or the column that left none (the first filter that emptied the
 * list, so "no vehicle matches" points at the cell to fix).
 */
function matchVehicles(
  row: FitmentRow,
  byMakeModel: Map<string, VehicleRow[]>,
  makes: Set<string>,
): { found: VehicleRow[] } | { field: string } {
  let list = byMakeModel.get(`${lower(row.make)}|${lower(row.model)}`) ?? [];
  if (list.length === 0) return { field: makes.has(lower(row.make)) ? 'model' : 'make' };
  const filters: [string, string, (v: VehicleRow, want: string) => boolean][] = [
    ['series', row.series, (v, want) => lower(v.series) === want],
    ['engine', row.engine, (v, want) => lower(v.engine) === want || lower(v.engineCode) === want],
    ['body', row.body, (v, want) => lower(v.body) === want],
    ['drive', row.drive, (v, want) => lower(v.drive) === want],
    ['transmission', row.transmission, (v, want) => lower(v.transmission) === want],
  ];
  for (const [field, cell, test] of filters) {
    if (cell === '') continue;
    const want = lower(cell);
    list = list.filter((v) => test(v, want));
    if (list.length === 0) return { field };
  }
  list = list.filter((v) => v.yearFrom <= row.yearTo && v.yearTo >= row.yearFrom);
  return list.length === 0 ? { field: 'year_from' } : { found: list };
}

const described = (row: FitmentRow) =>
  [
    row.make,
    row.model,
    row.series,
    row.engine,
    row.body,
    row.drive,
    row.transmission,
    yearSpan(row.yearFrom, row.yearTo),
  ]
    .filter(Boolean)
    .join(' ');

interface Plan {
  errors: CsvLineError[];
  wanted: Wanted[];
  productIds: number[];
  vehicleCount: number;
}

/** Matches every row to its product and vehicle types, as `db` sees them. */
async function plan(db: DbOrTx, rows: FitmentRow[], errors: CsvLineError[]): Promise<Plan> {
  const [byMakeModel, skuRows] = await Promise.all([
    loadVehicles(db),
    db.select({ id: products.id, sku: products.sku }).from(products),
  ]);
  const makes = new Set([...byMakeModel.keys()].map((k) => k.slice(0, k.indexOf('|'))));
  const bySku = new Map(skuRows.map((p) => [lower(p.sku), p.id]));
  const wanted: Wanted[] = [];
  const lineOf = new Map<string, number>();
  for (const row of rows) {
    const productId = bySku.get(lower(row.sku));
    if (productId === undefined)
      errors.push({ line: row.line, field: 'sku', message: `no product has SKU ${row.sku}.` });
    const match = matchVehicles(row, byMakeModel, makes);
    if ('field' in match) {
      errors.push({ line: row.line, field: match.field, message: `no vehicle matches ${described(row)}.` });
      continue;
    }
    if (productId === undefined) continue;
    // Two rows must not name the same fitment row (which one's qty, note and years would it keep?).
    const twice = match.found.find((v) => lineOf.has(keyOf(productId, v.id, row.position)));
    if (twice) {
      const where = row.position ? ` (${row.position})` : '';
      const earlier = lineOf.get(keyOf(productId, twice.id, row.position));
      errors.push({
        line: row.line,
        field: null,
        message: `line ${earlier} already fits ${row.sku}${where} to the ${vehicleLabel(twice)} ${yearSpan(twice.yearFrom, twice.yearTo)}.`,
      });
      continue;
    }
    for (const v of match.found) {
      lineOf.set(keyOf(productId, v.id, row.position), row.line);
      wanted.push({
        line: row.line,
        productId,
        vehicleId: v.id,
        position: row.position,
        qty: row.qty,
        note: row.note,
        yearFrom: row.yearFrom > v.yearFrom ? row.yearFrom : null,
        yearTo: row.yearTo < v.yearTo ? row.yearTo : null,
        span: [v.yearFrom, v.yearTo],
      });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return {
    errors,
    wanted,
    productIds: [...new Set(wanted.map((w) => w.productId))],
    vehicleCount: new Set(wanted.map((w) => w.vehicleId)).size,
  };
}

/** A PostgreSQL array literal of integers (null = NULL). */
const intArray = (values: (number | null)[]) => `{${values.map((n) => n ?? 'NULL').join(',')}}`;
/** A PostgreSQL array literal of texts, each quoted. */
const textArray = (values: string[]) =>
  `{${values.map((s) => `"${s.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

/**
 * The file's fitment rows go into a temporary table (one array parameter per column and chunk: far
 * quicker than a bound value per cell on PGlite), and the comparison with the stored rows and the
 * writes are set-based SQL against it, so no stored row is read into the process.
 */
async function stage(tx: DbOrTx, wanted: Wanted[]): Promise<void> {
  await tx.execute(sql`create temporary table fitment_import (p int not null, v int not null,
    o text not null, q int not null, n text not null, f int, t int, a int not null, b int not null)
    on commit drop`);
  for (const c of chunks(wanted, CHUNK))
    await tx.execute(sql`insert into fitment_import select * from unnest(
      ${intArray(c.map((w) => w.productId))}::int[], ${intArray(c.map((w) => w.vehicleId))}::int[],
      ${textArray(c.map((w) => w.position))}::text[], ${intArray(c.map((w) => w.qty))}::int[],
      ${textArray(c.map((w) => w.note))}::text[], ${intArray(c.map((w) => w.yearFrom))}::int[],
      ${intArray(c.map((w) => w.yearTo))}::int[], ${intArray(c.map((w) => w.span[0]))}::int[],
      ${intArray(c.map((w) => w.span[1]))}::int[])`);
  await tx.execute(sql`analyze fitment_import`);
}

/** The stored row of a staged one (x), if any, as `f`. */
const STORED = sql`left join fitments f on f.product_id = x.p and f.vehicle_id = x.v and f.position = x.o`;
/**
 * A stored row (f) says the same as the staged one (x): a year bound at or past the vehicle's own
 * (a, b) is the same as none, as another writer (the seed) may store it.
 */
const SAME = sql`(f.qty = x.q and f.note = x.n
  and greatest(coalesce(f.year_from, x.a), x.a) = coalesce(x.f, x.a)
  and least(coalesce(f.year_to, x.b), x.b) = coalesce(x.t, x.b))`;
/** Stored rows (f) of the file's products that the file does not list. */
const UNLISTED = sql`f.product_id in (select distinct p from fitment_import) and not exists (select 1
  from fitment_import x where x.p = f.product_id and x.v = f.vehicle_id and x.o = f.position)`;

async function rowsOf<T>(tx: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A fitment row as the audit log keeps it: f (stored) or x (staged) columns. */
const STORED_JSON = sql`jsonb_build_object('vehicle_id', f.vehicle_id, 'position', f.position, 'qty', f.qty,
  'note', f.note, 'year_from', f.year_from, 'year_to', f.year_to)`;
const STAGED_JSON = sql`jsonb_build_object('vehicle_id', x.v, 'position', x.o, 'qty', x.q, 'note', x.n,
  'year_from', x.f, 'year_to', x.t)`;

/**
 * One audit entry per fitment row the import adds, changes or (replace) deletes, under its product,
 * with the row before and after; and one per product made vehicle-specific. Set-based, before the
 * writes, so the stored rows are still the "before".
 */
async function auditRows(tx: DbOrTx, actor: Actor | null, replace: boolean) {
  const who = auditActor(actor);
  const head = sql`insert into audit_log (staff_id, actor, action, entity, entity_id, before, after)`;
  const by = sql`${who.staffId}::int, ${who.actor}::text, 'fitment.import', 'product'`;
  await tx.execute(sql`${head} select ${by}, x.p::text, case when f.id is null then null else ${STORED_JSON} end,
    ${STAGED_JSON} from fitment_import x ${STORED} where f.id is null or not ${SAME} order by x.p`);
  if (replace)
    await tx.execute(sql`${head} select ${by}, f.product_id::text, ${STORED_JSON}, null from fitments f
      where ${UNLISTED} order by f.product_id`);
  await tx.execute(sql`${head} select ${who.staffId}::int, ${who.actor}::text, 'fitment.import', 'product',
    id::text, '{"universal":true}'::jsonb, '{"universal":false}'::jsonb from products
    where universal and id in (select distinct p from fitment_import)`);
}

/** Whether the import changes anything (the site then needs rebuilding). */
export const changed = (r: FitmentReport) => r.created + r.updated + r.deleted + r.made_specific > 0;

const lineCount = (errors: CsvLineError[]) => new Set(errors.map((e) => e.line)).size;
export const refusal = (errors: CsvLineError[]) => {
  const n = lineCount(errors);
  return `The CSV has ${n} ${n === 1 ? 'row' : 'rows'} with errors; nothing was imported.`;
};

/** Thrown inside the transaction to roll it back. */
class Refused extends Error {
  readonly errors: CsvLineError[];
  constructor(errors: CsvLineError[]) {
    super('refused');
    this.errors = errors;
  }
}

/** Plans, and unless a dry run writes, in the transaction `tx`; throws Refused on any bad row. */
async function run(tx: DbOrTx, rows: FitmentRow[], readErrors: CsvLineError[], o: FitmentImportOptions) {
  const p = await plan(tx, rows, readErrors);
  if (p.errors.length > 0) throw new Refused(p.errors);
  await stage(tx, p.wanted);
  const [counts] = await rowsOf<{ created: number; updated: number }>(
    tx,
    sql`select (count(*) filter (where f.id is null))::int as created,
      (count(*) filter (where f.id is not null and not ${SAME}))::int as updated
      from fitment_import x ${STORED}`,
  );
  const [unlisted] = o.replace
    ? await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from fitments f where ${UNLISTED}`)
    : [{ n: 0 }];
  const universal = await rowsOf<{ id: number; sku: string }>(
    tx,
    sql`select id, sku from products where universal and id in (select distinct p from fitment_import)
      order by id`,
  );
  const report: FitmentReport = {
    dry_run: o.dryRun,
    replace: o.replace,
    rows: rows.length,
    fitments: p.wanted.length,
    created: counts!.created,
    updated: counts!.updated,
    unchanged: p.wanted.length - counts!.created - counts!.updated,
    deleted: unlisted!.n,
    vehicles: p.vehicleCount,
    products: p.productIds.length,
    made_specific: universal.length,
  };
  if (o.dryRun || !changed(report)) return report;

  await auditRows(tx, o.actor, o.replace);
  if (o.replace) await tx.execute(sql`delete from fitments f where ${UNLISTED}`);
  await tx.execute(sql`insert into fitments (product_id, vehicle_id, position, qty, note, year_from, year_to)
    select x.p, x.v, x.o, x.q, x.n, x.f, x.t from fitment_import x ${STORED}
    where f.id is null or not ${SAME}
    on conflict (product_id, vehicle_id, position) do update set qty = excluded.qty,
      note = excluded.note, year_from = excluded.year_from, year_to = excluded.year_to, updated_at = now()`);
  if (universal.length > 0)
    await tx.execute(sql`update products set universal = false, version = version + 1, updated_at = now()
      where universal and id in (select distinct p from fitment_import)`);
  const { dry_run: _d, ...figures } = report;
  await recordAudit(tx, o.actor, {
    action: 'fitment.import',
    entity: 'fitment',
    entityId: 'import',
    after: { ...figures, made_specific_skus: universal.slice(0, AUDIT_SKUS).map((u) => u.sku) },
  });
  return report;
}

/**
 * Reads, checks and (unless a dry run) imports a fitment CSV. Any error anywhere: ok false with every
 * error by line, and nothing written.
 */
export async function importFitment(
  db: DbOrTx,
  bytes: Uint8Array,
  options: FitmentImportOptions,
): Promise<FitmentImportResult> {
  const read = readFitmentCsv(bytes);
  if (!read.ok) return read;
  try {
    // A dry run too: it stages the rows in a temporary table that the transaction's end drops.
    const report = await db.transaction((tx) => run(tx, read.rows, read.errors, options));
    return { ok: true, report };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: refusal(error.errors), errors: error.errors };
    throw error;
  }
}

/** Every fitment row as the import reads it (export -> import changes nothing), formula cells neutralised. */
export async function exportFitmentCsv(db: DbOrTx): Promise<string> {
  const rows = await db
    .select({
      make: vehicles.make,
      model: vehicles.model,
      series: vehicles.series,
      engine: vehicles.engine,
      body: vehicles.body,
      drive: vehicles.drive,
      transmission: vehicles.transmission,
      vehicleFrom: vehicles.yearFrom,
      vehicleTo: vehicles.yearTo,
      sku: products.sku,
      position: fitments.position,
      qty: fitments.qty,
      note: fitments.note,
      yearFrom: fitments.yearFrom,
      yearTo: fitments.yearTo,
    })
    .from(fitments)
    .innerJoin(vehicles, eq(vehicles.id, fitments.vehicleId))
    .innerJoin(products, eq(products.id, fitments.productId))
    .orderBy(
      sql`lower(${products.sku})`,
      vehicles.make,
      vehicles.model,
      vehicles.series,
      vehicles.yearFrom,
      vehicles.engine,
      vehicles.id,
      fitments.position,
    );
  const columns = [...FITMENT_COLUMNS, ...FITMENT_OPTIONAL_COLUMNS];
  return (
    csvRow(columns) +
    rows
      .map((r) => {
        const record: Record<(typeof columns)[number], string> = {
          make: r.make,
          model: r.model,
          series: r.series,
          year_from: String(r.yearFrom ?? r.vehicleFrom),
          year_to: String(r.yearTo ?? r.vehicleTo),
          engine: r.engine,
          sku: r.sku,
          position: r.position,
          qty: String(r.qty),
          note: r.note,
          body: r.body,
          drive: r.drive,
          transmission: r.transmission,
        };
        return csvRow(columns.map((c) => record[c]));
      })
      .join('')
  );
}
