/** A plain Node process (no Vite) renders the catalogue components once the JSX hook is registered. */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('the JSX hook for plain Node', () => {
  it('compiles .tsx components on import, with their own runtime', () => {
    const script =
      "const { Breadcrumbs } = await import('./src/build/components/Breadcrumbs.tsx');" +
      "console.log(Breadcrumbs({ items: [{ name: 'Home', href: '/' }, { name: 'Pads & <Rotors>', href: '/p/' }] }).html);";
    const out = execFileSync(
      process.execPath,
      ['--import', './src/build/jsx/register.ts', '--input-type=module', '-e', script],
      { cwd: root, encoding: 'utf8' },
    );
    expect(out.trim()).toBe(
      '<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><span aria-current="page">Pads &amp; &lt;Rotors&gt;</span></li></ol></nav>',
    );
  });
});
