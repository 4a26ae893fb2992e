import { describe, expect, it } from 'vitest';
import { pageSearchBackend, SEARCH_BACKEND_ATTR, searchBackend } from './search-backend.ts';

describe('SEARCH_BACKEND', () => {
  it('is Pagefind unless it names the API', () => {
    expect(searchBackend(undefined)).toBe('pagefind');
    expect(searchBackend('')).toBe('pagefind');
    expect(searchBackend('pagefind')).toBe('pagefind');
    expect(searchBackend(' API ')).toBe('api');
  });

  it('refuses a value it does not know, naming both choices', () => {
    expect(() => searchBackend('algolia')).toThrow(
      'SEARCH_BACKEND must be "pagefind" or "api", not "algolia"',
    );
  });

  it('is read back from the search form the build wrote', () => {
    const page = (value: string | null) =>
      ({
        querySelector: () =>
          value === null ? null : { getAttribute: (a: string) => (a === SEARCH_BACKEND_ATTR ? value : null) },
      }) as unknown as ParentNode;
    expect(pageSearchBackend(page('api'))).toBe('api');
    expect(pageSearchBackend(page('pagefind'))).toBe('pagefind');
    expect(pageSearchBackend(page(null))).toBe('pagefind');
  });
});
