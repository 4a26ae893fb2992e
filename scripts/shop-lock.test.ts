/**
 * The embedded database has one owner: the shop (here the API process, holding DATA_DIR's lock as
 * `npm start` does) on a random port, and the command-line tools beside it with a PORT that is not
 * the shop's. Each tool finds the shop from DATA_DIR/shop.pid and goes through its API; a second
 * `npm start` on the same DATA_DIR refuses; while a shop starts or a tool works the others refuse
 * without opening the database; the lock of a killed shop is taken over.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDir } from '../src/api/db/client.ts';
import { holdDataDir, type LockRecord, lockPath } from '../src/api/db/data-dir-lock.ts';
import {
  brands,
  categories,
  fitments,
  products,
  staff,
  userMeta,
  users,
  vehicles,
} from '../src/api/db/schema/index.ts';
import { tradeStatus } from '../src/api/services/trade.ts';
import { freePort, type Run, runScript, shopEnv, startApiProcess } from '../tests/helpers/cli.ts';
import { migratedDataDir } from '../tests/helpers/migrated-data-dir.ts';

const root = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'shop-lock-'));
const otherDir = mkdtempSync(join(tmpdir(), 'shop-lock-other-'));
const files = mkdtempSync(join(tmpdir(), 'shop-lock-files-'));
const PASSWORD = 'Correct-horse-42';
/** Where nothing listens: the tools must not need the shop's PORT. */
let wrongPort = 0;
let applicantId = 0;

/** Runs scripts/NAME.ts as `npm run` would, on DATA_DIR with the wrong PORT. */
async function tool(name: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return runScript(
    join(root, 'scripts', `${name}.ts`),
    args,
    {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(wrongPort),
      SITE_URL: 'http://shop.test',
      SHOP_ADMIN_TOKEN: '',
      STAFF_PASSWORD: PASSWORD,
      SMTP_URL: '',
      ...env,
    },
    90_000,
  );
}

/** `npm start` on `dir`, which should refuse at once: its exit code and output. */
async function start(dir: string): Promise<Run> {
  const dist = mkdtempSync(join(tmpdir(), 'shop-lock-dist-'));
  try {
    return await tool('start', [], { DATA_DIR: dir, DIST_DIR: dist });
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

/** The shop's API in a process of its own, holding the lock; its child process and base URL. */
async function startShop(): Promise<{ child: ChildProcess; origin: string }> {
  const { child, url } = await startApiProcess(shopEnv(dataDir));
  return { child, origin: url };
}

async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
}

const lockFile = () => JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockRecord;

async function withDb<T>(
  dir: string,
  task: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const database = await openDatabase({ dataDir: pgliteDir(dir) });
  try {
    return await task(database.db);
  } finally {
    await database.close();
  }
}

function csvFile(name: string, ...lines: string[]): string {
  const path = join(files, name);
  writeFileSync(
    path,
    `make,model,series,year_from,year_to,engine,sku,position,qty,note\n${lines.join('\n')}\n`,
  );
  return path;
}

beforeAll(async () => {
  wrongPort = await freePort();
  const database = await migratedDataDir(dataDir);
  const db = database.db;
  const [applicant] = await db
    .insert(users)
    .values({ name: 'Applicant', email: 'applicant@example.com', passwordHash: 'x' })
    .returning();
  applicantId = applicant!.id;
  await db.insert(userMeta).values([
    { userId: applicantId, option: '_b_name', value: 'Applicant Motors' },
    { userId: applicantId, option: '_b_number', value: '51824753556' },
    { userId: applicantId, option: '_trade_status', value: 'pending' },
  ]);
  const [brand] = await db.insert(brands).values({ title: 'Bosch', permalink: 'bosch' }).returning();
  const [category] = await db
    .insert(categories)
    .values({ title: 'Brakes', permalink: 'brakes', sku: 'BRAKES' })
    .returning();
  await db.insert(vehicles).values({
    make: 'Ford',
    model: 'Ranger',
    series: 'PX3',
    yearFrom: 2018,
    yearTo: 2022,
    engine: '3.2 TDCi',
    engineCode: 'P5AT',
    fuel: 'diesel',
    body: 'Ute',
    drive: '4WD',
  });
  await db.insert(products).values({
    sku: 'BOS-PAD-1',
    title: 'Brake pads',
    permalink: 'bos-pad-1',
    brandId: brand!.id,
    categoryId: category!.id,
    priceCents: 8995,
  });
  await database.close();
}, 180_000);

afterAll(() => {
  for (const dir of [dataDir, otherDir, files]) rmSync(dir, { recursive: true, force: true });
});

describe('DATA_DIR has one owner', { timeout: 180_000 }, () => {
  let shop: { child: ChildProcess; origin: string } | null = null;
  const admin = async (path: string) => {
    const token = readFileSync(join(dataDir, 'admin-token'), 'utf8').trim();
    const res = await fetch(`${shop!.origin}/api/admin${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return res.headers.get('content-type')?.includes('json') ? res.json() : res.text();
  };

  beforeAll(async () => {
    shop = await startShop();
  }, 180_000);
  afterAll(async () => {
    if (shop) await stop(shop.child);
  });

  it('the shop records its pid and API in DATA_DIR/shop.pid', () => {
    expect(lockFile()).toMatchObject({ pid: shop!.child.pid, holder: 'shop', api: `${shop!.origin}/api` });
  });

  it('every command finds the shop from the lock, not PORT, and goes through its API', async () => {
    const through = `through the shop at ${shop!.origin}`;
    const created = await tool('staff-create', ['--email', 'mia@example.com', '--role', 'manager']);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toContain(`Added mia <mia@example.com> as Manager (${through}).`);
    expect(((await admin('/staff')) as { data: { email: string }[] }).data.map((s) => s.email)).toContain(
      'mia@example.com',
    );

    const approved = await tool('trade-approve', ['Applicant@Example.com']);
    expect(approved).toMatchObject({ code: 0, stderr: '' });
    expect(approved.stdout).toBe(
      `Approved the trade account of applicant@example.com: Applicant Motors, ABN 51 824 753 556 (${through}).\n`,
    );
    expect(await admin(`/customers/${applicantId}`)).toMatchObject({
      data: { trade: { status: 'approved' } },
    });
    const again = await tool('trade-approve', ['applicant@example.com']);
    expect(again.stdout).toContain('applicant@example.com (it already was)');
    const unknown = await tool('trade-approve', ['nobody@example.com']);
    expect(unknown).toMatchObject({ code: 1, stderr: 'No account has the email nobody@example.com.\n' });

    const imported = await tool('fitment-import', [
      csvFile('fit.csv', 'Ford,Ranger,PX3,2019,2022,3.2 TDCi,BOS-PAD-1,front,2,'),
    ]);
    expect(imported).toMatchObject({ code: 0, stderr: '' });
    expect(imported.stdout).toContain(`(${through})`);
    expect(imported.stdout).toContain('  created 1, updated 0, unchanged 0');
    expect(await admin('/fitment/export.csv')).toContain('BOS-PAD-1');
  });

  it('a second npm start on the same DATA_DIR refuses with exit 1, leaving the shop be', async () => {
    const second = await start(dataDir);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      `[start] ${dataDir} is in use by the shop (pid ${shop!.child.pid}, since `,
    );
    expect(second.stderr).toContain(`at ${shop!.origin}: stop it first, or give this shop another DATA_DIR.`);
    expect(second.stdout).not.toContain('Seeding');
    expect(lockFile().pid).toBe(shop!.child.pid);
    expect(await (await fetch(`${shop!.origin}/api/health`)).json()).toEqual({ status: 'ok' });
  });

  it('while a shop starts or a command works, commands and npm start refuse without opening the database', async () => {
    const starting = await holdDataDir(otherDir, 'shop');
    if (!('held' in starting)) throw new Error('not held');
    try {
      const refused = await tool('staff-create', ['--email', 'early@example.com', '--role', 'owner'], {
        DATA_DIR: otherDir,
      });
      expect(refused).toMatchObject({ code: 1, stdout: '' });
      expect(refused.stderr).toMatch(
        new RegExp(
          `^The shop in ${otherDir} is starting \\(pid ${process.pid}, since .+\\): try again once it has started\\.\\n$`,
        ),
      );
    } finally {
      starting.held.release();
    }

    const working = await holdDataDir(otherDir, 'npm run fitment:import');
    if (!('held' in working)) throw new Error('not held');
    try {
      const refused = await tool('staff-create', ['--email', 'early@example.com', '--role', 'owner'], {
        DATA_DIR: otherDir,
      });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`npm run fitment:import (pid ${process.pid}, since `);
      expect(refused.stderr).toContain(
        `is using the database in ${otherDir}: try again once it has finished.`,
      );
      const second = await start(otherDir);
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(
        `[start] ${otherDir} is in use by npm run fitment:import (pid ${process.pid}`,
      );
    } finally {
      working.held.release();
    }
    // Neither opened (so neither created) the embedded database.
    expect(existsSync(pgliteDir(otherDir))).toBe(false);
  });

  it('what the commands did is in the database after the shop stops, and its lock is gone', async () => {
    await stop(shop!.child);
    shop = null;
    expect(existsSync(lockPath(dataDir))).toBe(false);
    await withDb(dataDir, async (db) => {
      expect(await db.select({ email: staff.email }).from(staff)).toEqual([{ email: 'mia@example.com' }]);
      expect(await tradeStatus(db, applicantId)).toBe('approved');
      expect(await db.select({ qty: fitments.qty }).from(fitments)).toEqual([{ qty: 2 }]);
    });
  });

  it("a killed shop's lock is taken over: the command works in the database, then the shop starts again", async () => {
    shop = await startShop();
    const killed = shop.child.pid;
    await stop(shop.child, 'SIGKILL');
    expect(lockFile().pid).toBe(killed);

    const created = await tool('staff-create', ['--email', 'olive@example.com', '--role', 'owner']);
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toContain('Added olive <olive@example.com> as Owner (in the database).');
    expect(existsSync(lockPath(dataDir))).toBe(false);

    shop = await startShop();
    expect(lockFile()).toMatchObject({ pid: shop.child.pid, api: `${shop.origin}/api` });
    const emails = ((await admin('/staff')) as { data: { email: string }[] }).data.map((s) => s.email);
    expect(emails.sort()).toEqual(['mia@example.com', 'olive@example.com']);
  });
});
