/**
 * DATA_DIR's lock: one holder at a time; a lock whose process is gone (dead, or its pid now another
 * program's) is taken over; a holder removes only its own file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type DataDirLock, holdDataDir, type LockRecord, lockPath } from './data-dir-lock.ts';

const dirs: string[] = [];
const holds: DataDirLock[] = [];
const children: ChildProcess[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  dirs.push(dir);
  return dir;
};
const read = (dir: string) => JSON.parse(readFileSync(lockPath(dir), 'utf8')) as LockRecord;

async function hold(dir: string, holder = 'shop') {
  const result = await holdDataDir(dir, holder);
  if ('held' in result) holds.push(result.held);
  return result;
}

/** A process that has run and exited: its pid is free. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((done) => child.once('exit', done));
  return child.pid!;
}

/** A process that runs until the tests end. */
async function livePid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  children.push(child);
  await new Promise((done) => child.once('spawn', done));
  return child.pid!;
}

function writeRecord(dir: string, record: Partial<LockRecord>) {
  const full: LockRecord = {
    pid: 1,
    holder: 'shop',
    started: '2026-12-01T00:00:00.000Z',
    api: 'http://127.0.0.1:9/api',
    boot: null,
    ticks: null,
    id: 'someone-else',
    ...record,
  };
  writeFileSync(lockPath(dir), JSON.stringify(full));
}

afterEach(() => {
  for (const h of holds.splice(0)) h.release();
});
afterAll(() => {
  for (const child of children) child.kill();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('is held by one at a time, records the API once serving, and is gone on release', async () => {
    const dir = newDir();
    const first = await hold(dir);
    expect('held' in first).toBe(true);
    expect(read(dir)).toMatchObject({ pid: process.pid, holder: 'shop', api: null });
    const second = await hold(dir, 'npm run staff:create');
    expect(second).toEqual({ busy: expect.objectContaining({ pid: process.pid, holder: 'shop' }) });

    if (!('held' in first)) return;
    await first.held.serving('http://127.0.0.1:4567/api');
    expect(read(dir)).toMatchObject({ pid: process.pid, api: 'http://127.0.0.1:4567/api' });
    first.held.release();
    expect(existsSync(lockPath(dir))).toBe(false);
    expect('held' in (await hold(dir, 'npm run staff:create'))).toBe(true);
  });

  it('takes over the lock of a process that is gone', async () => {
    const dir = newDir();
    writeRecord(dir, { pid: await deadPid() });
    expect('held' in (await hold(dir))).toBe(true);
    expect(read(dir).pid).toBe(process.pid);
  });

  it('takes over a lock whose pid now belongs to another process (started later), not one that still runs', async () => {
    const pid = await livePid();
    const ticks = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]!;
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

    const reused = newDir();
    writeRecord(reused, { pid, boot, ticks: String(Number(ticks) - 1) });
    expect('held' in (await hold(reused))).toBe(true);

    const live = newDir();
    writeRecord(live, { pid, boot, ticks });
    expect(await hold(live)).toEqual({ busy: expect.objectContaining({ pid }) });
    expect(read(live).pid).toBe(pid);
  });

  it("takes over a leftover of this process's pid (a restarted container) and an empty file, but not a foreign one", async () => {
    const own = newDir();
    writeRecord(own, { pid: process.pid });
    expect('held' in (await hold(own))).toBe(true);

    const empty = newDir();
    writeFileSync(lockPath(empty), '');
    utimesSync(lockPath(empty), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    expect('held' in (await hold(empty))).toBe(true);

    const foreign = newDir();
    writeFileSync(lockPath(foreign), 'not ours');
    utimesSync(lockPath(foreign), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    await expect(hold(foreign)).rejects.toThrow(`${lockPath(foreign)} is not a lock file this shop wrote`);
  });

  it('leaves a lock file that is no longer its own in place on release', async () => {
    const dir = newDir();
    const result = await hold(dir);
    if (!('held' in result)) throw new Error('not held');
    writeRecord(dir, { pid: await livePid() });
    result.held.release();
    expect(read(dir).id).toBe('someone-else');
  });
});
