// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { siteUrlFromEnv } from './src/config.ts';
import { clientDirectives } from './src/directives/integration.ts';
import { chunkNamer } from './src/integrations/boot-chunk.ts';
import { precompress } from './src/integrations/precompress.ts';
import { reactIslandAliases } from './src/integrations/react-islands-alias.ts';

// The same address the server prints and uses: SITE_URL, else localhost on PORT.
const site = siteUrlFromEnv(process.env);

// Static site: Astro renders every page but the catalogue's, and one shell per catalogue page kind,
// which the catalogue generator fills (src/build/). ASTRO_OUT_DIR: where the build wants them.
export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'always',
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  // Per shop (the runner sets it under DATA_DIR): two shops on one machine must not share a content store.
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  build: {
    format: 'directory',
    inlineStylesheets: 'auto',
    concurrency: Number(process.env.ASTRO_CONCURRENCY ?? 4),
  },
  integrations: [react(), clientDirectives(), precompress()],
  vite: {
    build: { assetsInlineLimit: 0 },
    // React islands render once per build for the same props (src/integrations/react-islands.ts).
    resolve: { alias: reactIslandAliases() },
    // Beside Astro's cache when the build gives one (each shop its own).
    cacheDir: process.env.ASTRO_CACHE_DIR ? `${process.env.ASTRO_CACHE_DIR}/vite` : undefined,
    // The browser's bundle: what the pages' scripts import in one chunk (src/integrations/boot-chunk.ts).
    environments: {
      client: {
        build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: chunkNamer() }] } } } },
      },
    },
  },
});
