/**
 * A bounded cache of API answers that change only when the catalogue does (GET /products/{sku}):
 * the JSON text per key, least recently used first out, cleared whenever catalogue data changes
 * through the API (the same moment the site is asked to rebuild, deps.ts). With several API
 * instances (REDIS_URL) a clear is published on Redis and every instance drops its copy; while an
 * instance is not subscribed it serves nothing from its cache, since it could miss a clear.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';

export interface ReadCacheOptions {
  /** Entries kept at most (least recently used go first). */
  maxEntries: number;
  /** Characters of JSON kept at most, over all entries: a cap on memory whatever the answers' size. */
  maxChars: number;
  /**
   * Longest an entry is served. A safety net for writes that bypass the API (SQL by hand, an import
   * straight into a database that a shop on another machine serves); API writes clear at once.
   */
  ttlMs: number;
  now?: () => number;
}

/** How an instance hears of, and tells, the other instances' catalogue changes. */
export interface ClearBus {
  /** Tells the other instances to clear. */
  publish(): void;
  /** Whether a clear from another instance would reach this one now. */
  listening(): boolean;
  close(): Promise<void>;
}

export interface ReadCache {
  /** The cached answer for key, if any and still fresh. */
  get(key: string): string | undefined;
  /** Taken before reading the database; set() keeps the answer only if nothing changed meanwhile. */
  generation(): number;
  set(key: string, json: string, generation: number): void;
  /** The catalogue changed here: drop every entry here and on the other instances. */
  invalidate(): void;
  /** Drops every entry here only (another instance's change, or a lost subscription). */
  clear(): void;
  readonly size: number;
  readonly chars: number;
  close(): Promise<void>;
}

interface Entry {
  json: string;
  storedAt: number;
}

export const DEFAULT_READ_CACHE: ReadCacheOptions = {
  maxEntries: 10_000,
  maxChars: 32 * 1024 * 1024,
  ttlMs: 60_000,
};

export function createReadCache(
  options: ReadCacheOptions = DEFAULT_READ_CACHE,
  bus: ClearBus | null = null,
): ReadCache {
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  let chars = 0;
  // Bumped by every clear: a read that began before a clear must not store what it read.
  let generation = 0;

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    chars -= entry.json.length;
  };
  const usable = () => options.maxEntries > 0 && (bus === null || bus.listening());

  const cache: ReadCache = {
    get(key) {
      if (!usable()) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > options.ttlMs) {
        drop(key, entry);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.json;
    },
    generation: () => generation,
    set(key, json, since) {
      if (since !== generation || !usable() || json.length > options.maxChars) return;
      const old = entries.get(key);
      if (old) drop(key, old);
      entries.set(key, { json, storedAt: now() });
      chars += json.length;
      for (const [k, e] of entries) {
        if (entries.size <= options.maxEntries && chars <= options.maxChars) break;
        drop(k, e);
      }
    },
    clear() {
      generation++;
      entries.clear();
      chars = 0;
    },
    invalidate() {
      cache.clear();
      bus?.publish();
    },
    get size() {
      return entries.size;
    },
    get chars() {
      return chars;
    },
    close: async () => {
      cache.clear();
      await bus?.close();
    },
  };
  return cache;
}

/**
 * The clear bus on Redis pub/sub: one connection publishes, a second one subscribes (a subscribed
 * connection can do nothing else). `onClear` runs for other instances' messages, and whenever the
 * subscription comes back after a lost connection (clears sent meanwhile were missed).
 */
export async function redisClearBus(
  url: string,
  channel: string,
  onClear: () => void,
  log: (line: string) => void = console.error,
): Promise<ClearBus> {
  const me = randomUUID();
  const publisher = createClient({ url });
  publisher.on('error', (error: Error) => log(`[read-cache] ${error.message}`));
  const subscriber = publisher.duplicate();
  subscriber.on('error', (error: Error) => log(`[read-cache] ${error.message}`));
  let subscribed = false;
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel, (from) => {
    if (from !== me) onClear();
  });
  subscribed = true;
  // node-redis subscribes again by itself after a reconnect; what was published meanwhile is lost.
  subscriber.on('ready', () => {
    if (subscribed) onClear();
  });
  return {
    publish() {
      publisher
        .publish(channel, me)
        .catch((error: Error) => log(`[read-cache] publish failed: ${error.message}`));
    },
    listening: () => subscribed && subscriber.isReady,
    async close() {
      subscribed = false;
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

/** Reads a whole number setting, falling back when it is unset or not a number of at least 0. */
function setting(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

/**
 * The product read cache from the environment: READ_CACHE_ENTRIES (0 turns it off), READ_CACHE_TTL_MS;
 * with REDIS_URL, clears travel on the channel `${REDIS_PREFIX}catalogue-changed`.
 */
export async function readCacheFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<ReadCache> {
  const options = {
    ...DEFAULT_READ_CACHE,
    maxEntries: setting(env.READ_CACHE_ENTRIES, DEFAULT_READ_CACHE.maxEntries),
    ttlMs: setting(env.READ_CACHE_TTL_MS, DEFAULT_READ_CACHE.ttlMs),
  };
  if (!env.REDIS_URL) return createReadCache(options);
  let cache: ReadCache | null = null;
  const bus = await redisClearBus(env.REDIS_URL, `${env.REDIS_PREFIX ?? ''}catalogue-changed`, () =>
    cache?.clear(),
  );
  cache = createReadCache(options, bus);
  return cache;
}
