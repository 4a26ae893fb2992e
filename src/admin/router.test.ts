import { describe, expect, it } from 'vitest';
import { href, parseRoute } from './router.ts';

describe('back-office routes', () => {
  it('reads the screen, the record and the query from the hash', () => {
    const route = parseRoute('#/orders/SCABC?x=1');
    expect(route.screen).toBe('orders');
    expect(route.id).toBe('SCABC');
    expect(route.query.get('x')).toBe('1');
    expect(parseRoute('#/returns/12').id).toBe('12');
    expect(parseRoute('#/customers').id).toBeNull();
  });

  it('takes an empty or unknown hash as the dashboard', () => {
    expect(parseRoute('').screen).toBe('dashboard');
    expect(parseRoute('#/').screen).toBe('dashboard');
    expect(parseRoute('#/nowhere/1').screen).toBe('dashboard');
  });

  it('builds hashes that parse back, leaving empty filters out', () => {
    expect(href('dashboard')).toBe('#/');
    expect(href('orders', null, { status: 'shipped', q: '' })).toBe('#/orders?status=shipped');
    expect(href('orders', 'SC 1')).toBe('#/orders/SC%201');
    expect(parseRoute(href('orders', 'SC 1')).id).toBe('SC 1');
  });

  it("reads the reset link's token from the hash an owner's email opens", () => {
    const route = parseRoute('#/reset-password?token=abc_DEF-123');
    expect(route.screen).toBe('reset-password');
    expect(route.query.get('token')).toBe('abc_DEF-123');
  });
});
