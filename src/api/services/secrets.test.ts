import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resetCodeSecret } from './password-reset.ts';
import { storedSecret } from './secrets.ts';

describe('stored secrets', () => {
  it('generates a secret once into the data folder, readable only by its owner, and reads it back', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'secrets-')), 'nested', 'reset-code-secret');
    const first = await resetCodeSecret(file, {});
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await resetCodeSecret(file, {})).toBe(first);
  });

  it('prefers the environment, and agrees when starts race to create the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
    expect(await resetCodeSecret(join(dir, 'secret'), { RESET_CODE_SECRET: 'from-env' })).toBe('from-env');
    // A start that found the file created but not yet written read an empty secret (seen in CI).
    for (let round = 0; round < 20; round++) {
      const file = join(dir, `secret-${round}`);
      const got = await Promise.all(Array.from({ length: 8 }, () => storedSecret(file, undefined)));
      expect(new Set(got)).toEqual(new Set([got[0]]));
      expect(got[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(readFileSync(file, 'utf8')).toBe(got[0]);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    }
    // Nothing left beside the secrets.
    expect(readdirSync(dir).filter((f) => !/^secret(-\d+)?$/.test(f))).toEqual([]);
  });
});
