import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, fakeS3 } from '../../../tests/helpers/fake-s3.ts';
import { type S3Config, s3Storage } from './s3.ts';
import { StorageError } from './types.ts';

let s3: FakeS3;

beforeAll(async () => {
  s3 = await fakeS3({ port: 4730, buckets: ['shop', 'vault'], publicRead: 'uploads/' });
});
afterAll(() => s3.close());

const config = (over: Partial<S3Config> = {}): S3Config =>
  s3.config({ publicUrl: `${s3.url}/shop`, ...over });

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe('the S3 adapter against the fake S3 API', () => {
  it('puts, reads, checks and deletes an object, with its content type and cache lifetime', async () => {
    const storage = s3Storage(config());
    await storage.put('uploads/products/abc.webp', bytes('webp bytes'), 'image/webp');
    expect(s3.objects().get('uploads/products/abc.webp')).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=3600',
    });
    const got = await storage.get('uploads/products/abc.webp');
    expect(got && text(got.body)).toBe('webp bytes');
    expect(got?.contentType).toBe('image/webp');
    expect(await storage.exists('uploads/products/abc.webp')).toBe(true);
    await storage.delete('uploads/products/abc.webp');
    expect(await storage.exists('uploads/products/abc.webp')).toBe(false);
    expect(await storage.get('uploads/products/abc.webp')).toBeNull();
    // Deleting what is gone is not an error, as on a disk.
    await expect(storage.delete('uploads/products/abc.webp')).resolves.toBeUndefined();
  });

  it('signs every request with Signature Version 4 and sends no session token for a long-lived key', async () => {
    const storage = s3Storage(config());
    const from = s3.requests.length;
    await storage.put('uploads/signed.webp', bytes('signed'), 'image/webp');
    await storage.get('uploads/signed.webp');
    await storage.delete('uploads/signed.webp');
    const sent = s3.requests.slice(from);
    expect(sent.map((r) => [r.method, r.status])).toEqual([
      ['PUT', 200],
      ['GET', 200],
      ['DELETE', 204],
    ]);
    for (const r of sent) {
      expect(r.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAFAKE\/\d{8}\/ap-southeast-2\/s3\//);
      expect(r.securityToken).toBeUndefined();
    }
  });

  it('keeps binary bytes exactly', async () => {
    const storage = s3Storage(config());
    const all = new Uint8Array(256).map((_, i) => i);
    await storage.put('uploads/bin.png', all, 'image/png');
    expect([...(await storage.get('uploads/bin.png'))!.body]).toEqual([...all]);
  });

  it('signs keys with spaces, unicode and the characters encodeURIComponent leaves alone', async () => {
    const storage = s3Storage(config());
    for (const key of [
      'uploads/brake pad (front).webp',
      'uploads/ütë/日本語 ü.webp',
      "uploads/it's*!~+=,;@$&.png",
      'uploads/100%/a%20b.webp',
    ]) {
      await storage.put(key, bytes(key), 'image/webp');
      expect(s3.objects().has(key)).toBe(true);
      expect(text((await storage.get(key))!.body)).toBe(key);
      expect(await storage.exists(key)).toBe(true);
      await storage.delete(key);
      expect(s3.objects().has(key)).toBe(false);
    }
    expect(s3.requests.filter((r) => r.status === 403)).toEqual([]);
  });

  it('gives a public object an address a browser can fetch unsigned, and a private one none', async () => {
    const images = s3Storage(config());
    await images.put('uploads/products/pad 1.webp', bytes('public'), 'image/webp');
    const url = images.publicUrl('uploads/products/pad 1.webp')!;
    expect(url).toBe(`${s3.url}/shop/uploads/products/pad%201.webp`);
    expect(await (await fetch(url)).text()).toBe('public');

    const vault = s3Storage(
      config({ bucket: 'vault', prefix: 'private/', visibility: 'private', publicUrl: null }),
    );
    await vault.put('returns/x.pdf', bytes('%PDF-private'), 'application/pdf');
    expect(s3.objects('vault').has('private/returns/x.pdf')).toBe(true);
    expect(vault.publicUrl('returns/x.pdf')).toBeNull();
    expect((await fetch(`${s3.url}/vault/private/returns/x.pdf`)).status).toBe(403);
    expect(text((await vault.get('returns/x.pdf'))!.body)).toBe('%PDF-private');
    // No cache lifetime on private objects: nothing in front of the bucket may keep them.
    expect(s3.objects('vault').get('private/returns/x.pdf')?.cacheControl).toBeUndefined();
  });

  it('fails with S3 error code, message and what to check for a wrong secret, and stores nothing', async () => {
    const storage = s3Storage(config({ secretAccessKey: 'not-the-secret' }));
    const error = await storage.put('uploads/wrong.webp', bytes('x'), 'image/webp').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect((error as Error).message).toMatch(
      /^S3 PUT shop\/uploads\/wrong\.webp failed: 403 SignatureDoesNotMatch: The request signature we calculated does not match .*Check S3_SECRET_ACCESS_KEY\.$/,
    );
    expect(s3.objects().has('uploads/wrong.webp')).toBe(false);
    // HEAD answers carry no body: the status still says what is wrong.
    await expect(storage.exists('uploads/wrong.webp')).rejects.toThrow(
      /HEAD shop\/uploads\/wrong\.webp failed: 403/,
    );
  });

  it('names the setting to check for a wrong key id, region or bucket', async () => {
    await expect(s3Storage(config({ accessKeyId: 'AKIANOPE' })).get('uploads/a.webp')).rejects.toThrow(
      /403 InvalidAccessKeyId: .*Check S3_ACCESS_KEY_ID/,
    );
    await expect(s3Storage(config({ region: 'us-east-1' })).get('uploads/a.webp')).rejects.toThrow(
      /400 AuthorizationHeaderMalformed: .*Check S3_REGION/,
    );
    await expect(s3Storage(config({ bucket: 'nope' })).get('uploads/a.webp')).rejects.toThrow(
      /404 NoSuchBucket: .*Check S3_BUCKET/,
    );
  });

  it('retries a 500 or 503 SlowDown with a fresh signature, and reports one that lasts', async () => {
    const storage = s3Storage(config());
    s3.failNext(503, 500);
    await storage.put('uploads/retried.webp', bytes('ok'), 'image/webp');
    expect(s3.objects().get('uploads/retried.webp')?.body.toString()).toBe('ok');
    s3.failNext(503, 503, 503);
    await expect(storage.get('uploads/retried.webp')).rejects.toThrow(
      /GET shop\/uploads\/retried\.webp failed: 503 SlowDown/,
    );
  });

  it('says the service cannot be reached, and which setting names it, when nothing listens', async () => {
    const storage = s3Storage(config({ endpoint: 'http://127.0.0.1:4739', attempts: 2 }));
    const error = await storage.put('uploads/a.webp', bytes('x'), 'image/webp').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect((error as Error).message).toBe(
      'S3 PUT shop/uploads/a.webp failed: cannot reach http://127.0.0.1:4739 (ECONNREFUSED); check S3_ENDPOINT.',
    );
  });

  it('refuses to write a key that could mean another object, and finds nothing under one', async () => {
    const storage = s3Storage(config());
    for (const key of ['../x.webp', '/abs.webp', 'a/./b.webp', 'a//b.webp', 'a/', ''])
      await expect(storage.put(key, bytes('x'), 'image/webp')).rejects.toThrow(/Not a storage key/);
    expect(await storage.exists('uploads//x.webp')).toBe(false);
    expect(await storage.get('../secret')).toBeNull();
  });
});

describe('the S3 adapter with temporary credentials (an IAM role’s)', () => {
  const token = 'IQoJb3JpZ2luX2VjEFAKE//+token/with=odd+chars';

  it('sends the session token, signed, with every request', async () => {
    const role = await fakeS3({ sessionToken: token });
    try {
      const storage = s3Storage(role.config());
      await storage.put('uploads/role.webp', bytes('role'), 'image/webp');
      expect(text((await storage.get('uploads/role.webp'))!.body)).toBe('role');
      expect(await storage.exists('uploads/role.webp')).toBe(true);
      await storage.delete('uploads/role.webp');
      expect(role.requests.map((r) => [r.method, r.status])).toEqual([
        ['PUT', 200],
        ['GET', 200],
        ['HEAD', 200],
        ['DELETE', 204],
      ]);
      for (const r of role.requests) {
        expect(r.securityToken).toBe(token);
        // The token is among the signed headers, so it cannot be swapped in transit.
        expect(r.authorization).toMatch(
          /^AWS4-HMAC-SHA256 Credential=AKIAFAKE\/\d{8}\/ap-southeast-2\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*\bx-amz-security-token\b[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
        );
      }
    } finally {
      await role.close();
    }
  });

  it('names S3_SESSION_TOKEN when the token is missing or wrong', async () => {
    const role = await fakeS3({ sessionToken: token });
    try {
      for (const sessionToken of [null, 'not-the-token'])
        await expect(s3Storage(role.config({ sessionToken })).get('uploads/a.webp')).rejects.toThrow(
          /GET shop\/uploads\/a\.webp failed: 403 InvalidToken: .*Check S3_SESSION_TOKEN\.$/,
        );
      expect(role.requests.map((r) => r.securityToken)).toEqual([undefined, 'not-the-token']);
    } finally {
      await role.close();
    }
  });
});
