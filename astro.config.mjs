// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { siteUrlFromEnv } from './src/config.ts';
import { clientDirectives } from './src/directives/integration.ts';
import { chunkNamer } from './src/integrations/boot-chunk.ts';
import { buildRecords } from './src/integrations/build-records.ts';
import { fitmentPrefetch } from './src/integrations/fitment-prefetch.ts';
import { precompress } from './src/integrations/precompress.ts';
import { reactIslandAliases } from './src/integrations/react-islands-alias.ts';
import { renderGate } from './src/integrations/render-gate.ts';
import { astroOutDir } from './src/lib/build/stamp-queue.ts';

// The same address the server prints and uses: SITE_URL, else localhost on PORT.
const site = siteUrlFromEnv(process.env);

// Static catalogue: every page is pre-rendered from the API at build time (docs/design.md#shape).
export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'always',
  outDir: astroOutDir(),
  // Per shop (the runner sets it under DATA_DIR): two shops on one machine must not share a content store.
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  build: {
    format: 'directory',
    inlineStylesheets: 'auto',
    concurrency: Number(process.env.ASTRO_CONCURRENCY ?? 4),
  },
  integrations: [react(), clientDirectives(), buildRecords(), precompress(), renderGate(), fitmentPrefetch()],
  vite: {
    build: { assetsInlineLimit: 0 },
    // React islands render once per build for the same props (src/integrations/react-islands.ts).
    resolve: { alias: reactIslandAliases() },
    // Beside Astro's cache when the runner gives one: render processes of one build run side by side.
    cacheDir: process.env.ASTRO_CACHE_DIR ? `${process.env.ASTRO_CACHE_DIR}/vite` : undefined,
    // The browser's bundle: what the pages' scripts import in one chunk (src/integrations/boot-chunk.ts).
    environments: {
      client: {
        build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: chunkNamer() }] } } } },
      },
    },
  },
});
