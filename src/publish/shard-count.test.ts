import { describe, expect, it } from 'vitest';
import { shardCount } from './shards.ts';

describe('how many render processes a build uses', () => {
  it('one per CPU but one, at least one and at most four, for a full build of a large catalogue', () => {
    expect(shardCount('full', 10_000, {}, 2)).toBe(1);
    expect(shardCount('full', 10_000, {}, 3)).toBe(2);
    expect(shardCount('full', 100_000, {}, 16)).toBe(4);
    expect(shardCount('full', 100_000, {}, 1)).toBe(1);
  });

  it('one for a small catalogue or an incremental build, where starting more costs more than it saves', () => {
    expect(shardCount('full', 1_999, {}, 8)).toBe(1);
    expect(shardCount('incremental', 100_000, {}, 8)).toBe(1);
  });

  it('BUILD_SHARDS for a full build when it is a whole number from 1, whatever the catalogue', () => {
    expect(shardCount('full', 10, { BUILD_SHARDS: '3' }, 2)).toBe(3);
    expect(shardCount('incremental', 10, { BUILD_SHARDS: '3' }, 2)).toBe(1);
    expect(shardCount('full', 100_000, { BUILD_SHARDS: '1' }, 8)).toBe(1);
    for (const value of ['0', '-2', '1.5', 'many', ''])
      expect(shardCount('full', 10_000, { BUILD_SHARDS: value }, 4), value).toBe(3);
  });
});
