import { describe, expect, it } from 'vitest';
import { createKeyedThrottle } from './throttle.ts';

describe('keyed throttle', () => {
  it('allows one action a second per key', () => {
    let t = 0;
    const allow = createKeyedThrottle(1000, () => t);
    expect(allow(1)).toBe(true);
    expect(allow(1)).toBe(false);
    expect(allow(2)).toBe(true);
    t = 999;
    expect(allow(1)).toBe(false);
    t = 1000;
    expect(allow(1)).toBe(true);
  });
});
