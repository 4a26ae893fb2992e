/**
 * Back-office image uploads: the file is judged by its bytes only (never its name or Content-Type),
 * must be one whole PNG, JPEG or WebP image (no bytes of another file after its end), within the size
 * and dimension limits, and is stored re-encoded by sharp as WebP (turned upright by its EXIF
 * orientation, every metadata block dropped, at most 2400 px on its longest side) under a random
 * name. Dimensions are read from the header before any pixel is decoded, and the decoder is capped at
 * the same pixel count, so a decompression bomb costs nothing. Nothing is written unless it all worked.
 */
import { randomBytes } from 'node:crypto';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '../../lib/forms/limits.ts';
import type { Storage } from '../storage/types.ts';

export const UPLOAD_KINDS = ['products', 'brands', 'blogs', 'banners', 'categories'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const MIN_SIDE = 100;
export const MAX_SIDE = 8000;
export const MAX_PIXELS = 40_000_000;
/** Longest side of the stored image. */
export const STORED_MAX_SIDE = 2400;
const QUALITY = 82;

export const UPLOAD_MESSAGES = {
  tooLarge: `Images must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  notImage: 'The file must be a PNG, JPEG or WebP image.',
  empty: 'The file is empty.',
} as const;

/** The dimension rule an image breaks, with its numbers, or null. */
export function dimensionProblem(width: number, height: number): string | null {
  if (width < MIN_SIDE || height < MIN_SIDE || width > MAX_SIDE || height > MAX_SIDE)
    return `The image is ${width}×${height} px; each side must be from ${MIN_SIDE} to ${MAX_SIDE} px.`;
  if (width * height > MAX_PIXELS)
    return `The image is ${width}×${height} px (${Math.round((width * height) / 1e5) / 10} megapixels); it must be at most ${MAX_PIXELS / 1e6} megapixels.`;
  return null;
}

type Format = 'png' | 'jpeg' | 'webp';

const ascii = (b: Uint8Array, at: number, text: string) =>
  [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u32le = (b: Uint8Array, at: number) =>
  b[at]! + (b[at + 1]! << 8) + (b[at + 2]! << 16) + ((b[at + 3]! << 24) >>> 0);

/** The format the first bytes announce. */
function signature(b: Uint8Array): Format | null {
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x))
    return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 12 && ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return 'webp';
  return null;
}

/** Offset just past the PNG's IEND chunk, or null when a chunk runs past the end of the file. */
function pngEnd(b: Uint8Array): number | null {
  let at = 8;
  while (at + 12 <= b.length) {
    const next = at + 12 + u32be(b, at);
    if (next > b.length) return null;
    if (ascii(b, at + 4, 'IEND')) return next;
    at = next;
  }
  return null;
}

/** Offset just past the JPEG's EOI marker, walking its segments and scans; null when truncated. */
function jpegEnd(b: Uint8Array): number | null {
  let at = 2;
  while (at + 1 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 3 >= b.length) return null;
    at += 2 + ((b[at + 2]! << 8) | b[at + 3]!);
    if (marker !== 0xda) continue;
    // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
    while (at + 1 < b.length) {
      const x = b[at + 1]!;
      if (b[at] === 0xff && x !== 0x00 && x !== 0xff && !(x >= 0xd0 && x <= 0xd7)) break;
      at++;
    }
  }
  return null;
}

/** Offset just past the RIFF container (with its pad byte), or null when it claims more than the file. */
function webpEnd(b: Uint8Array): number | null {
  const size = u32le(b, 4);
  const end = 8 + size + (size % 2);
  return end > b.length + (size % 2) ? null : Math.min(end, b.length);
}

const END: Record<Format, (b: Uint8Array) => number | null> = { png: pngEnd, jpeg: jpegEnd, webp: webpEnd };

/** True when the bytes are one image of `format` and nothing after it (zero or 0xFF padding aside). */
function wholeImage(format: Format, b: Uint8Array): boolean {
  const end = END[format](b);
  return end !== null && b.subarray(end).every((x) => x === 0x00 || x === 0xff);
}

/** Why an upload was refused: 413 too large, 422 anything else. */
export type Refusal = { ok: false; status: 413 | 422; message: string };
export type UploadResult = { ok: true; path: string; width: number; height: number; bytes: number } | Refusal;
type Encoded = { ok: true; data: Buffer; width: number; height: number };

const refuse = (status: 413 | 422, message: string): Refusal => ({ ok: false, status, message });

// Decoding a 40-megapixel image takes ~160 MB: two at a time at most.
const limited = pLimit(2);

/** Checks the bytes and re-encodes them as WebP; nothing is written here. */
export async function encodeUpload(bytes: Uint8Array): Promise<Encoded | Refusal> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return refuse(413, UPLOAD_MESSAGES.tooLarge);
  if (bytes.byteLength === 0) return refuse(422, UPLOAD_MESSAGES.empty);
  const format = signature(bytes);
  if (!format || !wholeImage(format, bytes)) return refuse(422, UPLOAD_MESSAGES.notImage);
  const input = { limitInputPixels: MAX_PIXELS, failOn: 'warning' as const };
  // The header only: no pixel is decoded, so the pixel cap is left to the decode below (with it,
  // an oversized image would be unreadable here instead of refused with its size).
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== format || !meta.width || !meta.height)
    return refuse(422, UPLOAD_MESSAGES.notImage);
  const problem = dimensionProblem(meta.width, meta.height);
  if (problem) return refuse(422, problem);
  const out = await limited(() =>
    sharp(bytes, input)
      .rotate()
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: QUALITY })
      .toBuffer({ resolveWithObject: true }),
  ).catch(() => null);
  if (!out) return refuse(422, UPLOAD_MESSAGES.notImage);
  return { ok: true, data: out.data, width: out.info.width, height: out.info.height };
}

/** The storage key (its path under the storage folder) of a new upload of `kind`. */
export const newUploadPath = (kind: UploadKind): string =>
  `uploads/${kind}/${randomBytes(16).toString('hex')}.webp`;

/**
 * Checks, re-encodes and stores an upload in the public storage; `after` runs once the file is in
 * place (the audit entry) and the file is removed again if it throws.
 */
export async function storeImage(
  storage: Storage,
  kind: UploadKind,
  bytes: Uint8Array,
  after: (path: string) => Promise<void> = async () => {},
): Promise<UploadResult> {
  const encoded = await encodeUpload(bytes);
  if (!encoded.ok) return encoded;
  const path = newUploadPath(kind);
  await storage.put(path, encoded.data, 'image/webp');
  try {
    await after(path);
  } catch (error) {
    await storage.delete(path).catch(() => {});
    throw error;
  }
  return { ok: true, path, width: encoded.width, height: encoded.height, bytes: encoded.data.byteLength };
}
