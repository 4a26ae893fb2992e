/**
 * The shop's two storages from configuration: catalogue images (public) and return attachments
 * (private). A folder each under DATA_DIR unless S3_BUCKET is set; then one bucket, the images at
 * the keys they have under DATA_DIR/storage (`uploads/...`, so copying that folder to the bucket
 * moves a shop) and the attachments under `private/` in S3_PRIVATE_BUCKET (default S3_BUCKET).
 * S3_SESSION_TOKEN goes with the key when it is a temporary one (an IAM role's).
 */
import { join } from 'node:path';
import { filesystemStorage } from './filesystem.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './types.ts';

export interface Storages {
  storage: Storage;
  privateStorage: Storage;
}

const REQUIRED = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Thrown at startup: names every variable that is missing or wrong, so one fix is enough. */
export class StorageConfigError extends Error {
  override name = 'StorageConfigError';
}

const httpUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** The S3 settings when S3_BUCKET is set, null without it; throws what is missing or malformed. */
export function s3Settings(env: NodeJS.ProcessEnv) {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const problems = REQUIRED.filter((name) => !env[name]?.trim()).map((name) => `${name} is not set`);
  for (const name of ['S3_ENDPOINT', 'S3_PUBLIC_URL'] as const) {
    const value = env[name]?.trim();
    if (value && !httpUrl(value)) problems.push(`${name} must be an http(s) address, not "${value}"`);
  }
  if (problems.length)
    throw new StorageConfigError(
      `S3_BUCKET is set, so images and uploads go to S3, but ${problems.join(', ')}. Set them, or unset S3_BUCKET to keep files under DATA_DIR.`,
    );
  return {
    endpoint: env.S3_ENDPOINT!.trim(),
    region: env.S3_REGION!.trim(),
    bucket,
    privateBucket: env.S3_PRIVATE_BUCKET?.trim() || bucket,
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
    // Temporary credentials (an IAM role's, from STS) come with one; a long-lived key has none.
    sessionToken: env.S3_SESSION_TOKEN?.trim() || null,
    publicUrl: env.S3_PUBLIC_URL?.trim() || null,
  };
}

export function storagesFromEnv(env: NodeJS.ProcessEnv, dataDir: string): Storages {
  const s3 = s3Settings(env);
  if (!s3)
    return {
      storage: filesystemStorage(join(dataDir, 'storage'), 'public'),
      privateStorage: filesystemStorage(join(dataDir, 'private'), 'private'),
    };
  const { privateBucket, ...shared } = s3;
  return {
    storage: s3Storage({ ...shared, prefix: '', visibility: 'public' }),
    privateStorage: s3Storage({
      ...shared,
      bucket: privateBucket,
      prefix: 'private/',
      visibility: 'private',
      publicUrl: null,
    }),
  };
}

/**
 * Where pages load catalogue images from: PUBLIC_ASSET_BASE when set, else S3_PUBLIC_URL when the
 * images are in a bucket that has one, else the site server's /storage/.
 */
export function assetBaseFromEnv(env: NodeJS.ProcessEnv): string {
  if (env.PUBLIC_ASSET_BASE) return env.PUBLIC_ASSET_BASE;
  const publicUrl = env.S3_BUCKET?.trim() && env.S3_PUBLIC_URL?.trim();
  return publicUrl ? `${publicUrl.replace(/\/+$/, '')}/` : '/storage/';
}
