/**
 * Signed calls already accepted: a signature stays valid for SIGNATURE_TOLERANCE_S either side of its
 * time, so a captured call could be sent again until then, after a restart too. Each signature is
 * accepted once:
 * - with Redis (REDIS_URL), as a key `${REDIS_PREFIX}webhook-seen:<signature>` set only if absent
 *   (SET NX) and kept until no clock could still call the signature valid: shared by every site
 *   server on that Redis, and kept across restarts;
 * - otherwise in this process's memory, plus a file in the data folder with the newest second a call
 *   was accepted for and the signatures accepted for it. After a restart, calls signed before that
 *   second are refused (they may have been accepted before the restart), and calls signed in it are
 *   accepted only if unseen; later ones as before.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createClient } from 'redis';
import { SIGNATURE_TOLERANCE_S } from '../lib/site/webhook-signature.ts';

export interface ReplayGuard {
  /** True the first time a valid signature is offered, false for every later offer. */
  firstUse(signature: string, timestamp: number, now?: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Signatures this process accepted, each until it expires: memory holds at most the calls of the
 * last few minutes.
 */
export function memoryReplays(toleranceS = SIGNATURE_TOLERANCE_S) {
  /** Signature (v1 hex) to the time (ms) after which verifySignature refuses it anyway. */
  const seen = new Map<string, number>();
  const forget = (now: number) => {
    for (const [signature, expires] of seen) if (expires < now) seen.delete(signature);
  };
  return {
    firstUse(signature: string, timestamp: number, now = Date.now()): boolean {
      forget(now);
      if (seen.has(signature)) return false;
      seen.set(signature, (timestamp + toleranceS) * 1000);
      return true;
    },
    /** How many signatures are remembered (for tests and diagnostics). */
    size: () => seen.size,
  };
}

/** The newest second a call was accepted for, and the signatures accepted for that second. */
interface LastAccepted {
  t: number;
  signatures: string[];
}

async function readLastAccepted(file: string): Promise<LastAccepted> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return { t: 0, signatures: [] };
  try {
    const data = JSON.parse(text) as Partial<LastAccepted>;
    if (Number.isInteger(data.t) && Array.isArray(data.signatures)) {
      return { t: data.t as number, signatures: data.signatures.filter((s) => typeof s === 'string') };
    }
  } catch {}
  throw new Error(`${file} is not a webhook record; delete it to accept calls again`);
}

/** The guard for one site server: memory, and `file` (DATA_DIR/webhook-last-accepted) across restarts. */
export async function fileReplayGuard(
  file: string,
  toleranceS = SIGNATURE_TOLERANCE_S,
): Promise<ReplayGuard> {
  /** What was accepted before this process started. */
  const before = await readLastAccepted(file);
  let newest: LastAccepted = { t: before.t, signatures: [...before.signatures] };
  const memory = memoryReplays(toleranceS);
  let writes = Promise.resolve();
  const save = (record: string) => {
    // One write at a time, each whole (written aside, then renamed over the old one).
    writes = writes.then(async () => {
      try {
        await writeFile(`${file}.tmp`, record);
        await rename(`${file}.tmp`, file);
      } catch (error) {
        console.error(
          `[hooks] could not record the accepted webhook in ${file}: ${(error as Error).message}`,
        );
      }
    });
    return writes;
  };
  return {
    async firstUse(signature, timestamp, now) {
      if (timestamp < before.t || (timestamp === before.t && before.signatures.includes(signature))) {
        return false;
      }
      if (!memory.firstUse(signature, timestamp, now)) return false;
      if (timestamp < newest.t) return true;
      newest =
        timestamp > newest.t
          ? { t: timestamp, signatures: [signature] }
          : { t: timestamp, signatures: [...newest.signatures, signature] };
      await save(JSON.stringify(newest));
      return true;
    },
    close: () => writes,
  };
}

/** The guard shared through Redis by every site server on it (`prefix`: REDIS_PREFIX). */
export async function redisReplayGuard(
  url: string,
  prefix = '',
  toleranceS = SIGNATURE_TOLERANCE_S,
): Promise<ReplayGuard> {
  // While Redis is away a call fails at once (503, the sender may retry) rather than waiting for it.
  const client = createClient({ url, disableOfflineQueue: true });
  client.on('error', (error: Error) => console.error('[redis]', error.message));
  await client.connect();
  return {
    async firstUse(signature) {
      // Valid from tolerance before its time to tolerance after, by any server's clock: twice that.
      const set = await client.set(`${prefix}webhook-seen:${signature}`, '1', {
        condition: 'NX',
        expiration: { type: 'PX', value: 2 * toleranceS * 1000 },
      });
      return set === 'OK';
    },
    close: async () => void (await client.quit()),
  };
}

/** Redis when REDIS_URL is set, else the data folder's file. */
export function replayGuardFromEnv(
  dataFile: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ReplayGuard> {
  return env.REDIS_URL ? redisReplayGuard(env.REDIS_URL, env.REDIS_PREFIX ?? '') : fileReplayGuard(dataFile);
}
