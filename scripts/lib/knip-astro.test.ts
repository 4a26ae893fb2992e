import { describe, expect, it } from 'vitest';
import { astro } from './knip-astro.ts';

describe("knip's reading of an .astro file", () => {
  it('keeps the frontmatter and the scripts, and reads a relative <script src> as an import of that file', () => {
    const page = `---
import Base from '../layouts/Base.astro';
const { title } = Astro.props;
---
<Base><h1>{title}</h1></Base>
<script src="../../scripts/listing-fallback.ts"></script>
<script>
  import { boot } from '../scripts/boot.ts';
  boot();
</script>
<script is:inline src="/vendor/analytics.js"></script>
<script src="https://js.stripe.com/v3/"></script>`;
    const code = astro(page);
    expect(code).toContain("import Base from '../layouts/Base.astro';");
    expect(code).toContain('import "../../scripts/listing-fallback.ts";');
    expect(code).toContain("import { boot } from '../scripts/boot.ts';");
    // A /public file and another site's script are no modules of the project.
    expect(code).not.toContain('analytics');
    expect(code).not.toContain('stripe');
  });

  it("marks a component's Props used when it reads Astro.props, and only then", () => {
    const props =
      '---\ninterface Props { title: string }\nconst { title } = Astro.props;\n---\n<p>{title}</p>';
    expect(astro(props)).toContain('type __knip_astro_props = Props;');
    expect(astro(props.replace('Astro.props', '{ title: "x" }'))).not.toContain('__knip_astro_props');
    expect(astro('<p>No frontmatter, no script</p>')).not.toMatch(/import/);
  });
});
