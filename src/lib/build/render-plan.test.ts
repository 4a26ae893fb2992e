import { describe, expect, it } from 'vitest';
import { currentShard, planned } from './render-plan.ts';

describe('the build shard of a render process', () => {
  it('reads BUILD_SHARD as index/count', () => {
    expect(currentShard({ BUILD_SHARD: '1/3' })).toEqual({ index: 1, count: 3 });
    expect(currentShard({ BUILD_SHARD: '0/1' })).toEqual({ index: 0, count: 1 });
  });

  it('renders everything in one process when the setting is missing or makes no sense', () => {
    for (const value of [undefined, '', '3/3', '1/0', 'a/b', '1-2', '-1/2'])
      expect(currentShard({ BUILD_SHARD: value }), String(value)).toEqual({ index: 0, count: 1 });
  });
});

describe('planned pages across shards', () => {
  it('gives every page to exactly one shard', () => {
    const entries = Array.from({ length: 11 }, (_, i) => `/product/p${i}/`);
    const seen: string[] = [];
    for (let index = 0; index < 3; index++) {
      process.env.BUILD_SHARD = `${index}/3`;
      const mine = planned(entries, (path) => path);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      seen.push(...mine);
    }
    delete process.env.BUILD_SHARD;
    expect(seen.sort()).toEqual([...entries].sort());
  });
});
