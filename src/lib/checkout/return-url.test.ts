import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-url.ts';

describe('safeReturnPath', () => {
  it('keeps same-site paths and refuses anything else', () => {
    expect(safeReturnPath('/shop/page/2/?x=1')).toBe('/shop/page/2/?x=1');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('//evil.example/')).toBe('/');
    expect(safeReturnPath('/\\evil.example/x')).toBe('/');
    expect(safeReturnPath('/\t/evil.example')).toBe('/');
    expect(safeReturnPath('/too-many-requests/')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });
});
