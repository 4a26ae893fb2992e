import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts.ts';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts exactly, and skips external scripts and data blocks', () => {
    const html = `<script>a()</script><script type="module">\n b() </script>
      <script src="/x.js"></script><script type="application/ld+json">{"@type":"Product"}</script>
      <script type="application/json" id="map">{}</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('\n b() ')]);
  });

  it('hashes the same from the page as UTF-8 bytes, with text outside ASCII before and inside the scripts', () => {
    const html = `<p>Zoë’s brake pads — $129.95</p><script>say("Tēnā koe — 👋")</script><script type="module">b()</script>`;
    const bytes = new TextEncoder().encode(html);
    expect(inlineScriptHashes(bytes)).toEqual([hash('say("Tēnā koe — 👋")'), hash('b()')]);
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(bytes));
  });
});
