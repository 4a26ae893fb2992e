/** Which of many keys a storage lacks, asking a few at a time (each is a round trip to a bucket). */
import type { Storage } from './types.ts';

// Enough to hide a bucket's latency, few enough not to open hundreds of connections for one import.
const PARALLEL = 16;

export async function missingKeys(storage: Storage, keys: Iterable<string>): Promise<Set<string>> {
  const todo = [...new Set(keys)];
  const missing = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const key = todo[next++]!;
      if (!(await storage.exists(key))) missing.add(key);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, todo.length) }, worker));
  return missing;
}
