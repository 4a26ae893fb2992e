// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { siteUrlFromEnv } from './src/config.ts';
import { clientDirectives } from './src/directives/integration.ts';
import { buildRecords } from './src/integrations/build-records.ts';

// The same address the server prints and uses: SITE_URL, else localhost on PORT.
const site = siteUrlFromEnv(process.env);

// Static catalogue: every page is pre-rendered from the API at build time (DESIGN section 1).
export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'always',
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  build: {
    format: 'directory',
    inlineStylesheets: 'auto',
    concurrency: Number(process.env.ASTRO_CONCURRENCY ?? 4),
  },
  integrations: [react(), clientDirectives(), buildRecords()],
  vite: {
    build: { assetsInlineLimit: 0 },
  },
});
