import { describe, expect, it } from 'vitest';
import { createStamper, shellOf, stamp, stampModeFrom } from './page-stamp.ts';

/** What Astro would render for a page with these parts: the same markup around them every time. */
const rendered = (head: string, before: string, after: string) =>
  `<html><head>${head}<link rel="icon"></head><body><header>nav</header><main>${before}<astro-island uid="a1">buy</astro-island>${after}</main></body></html>`;

const partsA = ['<title>Pads</title>', '<h1>Pads</h1><div>', '</div><section>New</section>'];
const partsB = [
  '<title>Rotors &amp; hubs</title>',
  '<h1>Rotors</h1><div>',
  '</div><section>Related</section><section>New</section>',
];

describe('page stamp', () => {
  it('cuts the shell around the parts and stamps another page to the bytes Astro renders for it', () => {
    const shell = shellOf(rendered(...(partsA as [string, string, string])), partsA);
    expect(shell).toEqual([
      '<html><head>',
      '<link rel="icon"></head><body><header>nav</header><main>',
      '<astro-island uid="a1">buy</astro-island>',
      '</main></body></html>',
    ]);
    expect(stamp(shell!, partsB)).toBe(rendered(...(partsB as [string, string, string])));
  });

  it('makes no shell when a part is missing, empty, repeated or out of order', () => {
    const html = rendered(...(partsA as [string, string, string]));
    expect(shellOf(html, ['<title>Other</title>', partsA[1]!, partsA[2]!])).toBeNull();
    expect(shellOf(html, ['', partsA[1]!, partsA[2]!])).toBeNull();
    expect(shellOf(html, ['nav', partsA[1]!])).not.toBeNull();
    expect(shellOf(`${html}nav`, ['nav', partsA[1]!])).toBeNull();
    expect(shellOf(html, [partsA[1]!, partsA[0]!])).toBeNull();
  });

  it('refuses parts that do not fit the shell', () => {
    expect(() => stamp(['a', 'b'], ['1', '2'])).toThrow('A shell of 2 pieces takes 1 parts, not 2');
  });

  it('renders the first page of a kind through Astro and stamps the later ones', async () => {
    const stamper = createStamper('on');
    const renders: string[] = [];
    const page = (path: string, kind: string, parts: string[]) =>
      stamper({ path, kind, parts }, async () => {
        renders.push(path);
        return rendered(...(parts as [string, string, string]));
      });
    expect(await page('/a/', 'buy', partsA)).toBe(rendered(...(partsA as [string, string, string])));
    expect(await page('/b/', 'buy', partsB)).toBe(rendered(...(partsB as [string, string, string])));
    await page('/c/', 'sold-out', partsB);
    expect(renders).toEqual(['/a/', '/c/']);
  });

  it('renders every page when off, and fails the build on the first difference when verifying', async () => {
    const off = createStamper('off');
    const renders: string[] = [];
    for (const path of ['/a/', '/b/'])
      await off({ path, kind: 'buy', parts: partsA }, async () => {
        renders.push(path);
        return rendered(...(partsA as [string, string, string]));
      });
    expect(renders).toEqual(['/a/', '/b/']);

    const verify = createStamper('verify');
    await verify({ path: '/a/', kind: 'buy', parts: partsA }, async () =>
      rendered(...(partsA as [string, string, string])),
    );
    // Astro put something page-specific outside the parts: the stamp would have written other bytes.
    const drifted = rendered(...(partsB as [string, string, string])).replace('uid="a1"', 'uid="b2"');
    await expect(verify({ path: '/b/', kind: 'buy', parts: partsB }, async () => drifted)).rejects.toThrow(
      /Page stamp: \/b\/ differs from Astro's render at character \d+: Astro rendered .*uid=\\"b2\\"/,
    );
    await expect(
      createStamper('verify')(
        { path: '/c/', kind: 'buy', parts: ['<title>Gone</title>'] },
        async () => '<html></html>',
      ),
    ).rejects.toThrow("Page stamp: /c/: its parts are not each found once in Astro's render");
  });

  it('is on unless PAGE_STAMP says off or verify', () => {
    expect(stampModeFrom({})).toBe('on');
    expect(stampModeFrom({ PAGE_STAMP: 'off' })).toBe('off');
    expect(stampModeFrom({ PAGE_STAMP: 'verify' })).toBe('verify');
    expect(stampModeFrom({ PAGE_STAMP: 'yes' })).toBe('on');
  });
});
