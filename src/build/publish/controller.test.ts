import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRebuildController, REBUILD_DEBOUNCE_MS } from './controller.ts';
import type { PublishResult } from './publisher.ts';

const ok: PublishResult = { kind: 'incremental', reason: '1 product changed', pagesRendered: 3 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function setup(
  publish: (log: (l: string) => void) => Promise<PublishResult>,
  debounceMs = 40,
  maxWaitMs = 1000,
) {
  const logDir = mkdtempSync(join(tmpdir(), 'rebuild-log-'));
  return createRebuildController({ publish, logDir, debounceMs, maxWaitMs });
}

describe('the rebuild controller', () => {
  it('coalesces a burst of triggers into one build', async () => {
    let builds = 0;
    // A debounce far above the gaps between triggers, so a slow machine cannot split the burst.
    const c = setup(
      async () => {
        builds++;
        return ok;
      },
      300,
      5000,
    );
    for (let i = 0; i < 10; i++) {
      c.trigger(`product ${i % 3} edited`);
      await sleep(5);
    }
    expect(c.status().state).toBe('waiting');
    await c.idle();
    expect(builds).toBe(1);
    expect(c.status().last).toMatchObject({
      result: 'success',
      kind: 'incremental',
      pages_rendered: 3,
      reasons: ['product 0 edited', 'product 1 edited', 'product 2 edited'],
    });
  });

  it('by default starts a single edit’s build within a fifth of a second, and still coalesces a burst', async () => {
    expect(REBUILD_DEBOUNCE_MS).toBeLessThanOrEqual(200);
    const starts: number[] = [];
    const c = createRebuildController({
      publish: async () => {
        starts.push(performance.now());
        return ok;
      },
      logDir: mkdtempSync(join(tmpdir(), 'rebuild-log-')),
    });
    const at = performance.now();
    c.trigger('product 1 edited');
    await c.idle();
    expect(starts).toHaveLength(1);
    expect(starts[0]! - at).toBeGreaterThanOrEqual(REBUILD_DEBOUNCE_MS - 5);
    // A webhook burst (an import's calls, milliseconds apart) makes one build.
    for (let i = 0; i < 5; i++) {
      c.trigger(`product ${i} edited`);
      await sleep(2);
    }
    await c.idle();
    expect(starts).toHaveLength(2);
  });

  it('runs one build at a time and queues one more for triggers during a build', async () => {
    let running = 0;
    let most = 0;
    let builds = 0;
    const c = setup(async () => {
      running++;
      most = Math.max(most, running);
      builds++;
      await sleep(80);
      running--;
      return ok;
    }, 5);
    c.trigger('first');
    while (c.status().state !== 'building') await sleep(5);
    c.trigger('second');
    c.trigger('third');
    expect(c.status().queued).toBe(true);
    await sleep(200);
    await c.idle();
    expect(most).toBe(1);
    expect(builds).toBe(2);
    expect(c.status().last?.reasons).toEqual(['second', 'third']);
  });

  it('reports a failed build with its time and duration and keeps the log', async () => {
    const c = setup(async (log) => {
      log('astro: loading catalogue');
      throw new Error('astro build exited with 1:\n[products-api] fetch failed');
    });
    await c.buildNow('startup');
    const last = c.status().last!;
    expect(last.result).toBe('failure');
    expect(last.message).toBe('astro build exited with 1:');
    expect(Date.parse(last.finished_at) - Date.parse(last.started_at)).toBe(last.duration_ms);
    const log = readFileSync(c.logFile, 'utf8');
    expect(log).toContain('astro: loading catalogue');
    expect(log).toContain('[products-api] fetch failed');
  });

  it('still builds during a steady stream of triggers, after the longest wait', async () => {
    let builds = 0;
    const c = setup(
      async () => {
        builds++;
        return ok;
      },
      50,
      150,
    );
    const until = Date.now() + 400;
    while (Date.now() < until) {
      c.trigger('edit');
      await sleep(20);
    }
    expect(builds).toBeGreaterThanOrEqual(1);
    c.stop();
    await c.idle();
  });

  it('says the last build is still preparing the next one until its follow-up work settles', async () => {
    let finish = () => {};
    const settled = new Promise<void>((r) => {
      finish = r;
    });
    const c = setup(async () => ({ ...ok, settled }), 5);
    c.trigger('product edited');
    await c.idle();
    expect(c.status()).toMatchObject({ state: 'idle', preparing: true, last: { result: 'success' } });
    finish();
    await sleep(0);
    expect(c.status().preparing).toBe(false);
  });
});
