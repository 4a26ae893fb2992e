/**
 * With S3_* set, back-office images and return attachments go through the real routes into a bucket
 * (the fake S3 API, which checks every signature), and nothing is written under DATA_DIR.
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeS3, fakeS3 } from '../../../tests/helpers/fake-s3.ts';
import { staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp, testDeps } from '../../../tests/helpers/test-app.ts';
import { createSiteServer } from '../../host/site-server.ts';
import { createApp } from '../app.ts';
import { returnRequests } from '../db/schema/index.ts';
import type { ProductFields } from '../services/product-checks.ts';
import { check } from '../services/product-checks.ts';
import { storagesFromEnv } from '../storage/from-env.ts';
import { NOT_SAVED } from '../storage/http.ts';

let s3: FakeS3;
const env = (over: Record<string, string> = {}) => s3.env({ S3_PUBLIC_URL: `${s3.url}/shop`, ...over });

// The fake must listen before the app's deps are made from its address.
beforeAll(async () => {
  s3 = await fakeS3({ port: 4731, publicRead: 'uploads/' });
});
afterAll(() => s3.close());
const t = setupTestApp(() => storagesFromEnv(env(), '/nonexistent-data-dir'));

let editor: Record<string, string>;
beforeAll(async () => {
  editor = (await staffSession(t, 'editor')).headers;
});

const filesUnder = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }) : []);

function uploadImage(app: ReturnType<typeof createApp>, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'pad.png', { type: 'image/png' }));
  return app.request('/api/admin/uploads?kind=products', { method: 'POST', headers: editor, body: form });
}

function submitReturn(app: ReturnType<typeof createApp>, file: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    f_name: 'Kim',
    l_name: 'Lee',
    email: 'kim@example.com',
    phone: '0400000000',
    subject: 'Brake pads',
    message: 'Wrong size',
    order_id: 'SCABC123',
    reason: 'faulty',
  }))
    form.set(k, v);
  form.set('file_path', new File([new Uint8Array(file.bytes)], file.name));
  return app.request('/api/order-return', { method: 'POST', body: form });
}

const png = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 90, b: 200 } } })
    .png()
    .toBuffer();
const PDF = new TextEncoder().encode('%PDF-1.7\nreturn photo\n');

describe('uploads to an S3 bucket through the API', () => {
  it('stores a back-office image in the bucket at its path, readable at S3_PUBLIC_URL', async () => {
    const res = await uploadImage(t.app, await png());
    expect(res.status).toBe(201);
    const { path, bytes } = (await res.json()) as { path: string; bytes: number };
    const object = s3.objects().get(path);
    expect(object?.contentType).toBe('image/webp');
    expect(object?.body.byteLength).toBe(bytes);
    const fetched = await fetch(`${s3.url}/shop/${path}`);
    expect((await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).format).toBe('webp');
    expect(filesUnder(t.deps.storageDir)).toEqual([]);
  });

  it('accepts a product image that is in the bucket and names one that is not', async () => {
    s3.objects().set('uploads/products/in-bucket.webp', {
      body: Buffer.from('x'),
      contentType: 'image/webp',
      cacheControl: undefined,
    });
    const product = (paths: string[]) =>
      ({ images: paths.map((path) => ({ path, alt: '' })) }) as unknown as ProductFields;
    const o = { selfId: null, known: new Set<string>(), storageDir: t.deps.storage! };
    expect(
      await check(t.database.db, product(['uploads/products/in-bucket.webp']), new Set(['images']), o),
    ).toEqual({});
    expect(
      await check(
        t.database.db,
        product(['uploads/products/in-bucket.webp', 'uploads/products/gone.webp']),
        new Set(['images']),
        o,
      ),
    ).toEqual({
      'images.1.path': 'Image uploads/products/gone.webp was not uploaded.',
    });
  });

  it('keeps a return attachment under private/, readable only through the staff route', async () => {
    const res = await submitReturn(t.app, { name: 'receipt.pdf', bytes: PDF });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await t.database.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    const key = `private/${row!.filePath}`;
    expect(key).toMatch(/^private\/returns\/[0-9a-f]{32}\.pdf$/);
    expect(s3.objects().get(key)?.contentType).toBe('application/pdf');
    expect(filesUnder(t.deps.privateDir)).toEqual([]);
    // Unsigned, the bucket refuses it (the policy opens uploads/ only); staff get it through the API.
    expect((await fetch(`${s3.url}/shop/${key}`)).status).toBe(403);
    const asShop = await t.app.request(`/api/admin/return-requests/${id}/file`, {
      headers: { Authorization: 'Bearer admin-test-token' },
    });
    expect(asShop.status).toBe(200);
    expect(new Uint8Array(await asShop.arrayBuffer())).toEqual(PDF);
    expect((await t.app.request(`/api/admin/return-requests/${id}/file`)).status).toBe(401);
    // Nor does the site server's /storage/ route, which copies public images from the same bucket.
    const site = createSiteServer({
      deps: t.deps,
      distDir: () => null,
      storageDir: mkdtempSync(join(tmpdir(), 'site-')),
    });
    expect((await site.request(`/storage/${key}`)).status).toBe(404);
    s3.objects().set('uploads/products/site-check.webp', {
      body: Buffer.from('webp'),
      contentType: 'image/webp',
      cacheControl: undefined,
    });
    expect((await site.request('/storage/uploads/products/site-check.webp')).status).toBe(200);

    s3.objects().delete(key);
    const gone = await t.app.request(`/api/admin/return-requests/${id}/file`, {
      headers: { Authorization: 'Bearer admin-test-token' },
    });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: 'The attachment is missing from file storage.' });
  });

  it('answers 503 and keeps nothing when the bucket refuses the key or cannot be reached', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const faults: Record<string, string>[] = [
        { S3_SECRET_ACCESS_KEY: 'wrong' },
        { S3_ENDPOINT: 'http://127.0.0.1:4739' },
      ];
      for (const over of faults) {
        const app = createApp(testDeps(t.database, storagesFromEnv(env(over), '/nonexistent')).deps);
        const objects = s3.objects().size;
        const before = (
          await t.database.db.select({ n: sql<number>`count(*)::int` }).from(returnRequests)
        )[0]!.n;

        const image = await uploadImage(app, await png());
        expect(image.status).toBe(503);
        expect(await image.json()).toEqual({ message: NOT_SAVED });
        const ret = await submitReturn(app, { name: 'receipt.pdf', bytes: PDF });
        expect(ret.status).toBe(503);
        expect(await ret.json()).toEqual({ message: NOT_SAVED });

        expect(s3.objects().size).toBe(objects);
        const after = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(returnRequests))[0]!
          .n;
        expect(after).toBe(before);
      }
      // The operator's log says what to fix; the caller's answer names no bucket or address.
      const logged = errors.mock.calls.map((c) => String(c[0])).join('\n');
      expect(logged).toMatch(
        /\[storage\] image upload: S3 PUT shop\/uploads\/products\/[0-9a-f]{32}\.webp failed: 403 SignatureDoesNotMatch: .* Check S3_SECRET_ACCESS_KEY\./,
      );
      expect(logged).toMatch(
        /\[storage\] return attachment: S3 PUT shop\/private\/returns\/[0-9a-f]{32}\.pdf failed: cannot reach http:\/\/127\.0\.0\.1:4739 \(ECONNREFUSED\); check S3_ENDPOINT\./,
      );
    } finally {
      errors.mockRestore();
    }
  });
});
