/**
 * npm run build: a one-off full build of the site against an API (CATALOGUE_API_URL), without the
 * shop's database: the product sync, `astro build` (every non-catalogue page and the shells) and the
 * catalogue generator, as the shop's own builds do (src/build/publish/site-build.ts), into DIST_DIR
 * (default ./dist, a link to .builds/{id}/site beside it). The shop's next build of its own is a full one.
 */
import { resolve } from 'node:path';
import { headerOptionsFromEnv } from '../src/build/publish/publisher.ts';
import { buildSite } from '../src/build/publish/site-build.ts';
import { sourceHash } from '../src/build/publish/source-hash.ts';
import { readConfig } from '../src/config.ts';

const root = resolve(import.meta.dirname, '..');
const config = readConfig();
const apiUrl = process.env.CATALOGUE_API_URL || `http://127.0.0.1:${config.port}/api`;
const started = performance.now();
const result = await buildSite({
  root,
  distDir: config.distDir,
  apiUrl,
  siteUrl: config.siteUrl,
  manifest: {
    source: await sourceHash(root, config.siteUrl),
    catalogue: { content: 'one-off build', productData: 'one-off build', products: {} },
  },
  plan: { kind: 'full', reason: 'npm run build' },
  previous: null,
  headers: headerOptionsFromEnv(),
  log: (line) => console.log(line),
});
await result.settled;
console.log(`Built ${config.distDir} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
