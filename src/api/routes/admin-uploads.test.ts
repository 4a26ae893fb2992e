import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { IMAGE_PATH_PATTERN } from '../../lib/catalogue/catalogue-input.ts';
import { MAX_UPLOAD_BYTES } from '../../lib/forms/limits.ts';
import { auditLog } from '../db/schema.ts';

const t = setupTestApp();
let editor: string;

beforeAll(async () => {
  editor = (await staffSession(t, 'editor')).token;
});

const NOT_IMAGE = 'The file must be a PNG, JPEG or WebP image.';

function upload(
  bytes: Uint8Array,
  o: { token?: string | null; kind?: string; name?: string; type?: string; field?: string } = {},
) {
  const form = new FormData();
  form.append(
    o.field ?? 'file',
    new File([new Uint8Array(bytes)], o.name ?? 'photo.png', { type: o.type ?? 'image/png' }),
  );
  const token = o.token === undefined ? editor : o.token;
  return t.app.request(`/api/admin/uploads?kind=${o.kind ?? 'products'}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
}

/** Every file under the storage folder, relative to it. */
function storedFiles(): string[] {
  const root = t.deps.storageDir;
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

/** A PNG chunk with its length and CRC. */
function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims width×height, with one tiny compressed row of data (a decompression bomb's shape). */
function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', new Uint8Array()),
  ]);
}

let png: Buffer;
let jpeg: Buffer;
let webp: Buffer;

beforeAll(async () => {
  png = await image(800, 600).png().toBuffer();
  jpeg = await image(640, 480).jpeg().toBuffer();
  webp = await image(300, 300).webp().toBuffer();
});

describe('POST /api/admin/uploads: good images', () => {
  it('stores a PNG as a WebP under uploads/<kind>/<32 hex>.webp and answers its size', async () => {
    const res = await upload(png, { kind: 'brands' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { path: string; width: number; height: number; bytes: number };
    expect(body.path).toMatch(/^uploads\/brands\/[0-9a-f]{32}\.webp$/);
    expect(body.path).toMatch(IMAGE_PATH_PATTERN);
    expect(body).toMatchObject({ width: 800, height: 600 });
    const stored = readFileSync(join(t.deps.storageDir, body.path));
    expect(stored.byteLength).toBe(body.bytes);
    expect((await sharp(stored).metadata()).format).toBe('webp');
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, body.path));
    expect(audit).toMatchObject({ action: 'upload.create', entity: 'upload' });
  });

  it('accepts a JPEG and a WebP, judged by content whatever the name and type say', async () => {
    const a = await upload(jpeg, { name: 'picture.png', type: 'text/plain' });
    expect(a.status).toBe(201);
    expect(await a.json()).toMatchObject({ width: 640, height: 480 });
    const b = await upload(webp, { name: 'noextension', type: 'application/octet-stream', kind: 'blogs' });
    expect(b.status).toBe(201);
    expect(await b.json()).toMatchObject({ width: 300, height: 300 });
  });

  it('turns a photo upright by its EXIF orientation and keeps no metadata', async () => {
    const photo = await image(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'Someone' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(photo, { type: 'image/jpeg' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { path: string };
    expect(body).toMatchObject({ width: 200, height: 400 });
    const stored = readFileSync(join(t.deps.storageDir, body.path));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('secret-exif-marker')).toBe(false);
  });

  it('shrinks a large image to 2400 px on its longest side', async () => {
    const wide = await image(3600, 1200).png({ compressionLevel: 1 }).toBuffer();
    const res = await upload(wide);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ width: 2400, height: 800 });
  });

  it('accepts progressive JPEGs, interlaced PNGs and lossless WebPs of noisy photos', async () => {
    const noise = () =>
      sharp(Buffer.from(Array.from({ length: 320 * 240 * 3 }, () => Math.floor(Math.random() * 256))), {
        raw: { width: 320, height: 240, channels: 3 },
      });
    for (const bytes of [
      await noise().jpeg({ progressive: true, quality: 95 }).toBuffer(),
      await noise().jpeg({ quality: 100, optimiseScans: true }).toBuffer(),
      await noise().png({ progressive: true }).toBuffer(),
      await noise().webp({ lossless: true }).toBuffer(),
    ]) {
      const res = await upload(bytes);
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ width: 320, height: 240 });
    }
  });

  it('lets the machine token upload', async () => {
    expect((await upload(png, { token: 'admin-test-token', kind: 'banners' })).status).toBe(201);
  });
});

describe('POST /api/admin/uploads: refusals leave nothing on disk', () => {
  const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" onload="alert(1)"><rect width="500" height="500"/></svg>',
  );
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);

  const corpus: [string, () => Promise<Buffer> | Buffer, RegExp | string][] = [
    ['an HTML page named .png', () => html, NOT_IMAGE],
    ['an SVG with a script named .png', () => svg, NOT_IMAGE],
    ['a PDF named .png', () => pdf, NOT_IMAGE],
    ['a zip named .png', () => zip, NOT_IMAGE],
    ['a GIF', () => image(200, 200).gif().toBuffer(), NOT_IMAGE],
    ['a TIFF', () => image(200, 200).tiff().toBuffer(), NOT_IMAGE],
    ['a truncated PNG', () => png.subarray(0, Math.floor(png.length / 2)), NOT_IMAGE],
    ['a truncated JPEG', () => jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), NOT_IMAGE],
    ['a truncated WebP', () => webp.subarray(0, webp.length - 20), NOT_IMAGE],
    ['a PNG signature followed by HTML', () => Buffer.concat([png.subarray(0, 8), html]), NOT_IMAGE],
    ['a JPEG start followed by HTML', () => Buffer.concat([jpeg.subarray(0, 3), html]), NOT_IMAGE],
    ['a PNG with a zip after its end (polyglot)', () => Buffer.concat([png, zip]), NOT_IMAGE],
    ['a PNG with HTML after its end (polyglot)', () => Buffer.concat([png, html]), NOT_IMAGE],
    ['a JPEG with HTML after its end (polyglot)', () => Buffer.concat([jpeg, html]), NOT_IMAGE],
    ['a WebP with a PDF after its container (polyglot)', () => Buffer.concat([webp, pdf]), NOT_IMAGE],
    ['a PNG with a broken data chunk', () => corruptIdat(png), NOT_IMAGE],
    [
      'a 20000×20000 PNG header (decompression bomb)',
      () => pngHeaderOnly(20000, 20000),
      'The image is 20000×20000 px; each side must be from 100 to 8000 px.',
    ],
    [
      'a 7000×6000 PNG header (42 megapixels)',
      () => pngHeaderOnly(7000, 6000),
      'The image is 7000×6000 px (42 megapixels); it must be at most 40 megapixels.',
    ],
    [
      'a 50×50 image',
      () => image(50, 50).png().toBuffer(),
      'The image is 50×50 px; each side must be from 100 to 8000 px.',
    ],
    [
      'a 9000×100 image',
      () => image(9000, 100).png().toBuffer(),
      'The image is 9000×100 px; each side must be from 100 to 8000 px.',
    ],
    ['an empty file', () => Buffer.alloc(0), 'The file is empty.'],
  ];

  it.each(corpus)('refuses %s with 422', async (_name, make, message) => {
    const before = storedFiles();
    const res = await upload(await make());
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; errors: { file: string } };
    expect(body.message).toEqual(message);
    expect(body.errors.file).toEqual(message);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file over 10 MB with 413 and its message', async () => {
    const before = storedFiles();
    const big = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png.length)]);
    const res = await upload(big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: 'Images must be at most 10 MB.' });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a body far over the limit before reading it', async () => {
    const res = await upload(Buffer.alloc(MAX_UPLOAD_BYTES + 200 * 1024));
    expect(res.status).toBe(413);
  });

  it('answers 400 for a missing or unknown kind, a missing file or a body that is not a form', async () => {
    const before = storedFiles();
    expect((await upload(png, { kind: 'secrets' })).status).toBe(400);
    expect((await upload(png, { kind: '../../etc' })).status).toBe(400);
    const noFile = await upload(png, { field: 'image' });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toMatchObject({ message: 'Send the image in the form field "file".' });
    const json = await t.app.request('/api/admin/uploads?kind=products', {
      method: 'POST',
      headers: { Authorization: `Bearer ${editor}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    expect(storedFiles()).toEqual(before);
  });

  it('lets only catalogue editors upload: support 403, no session 401, nothing stored', async () => {
    const before = storedFiles();
    const support = await staffSession(t, 'support');
    const forbidden = await upload(png, { token: support.token });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: 'Your role does not allow this.' });
    expect((await upload(png, { token: null })).status).toBe(401);
    expect(storedFiles()).toEqual(before);
  });
});

/** The PNG with bytes in the middle of its image data flipped (its CRCs no longer match). */
function corruptIdat(file: Buffer): Buffer {
  const copy = Buffer.from(file);
  const at = copy.indexOf('IDAT') + 20;
  for (let i = at; i < Math.min(at + 40, copy.length - 16); i++) copy[i] = copy[i]! ^ 0x5a;
  return copy;
}
