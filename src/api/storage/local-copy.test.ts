import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, fakeS3 } from '../../../tests/helpers/fake-s3.ts';
import { localCopy } from './local-copy.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './types.ts';

let s3: FakeS3;
let bucket: Storage;
beforeAll(async () => {
  s3 = await fakeS3({ port: 4732 });
  bucket = s3Storage(s3.config());
});
afterAll(() => s3.close());

describe('a local copy of a bucket image for the site server', () => {
  it('copies an object once, however many requests ask for it at the same time', async () => {
    await bucket.put('uploads/products/pad ü.webp', new TextEncoder().encode('webp'), 'image/webp');
    const cache = mkdtempSync(join(tmpdir(), 'storage-copy-'));
    const gets = () => s3.requests.filter((r) => r.method === 'GET').length;
    const before = gets();
    const copied = await Promise.all(
      Array.from({ length: 5 }, () => localCopy(bucket, 'uploads/products/pad ü.webp', cache)),
    );
    expect(copied).toEqual([true, true, true, true, true]);
    expect(readFileSync(join(cache, 'uploads/products/pad ü.webp'), 'utf8')).toBe('webp');
    expect(await localCopy(bucket, 'uploads/products/pad ü.webp', cache)).toBe(true);
    expect(gets() - before).toBe(1);
  });

  it('never copies what is outside the public uploads folder, such as private return attachments in the same bucket', async () => {
    await bucket.put('private/returns/receipt.pdf', new TextEncoder().encode('pdf'), 'application/pdf');
    await bucket.put('site/other.webp', new TextEncoder().encode('webp'), 'image/webp');
    const cache = mkdtempSync(join(tmpdir(), 'storage-copy-'));
    const gets = () => s3.requests.filter((r) => r.method === 'GET').length;
    const before = gets();
    expect(await localCopy(bucket, 'private/returns/receipt.pdf', cache)).toBe(false);
    expect(await localCopy(bucket, 'site/other.webp', cache)).toBe(false);
    expect(gets()).toBe(before);
  });

  it('copies nothing for a missing object or a key outside the folder', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'storage-copy-'));
    expect(await localCopy(bucket, 'uploads/none.webp', cache)).toBe(false);
    expect(await localCopy(bucket, '../etc/passwd', cache)).toBe(false);
  });
});
