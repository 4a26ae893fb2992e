/**
 * Pages stamped from a shell (build time only). Product pages differ only in a few strings (the head's
 * SEO part, the main element around the ADD TO CART island: src/build/pages/product.tsx); everything
 * else (header, footer, islands, scripts, styles) is the same on all of them. So Astro renders the
 * first product page of each kind in a render process, the strings are found in its HTML, and what lies
 * between them is the shell every later page of that kind is stamped from: the same bytes Astro would
 * write, without its renderer's cost per page; the later pages are written without Astro too
 * (src/lib/build/stamp-queue.ts).
 *
 * PAGE_STAMP=off renders every page through Astro; PAGE_STAMP=verify does too and fails the build on
 * the first page whose stamped bytes differ, or whose strings cannot be cut out of the render (the
 * end-to-end suite's build runs so).
 */

export type StampMode = 'on' | 'off' | 'verify';

export function stampModeFrom(env: NodeJS.ProcessEnv = process.env): StampMode {
  const mode = env.PAGE_STAMP;
  return mode === 'off' || mode === 'verify' ? mode : 'on';
}

/**
 * The markup around `parts` in `html`: one piece more than there are parts. Null unless every part is
 * non-empty and found exactly once, in order: otherwise where it stands is not certain.
 */
export function shellOf(html: string, parts: readonly string[]): string[] | null {
  const pieces: string[] = [];
  let from = 0;
  for (const part of parts) {
    const at = part ? html.indexOf(part, from) : -1;
    const once =
      at >= 0 && html.indexOf(part, at + 1) < 0 && (at === 0 || html.lastIndexOf(part, at - 1) < 0);
    if (!once) return null;
    pieces.push(html.slice(from, at));
    from = at + part.length;
  }
  pieces.push(html.slice(from));
  return pieces;
}

/** The shell with `parts` put back in their places. */
export function stamp(shell: readonly string[], parts: readonly string[]): string {
  if (shell.length !== parts.length + 1)
    throw new Error(`A shell of ${shell.length} pieces takes ${shell.length - 1} parts, not ${parts.length}`);
  let html = shell[0]!;
  for (let i = 0; i < parts.length; i++) html += parts[i]! + shell[i + 1]!;
  return html;
}

/** Where two pages first differ, with a little of each, for the build's error. */
function firstDifference(expected: string, actual: string): string {
  let i = 0;
  while (i < expected.length && expected[i] === actual[i]) i++;
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 40), i + 80));
  return `at character ${i}: Astro rendered ${around(expected)}, the stamp has ${around(actual)}`;
}

export type Stamper = (
  page: { path: string; kind: string; parts: readonly string[] },
  render: () => Promise<string>,
) => Promise<string>;

/**
 * One per render process: `kind` names pages that share a shell (the parts differ, nothing else). The
 * shells it cuts go into `shells`, where pages stamped outside Astro take them (src/lib/build/stamp-queue.ts).
 */
export function createStamper(mode: StampMode, shells = new Map<string, string[]>()): Stamper {
  return async ({ path, kind, parts }, render) => {
    const shell = shells.get(kind);
    if (shell && mode === 'on') return stamp(shell, parts);
    const html = await render();
    if (mode === 'off') return html;
    if (!shell) {
      const cut = shellOf(html, parts);
      if (cut) shells.set(kind, cut);
      else if (mode === 'verify')
        throw new Error(`Page stamp: ${path}: its parts are not each found once in Astro's render`);
      return html;
    }
    const stamped = stamp(shell, parts);
    if (stamped !== html)
      throw new Error(`Page stamp: ${path} differs from Astro's render ${firstDifference(html, stamped)}`);
    return html;
  };
}
