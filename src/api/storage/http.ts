/**
 * A storage failure as the API answers it: 503 with a message that names no bucket or address
 * (the detail goes to the log, for the operator), since nothing the caller sent was wrong.
 */
import { HTTPException } from 'hono/http-exception';
import { StorageError } from './types.ts';

export const STORAGE_UNAVAILABLE = 'File storage is unavailable at the moment. Try again in a minute.';
export const NOT_SAVED =
  'File storage is unavailable at the moment; nothing was saved. Try again in a minute.';

/** Runs a storage step; a StorageError becomes a logged 503 with `message`, anything else is rethrown. */
export async function orUnavailable<T>(
  what: string,
  step: () => Promise<T>,
  message = STORAGE_UNAVAILABLE,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    console.error(`[storage] ${what}: ${error.message}`);
    throw new HTTPException(503, { message });
  }
}
