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
import { astroPageProducts } from './astro-page-deps.ts';
import { catalogueTasks, makePage, taskFile } from './pages.ts';
import type { GeneratorJob, WorkerReply } from './pool.ts';
import type { Shells } from './shells.ts';

function send(reply: WorkerReply): Promise<void> {
  return new Promise((done, fail) =>
    process.send!(reply, undefined, {}, (error) => (error ? fail(error) : done())),
  );
}

async function run(job: GeneratorJob): Promise<void> {
  const shells = JSON.parse(await readFile(job.shellsFile, 'utf8')) as Shells;
  if (job.searchRecordsFile) {
    const [{ products, settings }, fitment] = await Promise.all([loadCatalogue(), loadFitment()]);
    const records = products.map((p) =>
      productSearchRecord(p, site.assetBase, settings.gstBp, fitment.fitsByProduct.get(p.id)),
    );
    writeFileSync(job.searchRecordsFile, JSON.stringify(records));
    await send({ type: 'search-records', count: records.length });
  }
  const wanted = job.paths ? new Set(job.paths) : null;
  const tasks = (await catalogueTasks()).filter(
    (task, i) => (wanted ? wanted.has(task.path) : true) && i % job.count === job.index,
  );
  const pageDeps: Record<string, number[]> = job.astroPageDeps ? await astroPageProducts() : {};
  const folders = new Set<string>();
  for (const task of tasks) {
    const made = await makePage(task, shells);
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
