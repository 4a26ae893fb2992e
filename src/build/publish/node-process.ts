/** Runs a Node script as a child process and watches its memory: the build's render and sync processes. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The peak resident memory (VmHWM) of a running process in bytes, 0 where /proc is not there. */
export function peakMemory(pid: number | undefined): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** What a finished process left: its peak memory in bytes and its output's last 40 lines. */
export interface RunResult {
  peak: number;
  tail: string[];
}

/** How long a stopped process has to exit after SIGTERM before it is killed (SIGKILL). */
export const KILL_AFTER_MS = 5000;

export interface RunOptions {
  /**
   * Picks the line of the output that says why the process failed (a page's render fault:
   * src/lib/build/render-fault.ts): the first such line follows "exited with {code}: " on the
   * rejection's first line, which the publishing view shows.
   */
  cause?: (line: string) => string | null;
  killAfterMs?: number;
  /** Sent to the process over an IPC channel as it starts. */
  message?: unknown;
  /** The process's messages over an IPC channel. */
  onMessage?: (message: unknown) => void;
  /** Opens an IPC channel and hands over a way to send on it while the process runs. */
  channel?: (send: (message: unknown) => void) => void;
}

/**
 * Runs a Node script (astro's CLI, the product sync) with this Node; resolves with its peak memory
 * (sampled from /proc every 100 ms) and its output's last 40 lines, each also given to `log` (whole
 * lines, however the pipe splits them). Rejects with "{label} exited with {code}:" (and the cause
 * line, where `cause` found one) and those lines; `signal` stops it (SIGTERM, then SIGKILL after
 * `killAfterMs`), and the promise settles once the process has exited.
 */
export function runNode(
  label: string,
  cwd: string,
  args: string[],
  env: Record<string, string>,
  log: (line: string) => void,
  signal?: AbortSignal,
  { cause, killAfterMs = KILL_AFTER_MS, message, onMessage, channel }: RunOptions = {},
) {
  const ipc = message !== undefined || onMessage !== undefined || channel !== undefined;
  return new Promise<RunResult>((resolveRun, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
      signal,
    });
    if (ipc) {
      if (onMessage) child.on('message', onMessage);
      // A process that has gone fails by its exit code; a send error says nothing more.
      const send = (m: unknown) => {
        if (child.connected) child.send(m as object, () => {});
      };
      if (message !== undefined) send(message);
      channel?.(send);
    }
    const tail: string[] = [];
    let reason: string | null = null;
    const emit = (line: string) => {
      if (!line.trim()) return;
      if (cause && reason === null) reason = cause(line);
      tail.push(line);
      if (tail.length > 40) tail.shift();
      log(line);
    };
    // A chunk may end mid-line: the rest waits for the next chunk, or the process's exit.
    const reader = () => {
      let rest = '';
      return {
        data: (chunk: Buffer) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) emit(line);
        },
        flush: () => {
          emit(rest);
          rest = '';
        },
      };
    };
    const out = reader();
    const err = reader();
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, peakMemory(child.pid));
    }, 100);
    child.stdout!.on('data', out.data);
    child.stderr!.on('data', err.data);
    let stopped = false;
    // A process that does not end on SIGTERM (stuck in a handler, a busy loop) is killed.
    let killer: NodeJS.Timeout | undefined;
    const escalate = () => {
      killer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    };
    if (signal?.aborted) escalate();
    else signal?.addEventListener('abort', escalate, { once: true });
    child.on('error', (error) => {
      // Stopped by `signal`: settled at its exit, so its folders are free once this rejects.
      if (signal?.aborted && child.pid !== undefined) {
        stopped = true;
        return;
      }
      clearInterval(sampler);
      clearTimeout(killer);
      reject(error);
    });
    // With IPC, 'close': the channel is drained too, so every message has arrived before it settles.
    child.on(ipc ? 'close' : 'exit', (code: number | null) => {
      clearInterval(sampler);
      clearTimeout(killer);
      signal?.removeEventListener('abort', escalate);
      out.flush();
      err.flush();
      if (stopped || (signal?.aborted && code !== 0))
        reject(new Error(`${label} stopped: ${String(signal?.reason)}`));
      else if (code === 0) resolveRun({ peak, tail });
      else
        reject(new Error(`${label} exited with ${code}:${reason ? ` ${reason}` : ''}\n${tail.join('\n')}`));
    });
  });
}
