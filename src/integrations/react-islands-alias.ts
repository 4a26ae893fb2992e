/**
 * The module names that put src/integrations/react-islands.ts in place of the React renderer's server
 * side: for the site's build (astro.config.mjs) and for its tests (vitest.config.ts).
 */
import { fileURLToPath } from 'node:url';

export function reactIslandAliases() {
  return [
    {
      find: /^@astrojs\/react\/server\.js$/,
      replacement: fileURLToPath(new URL('./react-islands.ts', import.meta.url)),
    },
    {
      find: /^astro-react-server-original$/,
      replacement: fileURLToPath(import.meta.resolve('@astrojs/react/server.js')),
    },
  ];
}
