/** Server secrets kept outside the database: from the environment, or generated once into the data folder. */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  // Written whole under a name of its own, then linked into place: of two processes starting
  // together, one links and the other reads its secret. (Creating the file itself with 'wx' let the
  // other read it between its creation and its write, and take an empty secret.)
  const draft = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(draft, secret, { mode: 0o600 });
  try {
    await link(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  } finally {
    await rm(draft, { force: true });
  }
}
