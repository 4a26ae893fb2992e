/**
 * The storages a handler uses: the ones createDeps made from configuration, else the folders the
 * deps name (tests and tools that build their deps by hand keep working without a Storage).
 */
import type { AppDeps } from '../env.ts';
import { filesystemStorage } from './filesystem.ts';
import type { Storage } from './types.ts';

type StorageDeps = Pick<AppDeps, 'storage' | 'storageDir'>;
type PrivateDeps = Pick<AppDeps, 'privateStorage' | 'privateDir'>;

/** Catalogue images: anyone may fetch them. */
export const publicStorage = (deps: StorageDeps): Storage =>
  deps.storage ?? filesystemStorage(deps.storageDir, 'public');

/** Return attachments: read only through the API's authorised route. */
export const privateStorage = (deps: PrivateDeps): Storage =>
  deps.privateStorage ?? filesystemStorage(deps.privateDir, 'private');

/**
 * A Storage, or a folder meaning the filesystem storage there: what the product checks accept while
 * some callers still hand them `deps.storageDir`.
 */
export type StorageOrFolder = Storage | string;

export const asStorage = (s: StorageOrFolder): Storage =>
  typeof s === 'string' ? filesystemStorage(s, 'public') : s;
