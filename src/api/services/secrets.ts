/** Server secrets kept outside the database: from the environment, or generated once into the data folder. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * `fromEnv` when set; otherwise a random secret generated once into `file` (mode 0600) and read back
 * on later starts, so a single-machine install needs no configuration.
 */
export async function storedSecret(file: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim()) return existing.trim();
  const secret = randomBytes(32).toString('hex');
  await mkdir(dirname(file), { recursive: true });
  try {
    // 'wx': of two processes starting together, one writes and the other reads its secret.
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
