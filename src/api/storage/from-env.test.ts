import { describe, expect, it } from 'vitest';
import { fakeS3 } from '../../../tests/helpers/fake-s3.ts';
import { assetBaseFromEnv, StorageConfigError, storagesFromEnv } from './from-env.ts';

const S3 = {
  S3_ENDPOINT: 'https://s3.ap-southeast-2.amazonaws.com',
  S3_REGION: 'ap-southeast-2',
  S3_BUCKET: 'shop-images',
  S3_ACCESS_KEY_ID: 'AKIA123',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('storage from configuration', () => {
  it('keeps files in folders under DATA_DIR when S3_BUCKET is unset', () => {
    const { storage, privateStorage } = storagesFromEnv({ S3_ENDPOINT: 'https://ignored' }, '/data');
    expect([storage.kind, storage.visibility]).toEqual(['filesystem', 'public']);
    expect([privateStorage.kind, privateStorage.visibility]).toEqual(['filesystem', 'private']);
  });

  it('uses the bucket when S3_BUCKET and its settings are set, with no public address for private files', () => {
    const { storage, privateStorage } = storagesFromEnv(
      { ...S3, S3_PUBLIC_URL: 'https://images.example.com.au/' },
      '/data',
    );
    expect([storage.kind, privateStorage.kind]).toEqual(['s3', 's3']);
    expect(storage.publicUrl('uploads/products/a b.webp')).toBe(
      'https://images.example.com.au/uploads/products/a%20b.webp',
    );
    expect(privateStorage.publicUrl('returns/x.pdf')).toBeNull();
  });

  it('keeps private files under private/ in S3_PRIVATE_BUCKET when set, for services that publish whole buckets', async () => {
    const s3 = await fakeS3({ port: 4734, buckets: ['images', 'vault'] });
    try {
      const { storage, privateStorage } = storagesFromEnv(s3.env({ S3_PRIVATE_BUCKET: 'vault' }), '/data');
      await storage.put('uploads/a.webp', new Uint8Array([1]), 'image/webp');
      await privateStorage.put('returns/a.pdf', new Uint8Array([2]), 'application/pdf');
      expect([...s3.objects('images').keys()]).toEqual(['uploads/a.webp']);
      expect([...s3.objects('vault').keys()]).toEqual(['private/returns/a.pdf']);
      // Without S3_PUBLIC_URL the site server's /storage/ serves the images: no direct address.
      expect(storage.publicUrl('uploads/a.webp')).toBeNull();
    } finally {
      await s3.close();
    }
  });

  it('sends S3_SESSION_TOKEN with the key, for temporary credentials such as an IAM role’s', async () => {
    const s3 = await fakeS3({ sessionToken: 'role-session-token' });
    try {
      const { storage, privateStorage } = storagesFromEnv(s3.env(), '/data');
      await storage.put('uploads/a.webp', new Uint8Array([1]), 'image/webp');
      await privateStorage.put('returns/a.pdf', new Uint8Array([2]), 'application/pdf');
      expect(s3.requests.map((r) => [r.status, r.securityToken])).toEqual([
        [200, 'role-session-token'],
        [200, 'role-session-token'],
      ]);
      // Unset (or blank), no token is sent: the fake, like S3, refuses the temporary key alone.
      const { storage: without } = storagesFromEnv(s3.env({ S3_SESSION_TOKEN: ' ' }), '/data');
      await expect(without.exists('uploads/a.webp')).rejects.toThrow(
        /HEAD shop\/uploads\/a\.webp failed: 403/,
      );
    } finally {
      await s3.close();
    }
  });

  it('stops at startup naming every missing or malformed setting when S3_BUCKET is set', () => {
    const start = () =>
      storagesFromEnv({ S3_BUCKET: 'shop', S3_REGION: 'auto', S3_PUBLIC_URL: 'images.example.com' }, '/d');
    expect(start).toThrow(StorageConfigError);
    expect(start).toThrow(
      'S3_BUCKET is set, so images and uploads go to S3, but S3_ENDPOINT is not set, S3_ACCESS_KEY_ID is not set, S3_SECRET_ACCESS_KEY is not set, S3_PUBLIC_URL must be an http(s) address, not "images.example.com". Set them, or unset S3_BUCKET to keep files under DATA_DIR.',
    );
    expect(() => storagesFromEnv({ ...S3, S3_ENDPOINT: 'minio:9000' }, '/d')).toThrow(
      /S3_ENDPOINT must be an http\(s\) address, not "minio:9000"/,
    );
  });

  it('points pages at PUBLIC_ASSET_BASE, else the bucket’s public address, else /storage/', () => {
    expect(assetBaseFromEnv({})).toBe('/storage/');
    expect(assetBaseFromEnv({ ...S3 })).toBe('/storage/');
    expect(assetBaseFromEnv({ ...S3, S3_PUBLIC_URL: 'https://cdn.example.com.au/shop' })).toBe(
      'https://cdn.example.com.au/shop/',
    );
    expect(assetBaseFromEnv({ S3_PUBLIC_URL: 'https://cdn.example.com.au' })).toBe('/storage/');
    expect(assetBaseFromEnv({ ...S3, S3_PUBLIC_URL: 'https://a', PUBLIC_ASSET_BASE: 'https://b/' })).toBe(
      'https://b/',
    );
  });
});
