/**
 * Responsive variants of catalogue images: /storage/{path}?w=N answers the image resized to one of
 * a few fixed widths (WebP), made on first request with sharp and kept on disk. The static build
 * only writes srcset attributes, so 10,000 products cost it nothing in image work.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../lib/catalogue/assets.ts';
import { normalisePath } from './url-paths.ts';

const inFlight = new Map<string, Promise<string>>();

// Resizing shares libuv's thread pool with file serving: run at most two at a time, one thread each,
// so a page full of new image variants cannot starve the static files the page also needs.
sharp.concurrency(1);
const limited = pLimit(2);

/**
 * Path of the cached variant, creating it once even under concurrent requests; null if the width is
 * not offered. relPath is the image's decoded path under the storage folder (`/products/x.webp`).
 */
export async function resizedImage(
  source: string,
  cacheDir: string,
  relPath: string,
  width: number,
): Promise<string | null> {
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  // One cache file per image and width, however the path was spelled.
  const target = join(cacheDir, `w${width}`, `${normalisePath(relPath)}.webp`);
  if (existsSync(target)) return target;
  let job = inFlight.get(target);
  if (!job) {
    job = (async () => {
      await mkdir(dirname(target), { recursive: true });
      const data = await limited(() =>
        sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
      );
      const tmp = `${target}.${process.pid}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, target);
      return target;
    })().finally(() => inFlight.delete(target));
    inFlight.set(target, job);
  }
  return job;
}
