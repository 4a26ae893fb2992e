/**
 * One process of the catalogue generator, started with an IPC channel. In a build's pool
 * (src/build/generator/pool.ts) it takes one job message, loads the catalogue (the product store the
 * build synced, the API's lists and fitment), makes its share of the pages from the stored shells,
 * writes them, answers with what the build keeps and exits. The first process of a full build also
 * sends the search records first, for Pagefind to index while the pages are written.
 *
 * As the resident generator (src/build/generator/resident.ts) it is told to hold the catalogue
 * first: it reads the product store once, keeps it in memory with everything derived from it, and
 * then takes edit after edit, syncing the changed products with the API itself before each.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buildApi } from '../../data/build-api.ts';
import { loadCatalogue, setHeldProducts } from '../../data/catalogue.ts';
import { loadFitment } from '../../data/fitment.ts';
import { type HeldProducts, holdProductStore, productStoreFile } from '../../data/product-store.ts';
import { site } from '../../data/site.ts';
import type { Product } from '../../lib/catalogue/product.ts';
import { productSearchRecord, type SearchRecord } from '../../lib/search/search-records.ts';
import { catalogueTasks, makePage, type PageTask, taskFile } from './pages.ts';
import type { GeneratorJob, WorkerMessage, WorkerReply } from './pool.ts';
import type { PageShells, Shells } from './shells.ts';

function send(reply: WorkerReply): Promise<void> {
  return new Promise((done, fail) =>
    process.send!(reply, undefined, {}, (error) => (error ? fail(error) : done())),
  );
}

/** Each product's search record, kept by product: a resident process computes only changed products' again. */
const records = new WeakMap<Product, SearchRecord>();

async function searchRecords(): Promise<SearchRecord[]> {
  const [{ products, settings }, fitment] = await Promise.all([loadCatalogue(), loadFitment()]);
  return products.map((p) => {
    let record = records.get(p);
    if (!record) {
      record = productSearchRecord(p, site.assetBase, settings.gstBp, fitment.fitsByProduct.get(p.id));
      records.set(p, record);
    }
    return record;
  });
}

async function run(job: GeneratorJob, catalogue?: PageTask[]): Promise<void> {
  const [shells, pageShells] = await Promise.all([
    readFile(job.shellsFile, 'utf8').then((text) => JSON.parse(text) as Shells),
    readFile(job.pageShellsFile, 'utf8').then((text) => JSON.parse(text) as PageShells),
  ]);
  if (job.searchRecordsFile) {
    const list = await searchRecords();
    writeFileSync(job.searchRecordsFile, JSON.stringify(list));
    await send({ type: 'search-records', count: list.length });
  }
  const wanted = job.paths ? new Set(job.paths) : null;
  const all = catalogue ?? (await catalogueTasks());
  // A page Astro rendered with product slots and no task would be served with its markers.
  const filled = new Set(all.filter((task) => task.type === 'product-parts').map((task) => task.path));
  const unfilled = Object.keys(pageShells).filter((path) => !filled.has(path));
  if (unfilled.length > 0) throw new Error(`No generator task fills the slots of ${unfilled.join(', ')}`);
  const tasks = all.filter(
    (task, i) => (wanted ? wanted.has(task.path) : true) && i % job.count === job.index,
  );
  const pageDeps: Record<string, number[]> = {};
  const folders = new Set<string>();
  for (const task of tasks) {
    const made = await makePage(task, shells, pageShells);
    const file = join(job.outDir, taskFile(task.path));
    const folder = dirname(file);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(file, made.content);
    if (made.productIds) pageDeps[task.path] = [...new Set(made.productIds)].sort((a, b) => a - b);
  }
  await send({ type: 'done', written: tasks.length, pageDeps });
}

/** The resident's products, once told to hold them. */
let held: HeldProducts | null = null;

async function hold(): Promise<void> {
  const at = performance.now();
  held = await holdProductStore(productStoreFile(), process.env.BUILD_SOURCE ?? '');
  setHeldProducts(held.products());
  // Everything an edit needs, made now rather than on the first edit.
  await Promise.all([catalogueTasks(), searchRecords()]);
  await send({ type: 'held', products: held.products().length, ms: Math.round(performance.now() - at) });
}

async function handle(message: WorkerMessage): Promise<void> {
  if (message.type === 'hold') return hold();
  if (!held) {
    await run(message.job);
    process.disconnect();
    return;
  }
  const at = performance.now();
  const log = (line: string) => console.log(line);
  const job = message.job;
  if (await (job.since ? held.syncSince(buildApi(), job.since, log) : held.sync(buildApi(), log)))
    setHeldProducts(held.products());
  const synced = performance.now();
  // Made once here, timed, and handed to the job.
  const tasks = await catalogueTasks();
  const ms = (from: number, to: number) => `${Math.round(to - from)} ms`;
  // Before the pages: the build's log takes this process's lines only until its answer.
  console.log(`Resident generator: sync ${ms(at, synced)}, catalogue ${ms(synced, performance.now())}`);
  await run(job, tasks);
}

// One message at a time, in order; a failure ends the process (the build reports its output).
let queue = Promise.resolve();
process.on('message', (message: WorkerMessage) => {
  queue = queue
    .then(() => handle(message))
    .catch((error: Error) => {
      console.error(error?.stack ?? String(error));
      process.exit(1);
    });
});
// The build or the shop that started it has gone.
process.on('disconnect', () => {
  if (held) process.exit(0);
});
