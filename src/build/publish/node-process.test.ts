import { describe, expect, it } from 'vitest';
import { runNode } from './node-process.ts';

describe('runNode', () => {
  it('hands on whole lines however the pipe splits them, the last one without a newline too', async () => {
    const lines: string[] = [];
    const script = `process.stdout.write('Render process re');
setTimeout(() => { process.stdout.write('ady\\nsecond li'); setTimeout(() => process.stdout.write('ne'), 50); }, 50);`;
    const { tail } = await runNode('script', process.cwd(), ['-e', script], {}, (line) => lines.push(line));
    expect(lines).toEqual(['Render process ready', 'second line']);
    expect(tail).toEqual(lines);
  });

  it('when stopped, rejects only once the process has exited', async () => {
    const stop = new AbortController();
    let pid = 0;
    const run = runNode(
      'astro build',
      process.cwd(),
      ['-e', `console.log(process.pid); setInterval(() => {}, 1000);`],
      {},
      (line) => {
        pid = Number(line);
        stop.abort('not needed');
      },
      stop.signal,
    );
    await expect(run).rejects.toThrow('astro build stopped: not needed');
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it('names the line `cause` picks after the exit code, on the first line of the rejection', async () => {
    const script = `console.log('building'); console.error('[ERROR] Page not rendered: product A-1'); process.exit(1);`;
    const run = runNode('astro build', process.cwd(), ['-e', script], {}, () => {}, undefined, {
      cause: (line) => (line.includes('Page not rendered') ? line.slice(line.indexOf('Page')) : null),
    });
    const error = await run.then(
      () => null,
      (e: Error) => e,
    );
    expect(String(error?.message).split('\n')[0]).toBe(
      'astro build exited with 1: Page not rendered: product A-1',
    );
  });

  it('kills a stopped process that does not end on SIGTERM', async () => {
    const stop = new AbortController();
    let pid = 0;
    const script = `process.on('SIGTERM', () => {}); console.log(process.pid); setInterval(() => {}, 1000);`;
    const at = performance.now();
    const run = runNode(
      'astro build',
      process.cwd(),
      ['-e', script],
      {},
      (line) => {
        pid = Number(line);
        stop.abort('not needed');
      },
      stop.signal,
      { killAfterMs: 300 },
    );
    await expect(run).rejects.toThrow('astro build stopped: not needed');
    expect(performance.now() - at).toBeLessThan(10_000);
    expect(() => process.kill(pid, 0)).toThrow();
  });
});
