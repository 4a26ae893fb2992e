import { describe, expect, it } from 'vitest';
import { part, readFault, renderFault } from './render-fault.ts';

describe('readFault', () => {
  it('reads back the record, page, field and reason a failed render names', () => {
    let error: unknown;
    try {
      part('images', () => {
        throw new TypeError('images[0] is undefined');
      });
    } catch (e) {
      error = renderFault('product BRK-7 (/product/pads-7/)', e);
    }
    expect(readFault((error as Error).message)).toEqual({
      kind: 'product',
      key: 'BRK-7',
      path: '/product/pads-7/',
      field: 'images',
      reason: 'images[0] is undefined',
    });
  });

  it('reads a fault without a field, and nothing from another message', () => {
    expect(readFault('Page not rendered: product X-1 (/product/x/): boom')).toMatchObject({
      key: 'X-1',
      field: null,
      reason: 'boom',
    });
    expect(readFault('astro build exited with 1')).toBeNull();
    expect(readFault(null)).toBeNull();
  });
});
