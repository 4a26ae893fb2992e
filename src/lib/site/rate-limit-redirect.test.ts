import { describe, expect, it } from 'vitest';
import { handleTooManyRequests } from './rate-limit-redirect.ts';

function env(pathname: string, t: number, data: Record<string, string> = {}) {
  const visits: string[] = [];
  return {
    data,
    visits,
    env: {
      storage: {
        getItem: (k: string) => data[k] ?? null,
        setItem: (k: string, v: string) => {
          data[k] = v;
        },
      },
      location: { pathname, search: '?x=1', assign: (u: string) => void visits.push(u) },
      now: () => t,
    },
  };
}

describe('429 handling', () => {
  it('remembers the page and goes to /too-many-requests, once per 45 seconds', () => {
    const first = env('/shop/', 100_000);
    handleTooManyRequests(first.env);
    expect(first.visits).toEqual(['/too-many-requests/']);
    expect(first.data.lastVisitedUrl).toBe('/shop/?x=1');
    const soon = env('/faqs/', 140_000, first.data);
    handleTooManyRequests(soon.env);
    expect(soon.visits).toEqual([]);
    const later = env('/faqs/', 145_001, first.data);
    handleTooManyRequests(later.env);
    expect(later.visits).toEqual(['/too-many-requests/']);
  });

  it('does not overwrite lastVisitedUrl or redirect from the rate-limit page itself', () => {
    const on = env('/too-many-requests/', 0, { lastVisitedUrl: '/cart/' });
    handleTooManyRequests(on.env);
    expect(on.data.lastVisitedUrl).toBe('/cart/');
    expect(on.visits).toEqual([]);
  });
});
