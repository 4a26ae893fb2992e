/** Starts a shop (scripts/start.ts) on its own data folder and port for a benchmark, and talks to it. */
import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { BuildStatus } from '../../src/publish/controller.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
export const BENCH_DIR = join(ROOT, '.bench');
const ADMIN = 'bench-admin-token';

export interface Shop {
  url: string;
  dataDir: string;
  distDir: string;
  status(): Promise<BuildStatus>;
  log(): Promise<string>;
  /** Edits one product's price through the API and waits for the rebuild it causes. */
  editPriceAndWait(id: number, cents: number): Promise<BuildStatus>;
  stop(): Promise<void>;
}

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
  await rm(dir, { recursive: true, force: true });
  return { dataDir: join(dir, 'data'), distDir: join(dir, 'dist') };
}

export async function startShop(
  name: string,
  port: number,
  dirs: { dataDir: string; distDir: string },
  env: Record<string, string> = {},
): Promise<Shop> {
  const url = `http://localhost:${port}`;
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
      REBUILD_DEBOUNCE_MS: '200',
      UV_THREADPOOL_SIZE: '16',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`${name}: no shop after 10 minutes\n${output}`)), 600_000);
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
  const json = async <T>(path: string, init?: RequestInit) =>
    (await (await fetch(`${url}${path}`, init)).json()) as T;
  const status = () => json<BuildStatus>('/hooks/rebuild/status');
  return {
    url,
    ...dirs,
    status,
    log: async () =>
      (await fetch(`${url}/hooks/rebuild/log`, { headers: { Authorization: `Bearer ${ADMIN}` } })).text(),
    async editPriceAndWait(id, cents) {
      const before = await status();
      const headers = { Authorization: `Bearer ${ADMIN}`, 'Content-Type': 'application/json' };
      // Edits name the version they were made from (optimistic locking): read it first.
      const { data } = await json<{ data: { version: number } }>(`/api/admin/products/${id}`, { headers });
      const res = await fetch(`${url}/api/admin/products/${id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ version: data.version, price_cents: cents }),
      });
      if (!res.ok) throw new Error(`price edit answered ${res.status}`);
      for (;;) {
        await new Promise((r) => setTimeout(r, 200));
        const now = await status();
        if (now.state === 'idle' && now.last?.finished_at !== before.last?.finished_at) return now;
      }
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
