/**
 * This process's child processes, read from /proc (Linux; none are seen elsewhere): the build waits
 * for a stopped Pagefind service to have exited before it removes the folder it wrote into
 * (src/build/publish/search-index.ts), and tests check that a build leaves none behind.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface ChildProcess {
  pid: number;
  /** Its command line, arguments separated by spaces. */
  command: string;
}

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** The running children of process `pid` (one that has exited and waits to be reaped is not counted). */
export function childProcesses(pid = process.pid): ChildProcess[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const pids = new Set<number>();
  for (const task of tasks) {
    for (const child of (read(`/proc/${pid}/task/${task}/children`) ?? '').split(' ')) {
      if (child.trim()) pids.add(Number(child));
    }
  }
  const running: ChildProcess[] = [];
  for (const child of pids) {
    const stat = read(`/proc/${child}/stat`);
    // The state follows the command name in brackets, which may itself hold spaces.
    if (!stat || stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z') continue;
    const command = (read(`/proc/${child}/cmdline`) ?? '').split('\0').filter(Boolean).join(' ');
    running.push({ pid: child, command });
  }
  return running;
}

/**
 * Resolves once none of this process's children matching `which` runs; after `killAfterMs` the ones
 * left are sent SIGKILL, and it resolves when they are gone too (or, should one never go, after as
 * long again: a wait always ends).
 */
export async function childrenExited(
  which: (child: ChildProcess) => boolean,
  killAfterMs: number,
): Promise<void> {
  const started = Date.now();
  let killed = false;
  for (;;) {
    const left = childProcesses().filter(which);
    if (left.length === 0 || Date.now() - started >= 2 * killAfterMs) return;
    if (!killed && Date.now() - started >= killAfterMs) {
      killed = true;
      for (const child of left) {
        try {
          process.kill(child.pid, 'SIGKILL');
        } catch {
          // Gone already.
        }
      }
    }
    await new Promise((done) => setTimeout(done, 5));
  }
}
