/**
 * Return attachments: the name and size rules of the form, the file's first bytes against its
 * extension, and storage under a random name in the private storage ($DATA_DIR/private/returns, or
 * `private/returns/` in the bucket), read back only through the staff route.
 */
import { randomBytes } from 'node:crypto';
import { ATTACHMENT_MESSAGES, checkAttachment } from '../../lib/forms/forms.ts';
import type { Storage } from '../storage/types.ts';

const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  png: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  pdf: (b) => new TextDecoder().decode(b.subarray(0, 5)) === '%PDF-',
  // Plain text: valid UTF-8 with no NUL or other binary control bytes.
  txt: (b) => {
    if (b.some((x) => x === 0 || x < 0x09 || (x > 0x0d && x < 0x20 && x !== 0x1b))) return false;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(b);
      return true;
    } catch {
      return false;
    }
  },
};

/** A rule the upload breaks, or null. */
export function checkUpload(name: string, bytes: Uint8Array): string | null {
  const rule = checkAttachment(name, bytes.byteLength);
  if (rule) return rule;
  const ext = name.split('.').pop()!.toLowerCase();
  return SIGNATURES[ext]?.(bytes) ? null : ATTACHMENT_MESSAGES.content;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};

/** A random stored path (its key in the private storage) for an accepted upload's name. */
export function uploadPath(name: string): string {
  const ext = name.split('.').pop()!.toLowerCase();
  return `returns/${randomBytes(16).toString('hex')}.${ext}`;
}

/** Writes an upload at its stored path in the private storage. */
export async function storeUpload(storage: Storage, rel: string, bytes: Uint8Array): Promise<void> {
  const ext = rel.split('.').pop()!;
  await storage.put(rel, bytes, CONTENT_TYPES[ext] ?? 'application/octet-stream');
}

/** Removes an upload whose request failed after it was written. */
export async function removeUpload(storage: Storage, rel: string): Promise<void> {
  await storage.delete(rel);
}
