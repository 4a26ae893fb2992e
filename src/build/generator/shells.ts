/**
 * Shells: a catalogue page kind's page as Astro renders it with declared slots (src/lib/slots.ts),
 * cut at the slot markers. Filling a shell puts each page's content where its markers stood, so a
 * filled shell is the page Astro would render for that content, byte for byte.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { ALL_SHELL_KINDS, type ShellKind, SLOT_MARKER, shellPath } from '../../lib/slots.ts';

export interface Shell {
  /** The slots' names in page order. */
  slots: string[];
  /** The markup around them: one piece more than there are slots. */
  pieces: string[];
}

export type Shells = Record<ShellKind, Shell>;

/** The pages Astro renders with product slots (src/build/pages/product-parts.ts), cut, by site path. */
export type PageShells = Record<string, Shell>;

/** Cuts a shell page at its markers; a shell without any, or naming one slot twice, is an error. */
export function cutShell(html: string, label = 'shell'): Shell {
  const slots: string[] = [];
  const pieces: string[] = [];
  let from = 0;
  for (const match of html.matchAll(SLOT_MARKER)) {
    const name = match[1]!;
    if (slots.includes(name)) throw new Error(`The ${label} declares the slot ${name} twice`);
    slots.push(name);
    pieces.push(html.slice(from, match.index));
    from = match.index + match[0].length;
  }
  if (slots.length === 0) throw new Error(`The ${label} declares no slot`);
  pieces.push(html.slice(from));
  return { slots, pieces };
}

/** The shell with each slot's content in its place: every slot must be given, and nothing else. */
export function fillShell(shell: Shell, content: Readonly<Record<string, string>>): string {
  const given = Object.keys(content);
  if (given.length !== shell.slots.length || given.some((name) => !shell.slots.includes(name)))
    throw new Error(`A shell with slots ${shell.slots.join(', ')} was given ${given.join(', ')}`);
  let html = shell.pieces[0]!;
  for (let i = 0; i < shell.slots.length; i++) html += content[shell.slots[i]!]! + shell.pieces[i + 1]!;
  return html;
}

/** Reads every kind's shell page from Astro's output folder. */
export async function readShells(outDir: string): Promise<Shells> {
  const entries = await Promise.all(
    ALL_SHELL_KINDS.map(async (kind) => {
      const html = await readFile(join(outDir, shellPath(kind), 'index.html'), 'utf8');
      return [kind, cutShell(html, `shell page of ${kind}`)] as const;
    }),
  );
  return Object.fromEntries(entries) as Shells;
}

/** Every page file under `dir`, its subfolders included. */
async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name === 'index.html') yield path;
  }
}

/**
 * The pages of Astro's output folder that declare slots (the kinds' shell pages taken out first): the
 * pages with product parts, which the generator fills in place (src/build/generator/pages.ts).
 */
export async function readPageShells(outDir: string): Promise<PageShells> {
  const pages: PageShells = {};
  for await (const file of htmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    if (!new RegExp(SLOT_MARKER.source).test(html)) continue;
    const folder = relative(outDir, file).slice(0, -'index.html'.length).split(sep).join('/');
    const path = `/${folder}`;
    pages[path] = cutShell(html, `page ${path}`);
  }
  return pages;
}
