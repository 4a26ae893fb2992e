/** Which of many keys a storage lacks, asking a few at a time (each is a round trip to a bucket). */
import pLimit from 'p-limit';
import type { Storage } from './types.ts';

// Enough to hide a bucket's latency, few enough not to open hundreds of connections for one import.
const PARALLEL = 16;

export async function missingKeys(storage: Storage, keys: Iterable<string>): Promise<Set<string>> {
  const missing = new Set<string>();
  await pLimit(PARALLEL).map(new Set(keys), async (key) => {
    if (!(await storage.exists(key))) missing.add(key);
  });
  return missing;
}
