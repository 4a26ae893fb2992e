/**
 * knip: files, exports and dependencies nothing uses. Part of `npm run lint`, and a step of `npm test`
 * (scripts/test.ts), so dead code fails CI instead of waiting to mislead a reader.
 *
 * Entry points beyond what knip's plugins find for itself (Astro pages, astro.config, Vitest and
 * Playwright configs and tests, package.json scripts): files started by path, not imported.
 */
import type { KnipConfig } from 'knip';
import { astro } from './scripts/lib/knip-astro.ts';

const config = {
  entry: [
    // Run alone (`node scripts/bench/floor.ts` ...) as well as imported by the bench.
    'scripts/bench/*.ts!',
    // Run alone to look at the emails in Chromium (docs/design.md#email).
    'scripts/email-shots.ts!',
    // Started by path: the build's product sync and the page generator's processes
    // (src/build/publish/site-build.ts, src/build/generator/pool.ts), the API child of the tests.
    'src/build/publish/sync-products.ts!',
    'src/build/generator/worker.ts!',
    'tests/helpers/api-process.ts',
    // The end-to-end suite's server (playwright.config.ts webServer).
    'tests/e2e/shop.ts',
    // Astro client directives, registered by file URL (src/directives/integration.ts).
    'src/directives/{event,interaction}.ts!',
    // Worker threads, loaded by URL.
    'src/api/services/*-worker.ts!',
    // The components' JSX runtime as a dev-mode transform imports it, and the hook a plain Node
    // process loads with `node --import` to import .tsx components.
    'src/build/jsx/jsx-dev-runtime.ts!',
    'src/build/jsx/register.ts!',
  ],
  project: ['**/*.{ts,tsx,mjs,astro}!'],
  compilers: { astro },
  ignoreIssues: {
    // Imports @astrojs/react's own server module by a Vite alias's name (src/integrations/react-islands-alias.ts).
    'src/integrations/react-islands.ts': ['unlisted'],
    // A JSX runtime's exports are imported by the compiled JSX (jsxs for several children) and read by
    // TypeScript (the JSX namespace), never named in our source.
    'src/build/jsx/jsx-runtime.ts': ['exports', 'duplicates'],
  },
  // An export used in its own file is not dead code; one used nowhere is.
  ignoreExportsUsedInFile: true,
  // Installed by scripts/ensure-browser.ts where Chromium is missing: a system tool, not a package.
  ignoreBinaries: ['apt-get'],
  ignoreDependencies: [
    // hono-openapi turns the routes' valibot schemas into JSON Schema through this package, which it
    // loads with a dynamic import of its name (its peer dependency); no file of ours imports it.
    '@valibot/to-json-schema',
  ],
} satisfies KnipConfig;

export default config;
