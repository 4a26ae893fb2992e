/**
 * For the site server's /storage/ route when the images are in a bucket: the object copied once
 * into a local folder, so it is served, resized and cached exactly like a file of DATA_DIR/storage.
 * Image keys never change content (uploads get a new random name, seed images are drawn once), so a
 * copy never goes stale; a deleted object's copy lives until the cache folder is cleared.
 * Only keys under PUBLIC_FOLDER are copied: the bucket may also hold the private files (return
 * attachments under `private/` when S3_PRIVATE_BUCKET is not set), which this route must never serve.
 */
import { filesystemStorage } from './filesystem.ts';
import { type Storage, validKey } from './types.ts';

/** Where every public image lives (uploads, seed images); nothing else in the bucket is copied. */
export const PUBLIC_FOLDER = 'uploads/';

const inFlight = new Map<string, Promise<boolean>>();

/** True when `key` is now in `cacheDir` (copied now or before); false when the storage has no such object. */
export async function localCopy(storage: Storage, key: string, cacheDir: string): Promise<boolean> {
  if (!validKey(key) || !key.startsWith(PUBLIC_FOLDER)) return false;
  const local = filesystemStorage(cacheDir);
  if (await local.exists(key)) return true;
  const id = `${cacheDir}\0${key}`;
  let job = inFlight.get(id);
  if (!job) {
    job = (async () => {
      const object = await storage.get(key);
      if (!object) return false;
      await local.put(key, object.body, object.contentType);
      return true;
    })().finally(() => inFlight.delete(id));
    inFlight.set(id, job);
  }
  return job;
}
