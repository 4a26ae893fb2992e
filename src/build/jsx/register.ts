/**
 * Lets a plain Node process (the build's own, outside Vite) import the catalogue components: Node
 * strips types from .ts files itself but compiles no JSX, so .tsx files are compiled here (esbuild,
 * which Astro's Vite brings) with the runtime each file names in its jsxImportSource pragma. Start such
 * a process with `node --import ./src/build/jsx/register.ts <script>`.
 */
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

/** The compiled JSX imports `<source>/jsx-runtime` without an extension, as bundlers resolve it. */
const RUNTIME = /^\.{1,2}\/.*\/jsx-(dev-)?runtime$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    return nextResolve(RUNTIME.test(specifier) ? `${specifier}.ts` : specifier, context);
  },
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.tsx')) return nextLoad(url, context);
    const path = fileURLToPath(url);
    const { code } = transformSync(readFileSync(path, 'utf8'), {
      loader: 'tsx',
      jsx: 'automatic',
      format: 'esm',
      sourcefile: path,
      sourcemap: 'inline',
    });
    return { format: 'module', source: code, shortCircuit: true };
  },
});
