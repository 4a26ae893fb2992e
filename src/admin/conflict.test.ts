import { describe, expect, it } from 'vitest';
import { differences, plainValue } from './conflict.tsx';

describe('the conflict notice', () => {
  const fields = [
    {
      key: 'price_cents' as const,
      label: 'Price',
      format: (v: unknown) => `$${(Number(v) / 100).toFixed(2)}`,
    },
    { key: 'title' as const, label: 'Title' },
    { key: 'body' as const, label: 'Description' },
    { key: 'active' as const, label: 'Active' },
  ];
  const mine = { price_cents: 1200, title: 'Pads', body: '<p>Same <b>words</b></p>', active: true };

  it('lists each field that differs, yours then saved', () => {
    const current = { ...mine, price_cents: 1400, active: false };
    expect(differences(mine, current, fields)).toEqual([
      'Price: yours $12.00, saved $14.00',
      'Active: yours Yes, saved No',
    ]);
  });

  it('tells apart texts that read the same', () => {
    const current = { ...mine, body: '<p>Same words</p>' };
    expect(differences(mine, current, fields)).toEqual(['Description: yours changed, saved changed']);
  });

  it('reads rich text as its words and shortens long values', () => {
    expect(plainValue('<p>Hello&nbsp;<em>there</em></p>')).toBe('Hello there');
    expect(plainValue('')).toBe('empty');
    expect(plainValue('x'.repeat(200))).toHaveLength(80);
    expect(plainValue([1, 2])).toBe('2 items');
  });
});
