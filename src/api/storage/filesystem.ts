/**
 * Storage in a folder: DATA_DIR/storage (public images, served by the site server at /storage/)
 * or DATA_DIR/private (return attachments, readable by this server's user only). A file is written
 * beside its target and renamed into place, so a reader never sees half of it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { checkKey, type Storage, validKey } from './types.ts';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

/** A folder keeps no content type: it follows from the file's extension, as the site server's does. */
const typeOf = (key: string) => TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';

const missing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

export function filesystemStorage(root: string, visibility: 'public' | 'private' = 'public'): Storage {
  const isPrivate = visibility === 'private';
  const pathOf = (key: string) => join(root, checkKey(key));
  return {
    kind: 'filesystem',
    visibility,
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true, ...(isPrivate && { mode: 0o700 }) });
      const tmp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, bytes, { flag: 'wx', ...(isPrivate && { mode: 0o600 }) });
        await rename(tmp, target);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!validKey(key)) return null;
      try {
        return { body: await readFile(pathOf(key)), contentType: typeOf(key) };
      } catch (error) {
        if (missing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },
    async exists(key) {
      if (!validKey(key)) return false;
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    // The site server serves the public folder at /storage/ (with resized variants); pages build
    // those addresses from PUBLIC_ASSET_BASE, not from here.
    publicUrl: () => null,
  };
}
