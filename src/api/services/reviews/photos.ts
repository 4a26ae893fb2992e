/**
 * A review's photos: each goes through the back office's image checks (services/image-upload.ts:
 * judged by its bytes, re-encoded as WebP without metadata) and is stored in the public storage under
 * its order line, uploads/reviews/{order item id}/{random}.webp, so a review names only photos
 * uploaded for its own line (the path says which, and only a caller who may review that line can put
 * one there).
 */
import { randomBytes } from 'node:crypto';
import { REVIEW_LIMITS } from '../../../lib/reviews/reviews.ts';
import type { Storage } from '../../storage/types.ts';
import { encodeUpload, type UploadResult } from '../image-upload.ts';

export const PHOTO_MESSAGES = {
  tooMany: `Add at most ${REVIEW_LIMITS.photos} photos.`,
  notYours: 'A photo was not uploaded for this item. Upload it again.',
} as const;

const photoPattern = (orderItemId: number) =>
  new RegExp(`^uploads/reviews/${orderItemId}/[0-9a-f]{32}\\.webp$`);

/** Checks, re-encodes and stores a photo for the line. */
export async function storeReviewPhoto(
  storage: Storage,
  orderItemId: number,
  bytes: Uint8Array,
): Promise<UploadResult> {
  const encoded = await encodeUpload(bytes);
  if (!encoded.ok) return encoded;
  const path = `uploads/reviews/${orderItemId}/${randomBytes(16).toString('hex')}.webp`;
  await storage.put(path, encoded.data, 'image/webp');
  return { ok: true, path, width: encoded.width, height: encoded.height, bytes: encoded.data.byteLength };
}

/** Why the photos named cannot go with a review of the line, or null (each once, each stored). */
export async function photosProblem(
  storage: Storage,
  orderItemId: number,
  paths: readonly string[],
): Promise<string | null> {
  if (paths.length > REVIEW_LIMITS.photos) return PHOTO_MESSAGES.tooMany;
  const pattern = photoPattern(orderItemId);
  if (new Set(paths).size !== paths.length || !paths.every((p) => pattern.test(p)))
    return PHOTO_MESSAGES.notYours;
  const stored = await Promise.all(paths.map((p) => storage.exists(p)));
  return stored.every(Boolean) ? null : PHOTO_MESSAGES.notYours;
}
