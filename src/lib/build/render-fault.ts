/**
 * A page that cannot be made names the record and, where known, the field at fault: the process making
 * it (astro, or the catalogue generator's) prints the error, and the build (src/build/publish/site-build.ts)
 * takes the line carrying RENDER_FAULT from its output as the failed build's message, so the publishing
 * view says which product to fix rather than only that a process exited with 1.
 */

/** What every such error's message starts with; the runner finds the line by it. */
export const RENDER_FAULT = 'Page not rendered:';

/** A part of a page failed: `field` is the record's field it was made from. */
class FieldFault extends Error {
  readonly field: string;
  readonly error: unknown;
  constructor(field: string, error: unknown) {
    super(error instanceof Error ? error.message : String(error));
    this.field = field;
    this.error = error;
  }
}

/** Runs one part of a page: an error in it is tagged with `field` for renderFault. */
export function part<T>(field: string, make: () => T): T {
  try {
    return make();
  } catch (error) {
    throw new FieldFault(field, error);
  }
}

/**
 * The error to throw for a record whose page failed: "Page not rendered: {record}, field {field}:
 * {message}" (the field where a part named it), with the original error as its cause.
 */
export function renderFault(record: string, error: unknown): Error {
  if (error instanceof Error && error.message.startsWith(RENDER_FAULT)) return error;
  const tagged = error instanceof FieldFault ? error : null;
  const cause = tagged ? tagged.error : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  const field = tagged ? `, field ${tagged.field}` : '';
  // One line: the runner reports the first line of the output that carries it.
  return new Error(`${RENDER_FAULT} ${record}${field}: ${message.split('\n')[0]}`, { cause });
}

/** The line of a build process's output that names the page at fault, without the logger's decoration. */
export function faultLine(line: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes in the output
  const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
  const at = plain.indexOf(RENDER_FAULT);
  return at === -1 ? null : plain.slice(at).trim();
}

/** A failed build's message read back: the record at fault (kind and key), its page and field, and why. */
export interface BuildFault {
  /** 'product', or another kind of record a page is made from. */
  kind: string;
  /** The record's key as the message names it: a product's SKU. */
  key: string;
  /** The page that failed, e.g. '/product/pads-7/'. */
  path: string | null;
  field: string | null;
  /** The error, without the record. */
  reason: string;
}

const FAULT_LINE = new RegExp(`^${RENDER_FAULT} (\\S+) (\\S+)(?: \\(([^)]*)\\))?(?:, field ([^:]+))?: (.*)$`);

/** The record a failed build names ("Page not rendered: product BRK-7 (/product/pads-7/), field images: …"), or null. */
export function readFault(message: string | null | undefined): BuildFault | null {
  const m = FAULT_LINE.exec((message ?? '').trim());
  if (!m) return null;
  const [, kind = '', key = '', path, field, reason = ''] = m;
  return { kind, key, path: path ?? null, field: field ?? null, reason };
}
