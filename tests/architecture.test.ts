/**
 * The layers, checked on every import (as Starlight checks its own): islands and browser scripts
 * reach the API only through stores, stores through src/lib/api; nothing that ships to the browser
 * or renders pages imports the API, the host or the publisher; the API never imports Astro or the site.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

interface Import {
  from: string;
  /** A path relative to the repository root for relative imports, else the bare module name. */
  to: string;
  typeOnly: boolean;
}

interface Rule {
  name: string;
  /** Files the rule is about (paths relative to the root). */
  files: RegExp;
  /** Imports those files may not make. */
  forbidden: RegExp;
  /** Type-only imports are allowed (they vanish from the built code). */
  allowTypes?: boolean;
}

const BROWSER = /^src\/(islands|stores|scripts|components|layouts|pages|directives|lib|data|loaders|admin)\//;
const RULES: Rule[] = [
  {
    name: 'islands and browser scripts call the API only through stores',
    files: /^src\/(islands|scripts)\//,
    // The answers' schemas (and the types made from them) are not calls: anything may read them.
    forbidden: /^src\/(lib\/api\/(?!schemas\/)|stores\/api\.ts$)/,
  },
  {
    name: 'islands and browser scripts never use fetch directly',
    files: /^src\/(islands|scripts)\//,
    forbidden: /^fetch\(/,
  },
  {
    name: 'site and browser code never import the API, host or publisher',
    files: BROWSER,
    forbidden: /^src\/(api|host|publish)\//,
  },
  {
    // The back office is its own app at /admin/: no shopper page, island or shared module may pull it in.
    name: 'only the back office and its page import src/admin',
    files: /^src\/(?!admin\/|pages\/admin\/)/,
    forbidden: /^src\/admin\//,
  },
  {
    // One schema per answer, read by the API (its OpenAPI document), the shop, the build and the back office.
    name: "the API's answer schemas use only valibot and src/lib",
    files: /^src\/lib\/api\/schemas\//,
    forbidden: /^(?!valibot$|src\/lib\/)/,
  },
  {
    name: 'the API never imports Astro or the site',
    files: /^src\/api\//,
    forbidden:
      /^(astro(:|\/|$)|@astrojs\/|src\/(islands|stores|scripts|components|layouts|pages|directives|data|loaders|host|publish)\/)/,
  },
  {
    name: 'the host and the publisher use only the API entry points, its database client and change versions, its error and body-limit middleware and its storage',
    files: /^src\/(host|publish)\//,
    // Storage: the site server serves /storage/ from the bucket when images are kept in one. Body
    // limit: the rebuild webhook counts its body against the same limit as the API's routes.
    forbidden:
      /^src\/api\/(?!(app|env|deps|prepare)\.ts$|db\/(client|catalogue-changes)\.ts$|http\/(errors|body-limit)\.ts$|storage\/)/,
    allowTypes: true,
  },
];

const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every import of a source file, resolved to a root-relative path when relative. */
function importsOf(file: string, text: string): Import[] {
  const found: Import[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[3] ?? m[4]!;
    const to = spec.startsWith('.') ? relative(root, resolve(root, dirname(file), spec)) : spec;
    found.push({ from: file, to, typeOnly: Boolean(m[2]) });
  }
  // A call of the global fetch (not a method such as api.fetch): recorded as a pseudo-import.
  if (/(^|[^.\w])fetch\(/.test(text)) found.push({ from: file, to: 'fetch(', typeOnly: false });
  return found;
}

/** The imports that break a rule, as "rule: from -> to" lines. */
function violations(imports: Import[], rules: Rule[] = RULES): string[] {
  const out: string[] = [];
  for (const rule of rules)
    for (const i of imports)
      if (rule.files.test(i.from) && rule.forbidden.test(i.to) && !(rule.allowTypes && i.typeOnly))
        out.push(`${rule.name}: ${i.from} -> ${i.to}`);
  return out;
}

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx|astro|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('architecture', () => {
  it('no import crosses the layers', () => {
    const imports = sources('src').flatMap((f) => importsOf(f, readFileSync(join(root, f), 'utf8')));
    expect(imports.length).toBeGreaterThan(500);
    expect(violations(imports)).toEqual([]);
  });

  it('catches a forbidden import of each kind', () => {
    const bad: [string, string][] = [
      ['src/islands/SignIn.tsx', "import { api } from '../stores/api.ts';"],
      ['src/islands/SignIn.tsx', "const r = await fetch('/api/login');"],
      ['src/components/Price.astro', "import { placeOrder } from '../api/services/orders.ts';"],
      ['src/api/routes/shop.ts', "import { getCollection } from 'astro:content';"],
      ['src/host/site-server.ts', "import { placeOrder } from '../api/services/orders.ts';"],
      ['src/islands/CartPanel.tsx', "import { api } from '../admin/api.ts';"],
      ['src/admin/screens/Orders.tsx', "import { orders } from '../../api/db/schema/index.ts';"],
      ['src/lib/api/schemas/orders.ts', "import { readFile } from 'node:fs/promises';"],
      ['src/lib/api/schemas/orders.ts', "import { Hono } from 'hono';"],
    ];
    for (const [file, line] of bad) expect(violations(importsOf(file, line)), line).toHaveLength(1);
    expect(
      violations(
        importsOf(
          'src/islands/SignIn.tsx',
          "import type { ApiProfile } from '../lib/api/schemas/accounts.ts';",
        ),
      ),
    ).toEqual([]);
    expect(
      violations(importsOf('src/pages/admin/index.astro', "import App from '../../admin/App.tsx';")),
    ).toEqual([]);
  });

  it('renders editor HTML only through editorHtml, which sanitises it', () => {
    const rawHtml = sources('src').filter((f) => /set:html=/.test(readFileSync(join(root, f), 'utf8')));
    // The others render JSON or the catalogue components' markup (src/build/components: JSX whose
    // runtime escapes every text and attribute); editor HTML comes through EditorHtml, which sanitises.
    expect(rawHtml.sort()).toEqual([
      'src/components/Breadcrumbs.astro',
      'src/components/Carousel.astro',
      'src/components/EditorHtml.astro',
      'src/components/Header.astro',
      'src/components/ListingPage.astro',
      'src/components/ProductCard.astro',
      'src/components/ProductGrid.astro',
      'src/components/ReadMore.astro',
      'src/components/VehicleParts.astro',
      'src/layouts/Base.astro',
      'src/pages/[...moved].astro',
      'src/pages/brand/index.astro',
      'src/pages/product/[permalink].astro',
      'src/pages/sitemap/[...slug].astro',
    ]);
    // Editor fields reach a page's markup only sanitised: the site calls sanitize in one place.
    const sanitizing = sources('src').filter(
      (f) =>
        !/^src\/api\//.test(f) &&
        !/\.test\.ts$/.test(f) &&
        /\bsanitize\(/.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(sanitizing.sort()).toEqual(['src/lib/format/editor-html.ts', 'src/lib/format/html.ts']);
    // The components put HTML in unescaped only through raw(): sanitised editor HTML, JSON for a
    // script, the product card and the pager shared with the browser (escaped there), and the island
    // slot's marker.
    const trusting = sources('src/build').filter((f) =>
      /(?<![.\w])raw\(/.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(trusting.sort()).toEqual([
      'src/build/components/EditorHtml.tsx',
      'src/build/components/FitBadge.tsx',
      'src/build/components/MovedPage.tsx',
      'src/build/components/Pager.tsx',
      'src/build/components/Price.tsx',
      'src/build/components/ProductCard.tsx',
      'src/build/components/SeoHead.tsx',
      'src/build/jsx/jsx-runtime.ts',
      'src/build/jsx/slot.ts',
      'src/build/pages/listing.tsx',
      'src/build/pages/product.tsx',
    ]);
  });
});
