/**
 * Reads a .eml as the default outbox writes it (services/mailer.ts through nodemailer): headers
 * unfolded and their encoded words decoded, the multipart tree walked, and each part's body decoded
 * from quoted-printable or base64 as UTF-8. Enough for the tests' own mail, not a general parser.
 */

export interface MimePart {
  headers: Record<string, string>;
  /** The content type without parameters, lower case: 'text/plain', 'multipart/alternative'... */
  type: string;
  /** Decoded body (text parts as text; others as their bytes in latin1). */
  body: string;
  parts: MimePart[];
  filename: string | null;
}

export interface ParsedMail extends MimePart {
  to: string;
  subject: string;
  /** The first text/plain part's text ('' when none). */
  text: string;
  /** The first text/html part's text ('' when none). */
  html: string;
  attachments: { filename: string; type: string; size: number }[];
}

/** RFC 2047 words ("=?UTF-8?Q?Caf=C3=A9?=") decoded; whitespace between two words is dropped. */
const decodeWords = (value: string) =>
  value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[\w-]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, text: string) =>
      (kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(qpBytes(text.replace(/_/g, ' ')), 'latin1')
      ).toString('utf8'),
    );

/** Quoted-printable's =XX escapes as latin1 characters (one a byte). */
const qpBytes = (text: string) =>
  text.replace(/=([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = decodeWords(line.slice(at + 1).trim());
  }
  return headers;
}

const param = (header: string, name: string) =>
  new RegExp(`${name}\\*?="?([^";]+)"?`, 'i').exec(header)?.[1] ?? null;

function decodeBody(raw: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(raw.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    );
  return Buffer.from(raw, 'utf8');
}

export function parsePart(raw: string): MimePart {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const rest = split ? raw.slice(split.index + split[0].length) : '';
  const headers = headersOf(head);
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const disposition = headers['content-disposition'] ?? '';
  const filename = param(disposition, 'filename') ?? param(contentType, 'name');
  if (type.startsWith('multipart/')) {
    const boundary = param(contentType, 'boundary') ?? '';
    const chunks = rest.split(`--${boundary}`);
    const parts = chunks
      .slice(1)
      .filter((c) => !c.startsWith('--'))
      .map((c) => parsePart(c.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
    return { headers, type, body: '', parts, filename };
  }
  const bytes = decodeBody(rest, (headers['content-transfer-encoding'] ?? '7bit').toLowerCase());
  const body = type.startsWith('text/') ? bytes.toString('utf8') : bytes.toString('latin1');
  return { headers, type, body, parts: [], filename };
}

function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}

export function parseMail(raw: string): ParsedMail {
  const root = parsePart(raw);
  const all = leaves(root);
  const body = (type: string) => all.find((p) => p.type === type && !p.filename)?.body ?? '';
  return {
    ...root,
    to: root.headers.to ?? '',
    subject: root.headers.subject ?? '',
    text: body('text/plain'),
    html: body('text/html'),
    attachments: all
      .filter((p) => p.filename)
      .map((p) => ({ filename: p.filename!, type: p.type, size: Buffer.byteLength(p.body, 'latin1') })),
  };
}
