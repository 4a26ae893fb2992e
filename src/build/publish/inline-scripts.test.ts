import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts.ts';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  const html = `<script>a()</script><script type="module">\n b() </script>
      <script src="/x.js"></script><script type="application/ld+json">{"@type":"Product"}</script>
      <script type="application/json" id="map">{}</script><script>a()</script>`;

  it('hashes executable inline scripts exactly, and skips external scripts and data blocks', () => {
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('\n b() ')]);
  });

  it('gives the same hashes for the page as the UTF-8 bytes the build writes', () => {
    const page = `<p>Größe – 10 mm</p><script>say("Größe ✓")</script><SCRIPT>UP()</SCRIPT>${html}`;
    const bytes = new TextEncoder().encode(page);
    expect(inlineScriptHashes(bytes)).toEqual(inlineScriptHashes(page));
    expect(inlineScriptHashes(bytes)).toEqual([
      hash('say("Größe ✓")'),
      hash('UP()'),
      hash('a()'),
      hash('\n b() '),
    ]);
  });

  it('matches tags in any case, and ends a script where the browser does', () => {
    expect(inlineScriptHashes('<Script>a()</sCRIPT><script>b()</SCRIPT >')).toEqual([
      hash('a()'),
      hash('b()'),
    ]);
    // Only `</script` then a space, `/` or `>` closes a script.
    const body = 's.split("</script"); t("</scripts>")';
    expect(inlineScriptHashes(`<script>${body}</script>`)).toEqual([hash(body)]);
    expect(inlineScriptHashes('<script-x>no()</script-x><script>yes()</script/>')).toEqual([hash('yes()')]);
  });

  it('tells src and type from data- attributes that end the same', () => {
    expect(inlineScriptHashes('<script data-src="x" data-type="application/json">run()</script>')).toEqual([
      hash('run()'),
    ]);
  });

  it('reads only script elements: not <scripts>, not a page cut off inside a script', () => {
    expect(inlineScriptHashes('<scripts>x()</scripts><script\n>y()</script>')).toEqual([hash('y()')]);
    expect(inlineScriptHashes('<script>z()</script><script>cut(')).toEqual([hash('z()')]);
  });
});
