/**
 * The embedded database has one owner. Whoever opens DATA_DIR's PGlite (the shop, or a command-line
 * tool while no shop runs) first holds DATA_DIR/shop.pid, as PostgreSQL's postmaster.pid: the
 * holder's pid, what it is, when it started and, once the shop listens, its API's address. Another
 * process finds the shop there and goes through its API, or refuses. A lock whose process is gone
 * (a crash, a reboot, the pid since reused by another program) is taken over.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import {
  constants,
  copyFile,
  mkdir,
  open,
  readFile,
  rename,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { join } from 'node:path';

export const LOCK_FILE = 'shop.pid';
/** The holder name of the shop itself (npm start); command-line tools name their command. */
export const SHOP = 'shop';
/** A lock file that does not parse yet is being written for this long at most (a few bytes). */
const WRITING_MS = 2000;

export interface LockRecord {
  pid: number;
  /** 'shop' (npm start) or the command holding it, e.g. 'npm run staff:create'. */
  holder: string;
  /** When the holder took the lock (ISO 8601). */
  started: string;
  /** The holder's API base URL (http://127.0.0.1:4321/api) once it answers; null until then, and for a tool. */
  api: string | null;
  /** Linux: the boot and the process's start (clock ticks after boot), which tell a reused pid apart. */
  boot: string | null;
  ticks: string | null;
  /** This hold's own mark: a holder removes only its own file. */
  id: string;
}

/** The holds this process has: its own pid in a lock file is live only for these. */
const held = new Set<string>();

/** DATA_DIR's lock file. */
export const lockPath = (dataDir: string) => join(dataDir, LOCK_FILE);

const procAvailable = existsSync('/proc/self/stat');

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

/** A process's state letter and start time from /proc; null when it has no entry (gone). */
function procStat(pid: number): { state: string; ticks: string } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid ...": the command may hold spaces and brackets; start time is field 22.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, ticks: fields[19]! };
  } catch {
    return null;
  }
}

/** Whether the process that wrote `record` still runs (and is the same process, not a reused pid). */
export function isLive(record: LockRecord): boolean {
  if (record.pid === process.pid) return held.has(record.id);
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // Without /proc (macOS) a running pid is taken at its word.
  if (!procAvailable) return true;
  const now = procStat(record.pid);
  if (!now || now.state === 'Z' || now.state === 'X') return false;
  if (record.boot && record.ticks) return record.boot === bootId() && record.ticks === now.ticks;
  return true;
}

/** A lock file's record; 'empty' for a file cut short, null for one still being written. */
async function readRecord(path: string): Promise<{ text: string; record: LockRecord | 'empty' } | null> {
  const text = await readFile(path, 'utf8');
  try {
    const record = JSON.parse(text) as LockRecord;
    if (Number.isInteger(record.pid) && record.pid > 0 && typeof record.holder === 'string')
      return { text, record };
  } catch {}
  const age = Date.now() - (await stat(path)).mtimeMs;
  if (age < WRITING_MS) return null;
  if (text.trim() === '') return { text, record: 'empty' };
  throw new Error(
    `${path} is not a lock file this shop wrote: if no shop or command uses ${path.slice(0, -LOCK_FILE.length - 1)}, remove it.`,
  );
}

/** Writes the whole file at once under a temporary name, flushed, then renames it over `path`. */
async function replaceFile(path: string, text: string): Promise<void> {
  const temp = `${path}.${randomUUID()}.tmp`;
  await writeFile(temp, text, { flag: 'wx', flush: true });
  await rename(temp, path);
}

/** Creates `path` only if it does not exist; false when it does. */
async function createFile(path: string, text: string): Promise<boolean> {
  let file: Awaited<ReturnType<typeof open>>;
  try {
    file = await open(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await file.writeFile(text);
    await file.sync();
  } finally {
    await file.close();
  }
  return true;
}

/**
 * Moves a stale lock file (whose content was `text`) out of the way. If another process took it over
 * between our reading and moving it, the file moved is that one's live lock: it goes back.
 */
async function setAside(path: string, text: string): Promise<void> {
  const aside = `${path}.${randomUUID()}.stale`;
  try {
    await rename(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((await readFile(aside, 'utf8')) !== text)
    await copyFile(aside, path, constants.COPYFILE_EXCL).catch(() => {});
  await unlink(aside);
}

/** A hold on DATA_DIR, released when the process exits if not before. */
export class DataDirLock {
  readonly path: string;
  private record: LockRecord;
  private readonly onExit = () => this.release();

  constructor(path: string, record: LockRecord) {
    this.path = path;
    this.record = record;
    held.add(record.id);
    process.on('exit', this.onExit);
  }

  /** Records where the holder's API answers (http://HOST:PORT/api), once it does. */
  async serving(api: string): Promise<void> {
    this.record = { ...this.record, api };
    await replaceFile(this.path, `${JSON.stringify(this.record, null, 2)}\n`);
  }

  /** Removes the lock file if it is still this hold's. */
  release(): void {
    if (!held.delete(this.record.id)) return;
    process.off('exit', this.onExit);
    try {
      if ((JSON.parse(readFileSync(this.path, 'utf8')) as LockRecord).id === this.record.id)
        unlinkSync(this.path);
    } catch {}
  }
}

/**
 * Takes DATA_DIR's lock for `holder`: { held } when taken (a stale lock taken over), { busy } with the
 * live holder's record otherwise. Throws for a lock file it cannot read as one.
 */
export async function holdDataDir(
  dataDir: string,
  holder: string,
): Promise<{ held: DataDirLock } | { busy: LockRecord }> {
  await mkdir(dataDir, { recursive: true });
  const path = lockPath(dataDir);
  const mine: LockRecord = {
    pid: process.pid,
    holder,
    started: new Date().toISOString(),
    api: null,
    boot: procAvailable ? bootId() : null,
    ticks: procAvailable ? (procStat(process.pid)?.ticks ?? null) : null,
    id: randomUUID(),
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await createFile(path, `${JSON.stringify(mine, null, 2)}\n`))
      return { held: new DataDirLock(path, mine) };
    const found = await readRecord(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    // Released meanwhile: try again at once; still being written: in a moment.
    if (found === undefined) continue;
    if (found === null) {
      await new Promise((done) => setTimeout(done, 50));
      continue;
    }
    if (found.record !== 'empty' && isLive(found.record)) return { busy: found.record };
    await setAside(path, found.text);
  }
  throw new Error(`Could not take ${path}: other processes keep changing it.`);
}

/** The holder's pid and start, for a message: "(pid 123, since 2026-12-01 22:40:00 UTC)". */
export function holderDetails(record: LockRecord): string {
  return `(pid ${record.pid}, since ${record.started.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')})`;
}

/** Who holds the lock, for a message: "the shop (pid 123, since 2026-12-01 22:40:00 UTC)". */
export function describeHolder(record: LockRecord): string {
  return `${record.holder === SHOP ? 'the shop' : record.holder} ${holderDetails(record)}`;
}
