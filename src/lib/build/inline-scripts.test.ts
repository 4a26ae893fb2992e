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
});
