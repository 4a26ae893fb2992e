import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  hashCostFromEnv,
  hashPassword,
  PRODUCTION_COST,
  passwordHashCost,
  TEST_DATA_MARKER,
  unmatchableHash,
  verifyPassword,
} from './passwords.ts';

// Made at the production cost (N=2^17) before test costs existed: a shop's stored hashes look like this.
const PRODUCTION_HASH =
  'scrypt$131072$8$1$FSU2d_zb18yYjGG8ol8HVw$KPwRwNrUXZLYVRykjzLDTZrTFH4gpgBkNM_cHc8GZao';

describe('the cost of new hashes', () => {
  const dirs: string[] = [];
  const dataDir = (marked: boolean) => {
    const dir = mkdtempSync(join(tmpdir(), 'hash-cost-'));
    dirs.push(dir);
    if (marked) writeFileSync(join(dir, TEST_DATA_MARKER), '');
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("is OWASP's N=2^17 unless PASSWORD_HASH_COST says otherwise", () => {
    expect(PRODUCTION_COST).toBe(131072);
    expect(hashCostFromEnv({ NODE_ENV: 'production', DATA_DIR: dataDir(false) })).toBe(PRODUCTION_COST);
    expect(hashCostFromEnv({})).toBe(PRODUCTION_COST);
  });

  it('is lowered under a test runner or on a data folder marked as test data, and refused elsewhere', () => {
    expect(hashCostFromEnv({ PASSWORD_HASH_COST: '1024', NODE_ENV: 'test' })).toBe(1024);
    expect(hashCostFromEnv({ PASSWORD_HASH_COST: '1024', DATA_DIR: dataDir(true) })).toBe(1024);
    const production = dataDir(false);
    expect(() => hashCostFromEnv({ PASSWORD_HASH_COST: '1024', DATA_DIR: production })).toThrow(
      /below the production cost .*test data only/,
    );
    expect(() =>
      hashCostFromEnv({ PASSWORD_HASH_COST: '1024', NODE_ENV: 'production', DATA_DIR: production }),
    ).toThrow(/Unset it/);
  });

  it('may be raised anywhere, and must be a power of two', () => {
    expect(hashCostFromEnv({ PASSWORD_HASH_COST: String(2 ** 18), DATA_DIR: dataDir(false) })).toBe(2 ** 18);
    expect(() => hashCostFromEnv({ PASSWORD_HASH_COST: '1000', NODE_ENV: 'test' })).toThrow(/power of two/);
    expect(() => hashCostFromEnv({ PASSWORD_HASH_COST: 'low', NODE_ENV: 'test' })).toThrow(/power of two/);
  });
});

describe('hashes', () => {
  it('carry their cost, so a hash made at the production cost verifies whatever the setting now', async () => {
    expect(await verifyPassword('Secret!234', PRODUCTION_HASH)).toBe(true);
    expect(await verifyPassword('Secret!235', PRODUCTION_HASH)).toBe(false);
  });

  it("are made at this process's cost, salted, and verify only the same password", async () => {
    const one = await hashPassword('Secret!234');
    const two = await hashPassword('Secret!234');
    expect(one).toMatch(new RegExp(`^scrypt\\$${passwordHashCost()}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(one).not.toBe(two);
    expect(await verifyPassword('Secret!234', one)).toBe(true);
    expect(await verifyPassword('secret!234', one)).toBe(false);
    expect(await verifyPassword('Secret!234', 'bcrypt$whatever')).toBe(false);
  });

  it('the unknown-account stand-in costs what a real hash costs and matches no password', async () => {
    const real = await hashPassword('');
    expect(unmatchableHash().split('$')[1]).toBe(real.split('$')[1]);
    expect(await verifyPassword('', unmatchableHash())).toBe(false);
  });
});
