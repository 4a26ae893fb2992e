/** What one `npm run bench` measures, from its arguments (scripts/bench/index.ts says what each does). */
import { parseArgs } from 'node:util';

export const PARTS = [
  'floor',
  'seed',
  'postgres',
  '1k',
  '10k-nofit',
  '10k',
  '10k-reviews',
  'stock',
  'freight',
  '50k',
  '100k',
] as const;
export type Part = (typeof PARTS)[number];

export interface BenchArgs {
  /** `--only`'s parts, or null for a whole run. */
  only: Part[] | null;
  /** The 50,000 and 100,000-product tiers run: with `--large`, or named in `--only`. */
  large: boolean;
  floorPages: number;
  out: string | undefined;
  wants: (part: Part) => boolean;
}

/** Reads the bench's arguments; throws with the message to print for a wrong one. */
export function benchArgs(argv: string[]): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      large: { type: 'boolean', default: false },
      only: { type: 'string' },
      'floor-pages': { type: 'string', default: '10000' },
      out: { type: 'string' },
    },
  });
  const named = values.only ? values.only.split(',').map((p) => p.trim()) : null;
  const unknown = named?.filter((p) => !(PARTS as readonly string[]).includes(p)) ?? [];
  if (unknown.length)
    throw new Error(`--only: unknown part ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
  const floorPages = Number(values['floor-pages']);
  if (!Number.isInteger(floorPages) || floorPages < 1)
    throw new Error('--floor-pages must be a whole number above 0');
  const only = named as Part[] | null;
  const wants = (part: Part) =>
    only ? only.includes(part) : part === '50k' || part === '100k' ? values.large : true;
  return { only, large: wants('50k') || wants('100k'), floorPages, out: values.out, wants };
}
