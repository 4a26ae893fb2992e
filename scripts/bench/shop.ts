/** Starts a shop (scripts/start.ts) on its own data folder and port for a benchmark, and talks to it. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { BuildStatus } from '../../src/build/publish/controller.ts';
import { setAside } from './trash.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
/** The bench's work folder: BENCH_DIR, else .bench in the repo. */
export const BENCH_DIR = resolve(process.env.BENCH_DIR || join(ROOT, '.bench'));
const ADMIN = 'bench-admin-token';

export interface PriceEdit {
  /** The rebuild the edit caused. */
  status: BuildStatus;
  /** Wall-clock seconds from sending the PATCH to the served product page showing the new price; null if it never did. */
  liveSeconds: number | null;
}

export interface Shop {
  url: string;
  dataDir: string;
  distDir: string;
  /** Seconds from spawning `npm start` to its "Storefront:" line (migrate, seed, first build). */
  startSeconds: number;
  /** What `npm start` printed so far. */
  output(): string;
  status(): Promise<BuildStatus>;
  log(): Promise<string>;
  /** Edits one product's price through the API; waits for its page to show it and the rebuild to end. */
  editPriceAndWait(id: number, cents: number): Promise<PriceEdit>;
  /** Waits while the last build prepares the next one (status `preparing`); resolves with the seconds waited. */
  waitPrepared(): Promise<number>;
  stop(): Promise<void>;
}

/** The offer price in a product page's JSON-LD (what the page shows, GST included). */
export function offerPrice(html: string): string | null {
  return /"price":"?(\d+(?:\.\d+)?)/.exec(html)?.[1] ?? null;
}

const EDIT_TIMEOUT_MS = 20 * 60_000;

/** Runs a script of this project on its pinned Node; resolves when it exits 0. */
export function runScript(args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? ok() : fail(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

export async function freshDirs(name: string) {
  const dir = join(BENCH_DIR, name);
  await setAside(dir);
  return { dataDir: join(dir, 'data'), distDir: join(dir, 'dist') };
}

export async function startShop(
  name: string,
  port: number,
  dirs: { dataDir: string; distDir: string },
  env: Record<string, string> = {},
): Promise<Shop> {
  const url = `http://localhost:${port}`;
  const spawned = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: url,
      DATA_DIR: dirs.dataDir,
      DIST_DIR: dirs.distDir,
      DATABASE_URL: '',
      SHOP_ADMIN_TOKEN: ADMIN,
      RATE_LIMIT_MULTIPLIER: '1000000',
      UV_THREADPOOL_SIZE: '16',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A bench that fails midway must not leave its shops serving (and holding their ports).
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.off('exit', orphanGuard));
  let output = '';
  await new Promise<void>((ok, fail) => {
    // The 100,000-product tier's first build alone has a 10-minute budget: wait well past it.
    const timer = setTimeout(
      () => fail(new Error(`${name}: no shop after 30 minutes\n${output}`)),
      1_800_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Storefront: ')) {
        clearTimeout(timer);
        ok();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => fail(new Error(`${name}: the shop exited with ${code}\n${output}`)));
  });
  const startSeconds = (performance.now() - spawned) / 1000;
  const json = async <T>(path: string, init?: RequestInit) =>
    (await (await fetch(`${url}${path}`, init)).json()) as T;
  // With the machine token: the public status has no build kind or page count.
  const status = () =>
    json<BuildStatus>('/hooks/rebuild/status', { headers: { Authorization: `Bearer ${ADMIN}` } });
  return {
    url,
    ...dirs,
    startSeconds,
    output: () => output,
    status,
    log: async () =>
      (await fetch(`${url}/hooks/rebuild/log`, { headers: { Authorization: `Bearer ${ADMIN}` } })).text(),
    async waitPrepared() {
      const from = performance.now();
      while ((await status()).preparing) {
        if (performance.now() - from > EDIT_TIMEOUT_MS)
          throw new Error(`${name}: the shop was still preparing after ${EDIT_TIMEOUT_MS / 60_000} minutes`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return (performance.now() - from) / 1000;
    },
    async editPriceAndWait(id, cents) {
      const before = await status();
      const headers = { Authorization: `Bearer ${ADMIN}`, 'Content-Type': 'application/json' };
      // Edits name the version they were made from (optimistic locking): read it first.
      const { data } = await json<{ data: { version: number; permalink: string; price_cents: number } }>(
        `/api/admin/products/${id}`,
        { headers },
      );
      const page = `${url}/product/${data.permalink}/`;
      const served = async () => offerPrice(await (await fetch(page)).text());
      const oldPrice = await served();
      if (!oldPrice) throw new Error(`${page} shows no offer price`);
      // A different price from the current one, so the page must change.
      const newCents = data.price_cents === cents ? cents + 100 : cents;
      const sent = performance.now();
      const res = await fetch(`${url}/api/admin/products/${id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ version: data.version, price_cents: newCents }),
      });
      if (!res.ok) throw new Error(`price edit answered ${res.status}: ${await res.text()}`);
      let liveSeconds: number | null = null;
      while (performance.now() - sent < EDIT_TIMEOUT_MS) {
        if (liveSeconds === null && (await served()) !== oldPrice)
          liveSeconds = (performance.now() - sent) / 1000;
        const now = await status();
        if (now.state === 'idle' && !now.queued && now.last?.finished_at !== before.last?.finished_at) {
          // The rebuild is over: the page shows the new price now or never will (a failed rebuild).
          if (liveSeconds === null && (await served()) !== oldPrice)
            liveSeconds = (performance.now() - sent) / 1000;
          return { status: now, liveSeconds };
        }
        // Against a 1 s budget, 100 ms between looks was a tenth of it: 25 ms keeps the figure within
        // about one page fetch of when the page changed.
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`${page}: no rebuild ended within ${EDIT_TIMEOUT_MS / 60_000} minutes of the edit`);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
