import { mkdtempSync, statSync } from 'node:fs';
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

  it('prefers the environment, and agrees when two starts race to create the file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'secrets-')), 'secret');
    expect(await resetCodeSecret(file, { RESET_CODE_SECRET: 'from-env' })).toBe('from-env');
    const [a, b] = await Promise.all([storedSecret(file, undefined), storedSecret(file, undefined)]);
    expect(a).toBe(b);
  });
});
