import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../tests/helpers/fake-server.ts';
import { benchSearchApi, percentile, STEADY_WARM_UP_SECONDS, steadyRate } from './search-api.ts';

describe('the API search load', () => {
  it('sends at an even pace, not each second in a burst, and times a stalled answer from when it was due', async () => {
    const arrivals: number[] = [];
    const server = await fakeServer((req, res) => {
      arrivals.push(performance.now());
      // One request in the middle is held 150 ms: its latency must show it, the pace must not.
      const wait = req.url === '/q?i=25' ? 150 : 0;
      setTimeout(() => res.end('{"data":[]}'), wait);
    });
    const started = performance.now();
    const run = await steadyRate((i) => `${server.url}/q?i=${i}`, 100, 0.5);
    await server.close();
    expect(run.latencies).toHaveLength(50);
    expect(run.errors + run.non2xx).toBe(0);
    // Never early: by 10 ms × k after the start at most k requests have been sent (a late one may
    // catch up, a busy machine may delay it; autocannon's overallRate sends all 50 within a few ms).
    arrivals.sort((a, b) => a - b);
    for (const [k, at] of arrivals.entries()) expect(at - started).toBeGreaterThanOrEqual(k * 10 - 1);
    // Timed from when it was due, so the held answer shows its 150 ms.
    expect(run.latencies.at(-1)).toBeGreaterThanOrEqual(150);
  });

  it("counts the steady run only once its own client is warm: the warm-up's slow answers are left out", async () => {
    // The first half second of the steady client's requests (fetch says user-agent "node"; autocannon
    // does not) is answered 200 ms late, as a cold client's first requests were.
    let steadyRequests = 0;
    const server = await fakeServer((req, res) => {
      if (req.url?.startsWith('/api/shop'))
        return json(res, 200, { last_page: 1, data: [{ sku: 'BOS-FLT12345' }, { sku: 'NGK-ENG678' }] });
      const stalled = req.headers['user-agent'] === 'node' && ++steadyRequests <= 50;
      setTimeout(() => json(res, 200, { data: [] }), stalled ? 200 : 0);
    });
    const figures = await benchSearchApi(server.url, 'fake', 1);
    await server.close();
    expect(STEADY_WARM_UP_SECONDS * 100).toBeGreaterThan(50);
    expect(steadyRequests).toBeGreaterThanOrEqual(STEADY_WARM_UP_SECONDS * 100 + 100);
    expect(figures.requestsPerSecond).toBeGreaterThan(50);
    expect(figures.maxMs).toBeLessThan(200);
  }, 30_000);

  it('reads percentiles as the share of values at or below them', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
  });
});
