/**
 * One process of the catalogue generator's pool (src/build/generator/pool.ts), started with an IPC
 * channel: it takes one job message, loads the catalogue (the product store the build synced, the
 * API's lists and fitment), makes its share of the pages from the stored shells and writes them,
 * and answers with what the build keeps. The first process of a full build also sends the search
 * records first, for Pagefind to index while the pages are written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadCatalogue } from '../../data/catalogue.ts';
import { loadFitment } from '../../data/fitment.ts';
import { site } from '../../data/site.ts';
import { productSearchRecord } from '../../lib/search/search-records.ts';
import { catalogueTasks, makePage, taskFile } from './pages.ts';
import type { GeneratorJob, WorkerReply } from './pool.ts';
import type { PageShells, Shells } from './shells.ts';

function send(reply: WorkerReply): Promise<void> {
  return new Promise((done, fail) =>
    process.send!(reply, undefined, {}, (error) => (error ? fail(error) : done())),
  );
}

async function run(job: GeneratorJob): Promise<void> {
  const shells = JSON.parse(await readFile(job.shellsFile, 'utf8')) as Shells;
  const pageShells = JSON.parse(await readFile(job.pageShellsFile, 'utf8')) as PageShells;
  if (job.searchRecordsFile) {
    const [{ products, settings }, fitment] = await Promise.all([loadCatalogue(), loadFitment()]);
    const records = products.map((p) =>
      productSearchRecord(p, site.assetBase, settings.gstBp, fitment.fitsByProduct.get(p.id)),
    );
    writeFileSync(job.searchRecordsFile, JSON.stringify(records));
    await send({ type: 'search-records', count: records.length });
  }
  const wanted = job.paths ? new Set(job.paths) : null;
  const all = await catalogueTasks();
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

process.once('message', (job: GeneratorJob) => {
  run(job).then(
    () => process.disconnect(),
    (error: Error) => {
      console.error(error?.stack ?? String(error));
      process.exit(1);
    },
  );
});
