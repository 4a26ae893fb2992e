import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../tests/helpers/fake-server.ts';
import { percentile, steadyRate } from './search-api.ts';

describe('the API search load', () => {
  it('sends at an even pace, not each second in a burst, and times a stalled answer from when it was due', async () => {
    const arrivals: number[] = [];
    const server = await fakeServer((req, res) => {
      arrivals.push(performance.now());
      // One request in the middle is held 150 ms: its latency must show it, the pace must not.
      const wait = req.url === '/q?i=25' ? 150 : 0;
      setTimeout(() => res.end('{"data":[]}'), wait);
    });
    const run = await steadyRate((i) => `${server.url}/q?i=${i}`, 100, 0.5);
    await server.close();
    expect(run.latencies).toHaveLength(50);
    expect(run.errors + run.non2xx).toBe(0);
    // 10 ms apart: no 100 ms holds more than a dozen arrivals, and no gap is long.
    const most = Math.max(...arrivals.map((t) => arrivals.filter((u) => u >= t && u < t + 100).length));
    expect(most).toBeLessThanOrEqual(12);
    const gaps = arrivals.slice(1).map((t, i) => t - arrivals[i]!);
    expect(Math.max(...gaps)).toBeLessThan(40);
    expect(run.latencies.at(-1)).toBeGreaterThanOrEqual(150);
    expect(percentile(run.latencies, 0.5)).toBeLessThan(50);
  });

  it('reads percentiles as the share of values at or below them', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
  });
});
