import { describe, expect, it } from 'vitest';
import { builtFirstTime, peakMemoryMB, searchLiveSeconds } from './build.ts';
import { offerPrice } from './shop.ts';

describe('reading a build log', () => {
  it("takes the astro process's peak memory from the runner's line", () => {
    expect(peakMemoryMB('Timings: astro 9.1 s\nAstro peak memory: 1437 MB\n')).toBe(1437);
    expect(peakMemoryMB('no figure here')).toBe(0);
  });

  it('takes the largest shard when shards log one line each, and the total when the runner gives one', () => {
    const shards = [
      'Astro peak memory (shard 1/3): 2100 MB',
      'Astro peak memory (shard 2/3): 2500 MB',
      'Astro peak memory (shard 3/3): 1900 MB',
    ];
    expect(peakMemoryMB(shards.join('\n'))).toBe(2500);
    expect(
      peakMemoryMB([...shards, 'Astro peak memory (total of concurrent shards): 4600 MB'].join('\n')),
    ).toBe(4600);
  });

  it('puts the search index live after the page by what the log says came between them', () => {
    const log =
      'Build plan: incremental (1 product changed)\nLive after 19.5 s\nSearch index: 100000 products\nSearch index live after 46.0 s\n';
    expect(searchLiveSeconds(log, 24.1)).toBe(50.6);
    expect(searchLiveSeconds('Search index: 40 products\nLive after 3.0 s\n', 4)).toBeNull();
    expect(searchLiveSeconds(log, null)).toBeNull();
  });

  it('says npm start built first time only for one successful build before the address', () => {
    const ready = 'Storefront: http://localhost:4601/\n';
    expect(builtFirstTime(`[start] Build success: built (12.0 s)\n[start] Ready in 13 s.\n${ready}`)).toBe(
      true,
    );
    expect(
      builtFirstTime(
        `[start] Build failure: fetch failed (62.0 s)\n[start] The first build failed\n${ready}`,
      ),
    ).toBe(false);
    expect(builtFirstTime(`[start] Build failure: x (1 s)\n[start] Build success: y (9 s)\n${ready}`)).toBe(
      false,
    );
    expect(builtFirstTime(`${ready}[start] Build success: later webhook (3 s)\n`)).toBe(false);
  });

  it("reads the offer price from a product page's JSON-LD", () => {
    expect(
      offerPrice(
        '<script type="application/ld+json">{"offers":{"price":"135.80","priceCurrency":"AUD"}}</script>',
      ),
    ).toBe('135.80');
    expect(offerPrice('<p>no data</p>')).toBeNull();
  });
});
