/**
 * Runs one program of a floor (astro's CLI, hugo) as a child process and watches its memory: its
 * peak resident memory (VmHWM, sampled from /proc every 100 ms; 0 where /proc is not there). The
 * bench's own, so the floors measure the same way whatever the storefront's build does.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** A process's peak resident memory so far in bytes (VmHWM), 0 when it cannot be read. */
export function peakBytes(pid: number | undefined): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * Runs `command` in `cwd`; resolves with its peak memory in bytes once it exits 0, rejects with its
 * output's last 40 lines otherwise (or with the spawn error: ENOENT for a program not installed).
 */
export function runMeasured(
  label: string,
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail: string[] = [];
    const keep = (chunk: Buffer) => {
      tail.push(...chunk.toString().split('\n').filter(Boolean));
      tail.splice(0, Math.max(0, tail.length - 40));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, peakBytes(child.pid));
    }, 100);
    let settled = false;
    const settle = (error: Error | null) => {
      clearInterval(sampler);
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolveRun(peak);
    };
    child.on('error', settle);
    // 'close': the output has all been read, so a failure's lines are all there.
    child.on('close', (code) =>
      settle(code === 0 ? null : new Error(`${label} exited with ${code}:\n${tail.join('\n')}`)),
    );
  });
}
