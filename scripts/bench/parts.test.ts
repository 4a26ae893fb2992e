import { describe, expect, it } from 'vitest';
import { benchArgs, PARTS, type Part } from './parts.ts';

const run = (argv: string[]) => {
  const args = benchArgs(argv);
  return PARTS.filter((part: Part) => args.wants(part));
};

describe('what a bench run measures', () => {
  it('runs every tier but 50,000 and 100,000 by default; --large adds both', () => {
    expect(run([])).toEqual([
      'floor',
      'seed',
      'postgres',
      '1k',
      '10k-nofit',
      '10k',
      '10k-reviews',
      'stock',
      'freight',
    ]);
    expect(benchArgs([]).large).toBe(false);
    expect(run(['--large'])).toEqual([...PARTS]);
    expect(benchArgs(['--large']).large).toBe(true);
  });

  it('runs only the parts --only names, a large tier among them without --large', () => {
    expect(run(['--only', 'floor'])).toEqual(['floor']);
    expect(run(['--only', 'floor, 100k'])).toEqual(['floor', '100k']);
    expect(benchArgs(['--only', '100k']).large).toBe(true);
    expect(benchArgs(['--only', 'floor', '--floor-pages', '500']).floorPages).toBe(500);
  });

  it('refuses an unknown part or a floor of no pages, saying what is allowed', () => {
    expect(() => benchArgs(['--only', 'hugo'])).toThrow(/unknown part hugo; the parts are floor, seed/);
    expect(() => benchArgs(['--floor-pages', '0'])).toThrow('--floor-pages must be a whole number above 0');
  });
});
