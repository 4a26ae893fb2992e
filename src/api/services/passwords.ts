/** Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1); no native addon needed. */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 2 ** 17;
const r = 8;
const p = 1;
const keyLength = 32;
const maxmem = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost = N): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { N: cost, r, p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, , , salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
