import { describe, expect, it } from 'vitest';
import { adminQuery } from '../../../tests/helpers/postgres.ts';
import { lockKey, withDatabaseLock } from './locks.ts';

const url = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs two tasks through the lock at once; returns the order their starts and ends were seen in. */
async function twoAtOnce(first: string, second: string) {
  const seen: string[] = [];
  const task = (label: string) => async () => {
    seen.push(`${label} start`);
    await sleep(200);
    seen.push(`${label} end`);
    return label;
  };
  const results = await Promise.all([
    withDatabaseLock(url, first, task('a')),
    sleep(50).then(() => withDatabaseLock(url, second, task('b'))),
  ]);
  return { seen, results };
}

describe('lockKey', () => {
  it('is the same for the same name and differs between names', () => {
    expect(lockKey('prepare')).toBe(lockKey('prepare'));
    expect(lockKey('prepare')).not.toBe(lockKey('prepare-2'));
  });
});

describe('withDatabaseLock without PostgreSQL', () => {
  it('runs the task and passes on its result and its error', async () => {
    expect(await withDatabaseLock(undefined, 'x', async () => 42)).toBe(42);
    await expect(
      withDatabaseLock(undefined, 'x', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });
});

describe.runIf(url)('withDatabaseLock on PostgreSQL', () => {
  const name = `lock-test-${process.pid}-${Date.now()}`;

  it('runs holders of the same lock one after the other', async () => {
    const { seen, results } = await twoAtOnce(name, name);
    expect(results).toEqual(['a', 'b']);
    expect(seen).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('lets holders of different locks run at the same time', async () => {
    const { seen } = await twoAtOnce(name, `${name}-other`);
    expect(seen).toEqual(['a start', 'b start', 'a end', 'b end']);
  });

  it('is held already inside its own task, while other callers still wait', async () => {
    const seen: string[] = [];
    let held!: () => void;
    const outerHolds = new Promise<void>((resolve) => {
      held = resolve;
    });
    const inner = withDatabaseLock(url, name, async () => {
      seen.push('outer start');
      held();
      await sleep(100);
      const nested = await withDatabaseLock(url, name, async () => 'nested');
      seen.push(nested);
      await sleep(100);
      seen.push('outer end');
    });
    // Asks once the outer task holds the lock (a fixed 30 ms wait lost the race on a loaded CI box).
    const other = outerHolds.then(() => withDatabaseLock(url, name, async () => void seen.push('other')));
    await Promise.all([inner, other]);
    expect(seen).toEqual(['outer start', 'nested', 'outer end', 'other']);
  });

  it('releases the lock when its task fails', async () => {
    await expect(
      withDatabaseLock(url, name, async () => {
        throw new Error('task failed');
      }),
    ).rejects.toThrow('task failed');
    expect(await withDatabaseLock(url, name, async () => 'next')).toBe('next');
  });

  it('releases the lock when the holder’s connection dies', async () => {
    let holding!: () => void;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const crashed = withDatabaseLock(url, name, async () => {
      holding();
      await sleep(60_000);
    }).catch((error: Error) => error);
    await held;
    // What a crashed instance's connection does: the server ends it.
    await adminQuery(
      url!,
      `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = ${Number(lockKey(name) & 0xffffffffn)} AND classid = ${Number((lockKey(name) >> 32n) & 0xffffffffn)}`,
    );
    const started = Date.now();
    expect(await withDatabaseLock(url, name, async () => 'after')).toBe('after');
    expect(Date.now() - started).toBeLessThan(5_000);
    void crashed;
  });
});
