/**
 * Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1); no native addon needed.
 * A stored hash carries its own parameters, so verifying reads the cost from the hash: hashes made at
 * another cost keep working whatever the setting is now.
 *
 * PASSWORD_HASH_COST lowers N for test data only: the suites sign up thousands of accounts, each
 * 128 MiB and most of a second at the production cost. A lower cost is honoured only where no real
 * password can live, and otherwise stops the server at start (createDeps), never silently:
 * - under a test runner (NODE_ENV=test, which Vitest sets), or
 * - on a data folder marked as test data: a file named TEST_DATA_MARKER in DATA_DIR (the browser
 *   suite's server writes it into its own folder; NODE_ENV=test cannot go there, since it would
 *   change the site Astro builds).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** N for new hashes unless a test lowers it. */
export const PRODUCTION_COST = 2 ** 17;
/** The file in DATA_DIR that marks the folder as test data (it may then hash at a lower cost). */
export const TEST_DATA_MARKER = 'TEST-DATA-ONLY';
const r = 8;
const p = 1;
const keyLength = 32;
const maxmem = 256 * 1024 * 1024;

/**
 * The cost (N) new hashes get under `env`: PRODUCTION_COST, or PASSWORD_HASH_COST where it is allowed.
 * Throws when PASSWORD_HASH_COST is not a power of two, or is lower than production's outside tests.
 */
export function hashCostFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const setting = env.PASSWORD_HASH_COST;
  if (!setting) return PRODUCTION_COST;
  const cost = Number(setting);
  if (!Number.isInteger(cost) || cost < 2 || (cost & (cost - 1)) !== 0)
    throw new Error(
      `PASSWORD_HASH_COST=${setting}: scrypt's cost must be a power of two (production: ${PRODUCTION_COST}).`,
    );
  if (cost >= PRODUCTION_COST || env.NODE_ENV === 'test') return cost;
  const marker = join(resolve(env.DATA_DIR ?? 'data'), TEST_DATA_MARKER);
  if (existsSync(marker)) return cost;
  throw new Error(
    `PASSWORD_HASH_COST=${setting} is below the production cost (${PRODUCTION_COST}) and is for test data only: ` +
      `allowed under NODE_ENV=test or with a ${marker} file. Unset it.`,
  );
}

let chosen: number | undefined;
/** This process's cost for new hashes (read from the environment once). */
export function passwordHashCost(): number {
  chosen ??= hashCostFromEnv();
  return chosen;
}

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { N: cost, r, p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = passwordHashCost();
  const key = await derive(password, salt, cost);
  return `scrypt$${cost}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, , , salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash no password matches, at this process's cost: checked when a sign-in names no account, so an
 * unknown email takes as long as a wrong password.
 */
export function unmatchableHash(): string {
  return `scrypt$${passwordHashCost()}$${r}$${p}$c2FsdHNhbHRzYWx0c2FsdA$${'A'.repeat(43)}`;
}
