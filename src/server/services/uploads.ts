/**
 * Return attachments: the name and size rules of the form, the file's first bytes against its
 * extension, and storage under a random name outside the web root ($DATA_DIR/private/returns).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ATTACHMENT_MESSAGES, checkAttachment } from '../../lib/forms.ts';

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

/** Stores an accepted upload under a random name; returns the stored path relative to the private folder. */
export async function storeUpload(privateDir: string, name: string, bytes: Uint8Array): Promise<string> {
  const ext = name.split('.').pop()!.toLowerCase();
  const rel = join('returns', `${randomBytes(16).toString('hex')}.${ext}`);
  await mkdir(join(privateDir, 'returns'), { recursive: true });
  await writeFile(join(privateDir, rel), bytes, { flag: 'wx' });
  return rel;
}
