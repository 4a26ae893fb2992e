/**
 * .astro files as knip reads them (knip.config.ts): the frontmatter and each <script>'s code, as
 * knip's own Astro compiler does, plus `<script src="...">` as an import of that file (Astro bundles
 * it like one; knip's compiler skips it and would call the script unused).
 */
export function astro(text: string): string {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  // A component that declares its Props and reads Astro.props uses them.
  const props = /(?:^|[\s;])(?:interface|type)\s+Props\b/.test(frontmatter) && text.includes('Astro.props');
  const scripts = [...text.matchAll(/<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script>/gi)].map(
    ([, attributes = '', body = '']) => {
      const src = /\bsrc=["']([^"']+)["']/.exec(attributes)?.[1];
      // A relative src is a module of the project; /public files and other sites' scripts are not.
      return src && /^\.\.?\//.test(src) ? `import ${JSON.stringify(src)};` : body;
    },
  );
  return [frontmatter, props ? 'type __knip_astro_props = Props;' : '', ...scripts].join(';\n');
}
