/**
 * Where uploaded and seeded files live: a folder on this machine (the default) or an S3-compatible
 * bucket (S3_BUCKET). Keys are the paths the database stores (`uploads/products/<hex>.webp`,
 * `returns/<hex>.pdf`); one Storage holds either public files (catalogue images) or private ones
 * (return attachments), decided when it is made, so a private key can never get a public address.
 */

/** An object as read back. */
export interface StoredObject {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

export interface Storage {
  /** `filesystem` or `s3`: for logs and for the site server, which reads a folder directly. */
  readonly kind: 'filesystem' | 's3';
  /** Whether the files are catalogue images anyone may fetch, or private uploads. */
  readonly visibility: 'public' | 'private';
  /** Writes the whole object; a reader sees the old object (or none) until it is complete. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Where a browser fetches a public object directly, or null: private storage, or public files
   * served by the site server at /storage/ (the filesystem, or a bucket without S3_PUBLIC_URL).
   */
  publicUrl(key: string): string | null;
}

/**
 * The storage could not be reached or refused the call (credentials, network, bucket). Routes
 * answer 503 with the message: nothing the caller sent was wrong.
 */
export class StorageError extends Error {
  override name = 'StorageError';
}

const KEY = /^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[^\0\\]+$/;

/**
 * False for a key that could leave the storage root or mean different objects on a disk and in a
 * bucket: empty, absolute, with empty, `.` or `..` segments, a backslash or a NUL. No object has
 * such a key: reading one finds nothing, writing one is a bug (keys are made by our own code).
 */
export const validKey = (key: string): boolean => KEY.test(key) && !key.includes('//') && !key.endsWith('/');

export function checkKey(key: string): string {
  if (!validKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}
