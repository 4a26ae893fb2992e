import { describe, expect, it } from 'vitest';
import { resultGroups } from './search-results.ts';

describe('the header search box results', () => {
  it('lists each group the answer has, each row linking to its record, and the full list searched', () => {
    const groups = resultGroups({
      q: 'lee',
      orders: [
        {
          invoice_number: 'SCAB12CD34EF',
          name: 'Sam Lee',
          email: 'sam@lee.test',
          status: 'processing',
          payment_status: 'completed',
          total_cents: 12345,
          created_at: '2026-12-01T01:00:00.000Z',
        },
      ],
      customers: [{ id: 7, name: '', email: 'lee@example.com', created_at: '2026-12-01T01:00:00.000Z' }],
      products: [{ id: 3, title: 'Leepers tie-down', sku: 'LT-1', active: false }],
    });
    expect(groups.map((g) => g.title)).toEqual(['Orders', 'Customers', 'Products']);
    expect(groups[0]!.links[0]).toEqual({
      href: '#/orders/SCAB12CD34EF',
      label: 'SCAB12CD34EF',
      detail: 'Sam Lee · sam@lee.test · Processing · $123.45',
    });
    expect(groups[1]!.links[0]).toMatchObject({ href: '#/customers/7', label: 'lee@example.com' });
    expect(groups[2]!.links[0]).toMatchObject({ href: '#/products/3', detail: 'SKU LT-1 · inactive' });
    expect(groups.map((g) => g.more)).toEqual(['#/orders?q=lee', '#/customers?q=lee', '#/products?q=lee']);
  });

  it('leaves out the groups the role may not read', () => {
    expect(resultGroups({ q: 'x1', products: [] }).map((g) => g.title)).toEqual(['Products']);
  });
});
