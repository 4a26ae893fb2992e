/**
 * The zones and postcode table a new shop starts with (the shop edits both in the back office).
 * Metro areas are the capitals' delivery areas; remote areas are those the carriers surcharge: far
 * western NSW, western and far-north Queensland, outback SA, the Pilbara, Kimberley and Gascoyne, and
 * all of the Northern Territory. Each state's post office box ranges (1000–1999 in NSW, 8000–8999 in
 * Victoria…) deliver to boxes only.
 */
import type { PostcodeRange, State, Zone } from './zones.ts';

export const DEFAULT_ZONES: readonly Zone[] = [
  { id: 'NSW_METRO', name: 'Sydney metro', kind: 'metro' },
  { id: 'NSW_REGIONAL', name: 'Regional NSW', kind: 'regional' },
  { id: 'NSW_REMOTE', name: 'Remote NSW', kind: 'remote' },
  { id: 'ACT', name: 'Canberra', kind: 'metro' },
  { id: 'VIC_METRO', name: 'Melbourne metro', kind: 'metro' },
  { id: 'VIC_REGIONAL', name: 'Regional Victoria', kind: 'regional' },
  { id: 'QLD_METRO', name: 'Brisbane metro', kind: 'metro' },
  { id: 'QLD_REGIONAL', name: 'Regional Queensland', kind: 'regional' },
  { id: 'QLD_REMOTE', name: 'Remote Queensland', kind: 'remote' },
  { id: 'SA_METRO', name: 'Adelaide metro', kind: 'metro' },
  { id: 'SA_REGIONAL', name: 'Regional SA', kind: 'regional' },
  { id: 'SA_REMOTE', name: 'Remote SA', kind: 'remote' },
  { id: 'WA_METRO', name: 'Perth metro', kind: 'metro' },
  { id: 'WA_REGIONAL', name: 'Regional WA', kind: 'regional' },
  { id: 'WA_REMOTE', name: 'Remote WA', kind: 'remote' },
  { id: 'TAS', name: 'Tasmania', kind: 'regional' },
  { id: 'NT', name: 'Northern Territory', kind: 'remote' },
];

type Span = [from: number, to: number];

/**
 * A state's ranges: its spans in `zone`, except the `carved` spans, which go to their own zones, and
 * its post office box spans (in the capital's zone, `poZone`).
 * Answers non-overlapping ranges in postcode order.
 */
function carve(
  state: State,
  spans: Span[],
  zone: string,
  carved: [Span, string][],
  poBoxes: Span[],
  poZone = zone,
): PostcodeRange[] {
  const out: PostcodeRange[] = [];
  for (const [from, to] of spans) {
    let at = from;
    const inside = carved.filter(([[a, b]]) => a <= to && b >= from).sort(([[a]], [[b]]) => a - b);
    for (const [[a, b], other] of inside) {
      if (a > at) out.push({ from: at, to: a - 1, state, zone, poBoxes: false });
      out.push({ from: Math.max(a, from), to: Math.min(b, to), state, zone: other, poBoxes: false });
      at = Math.min(b, to) + 1;
    }
    if (at <= to) out.push({ from: at, to, state, zone, poBoxes: false });
  }
  for (const [from, to] of poBoxes) out.push({ from, to, state, zone: poZone, poBoxes: true });
  return out;
}

export const DEFAULT_POSTCODES: readonly PostcodeRange[] = [
  ...carve(
    'NSW',
    [
      [2000, 2599],
      [2619, 2899],
      [2921, 2999],
    ],
    'NSW_REGIONAL',
    [
      [[2000, 2249], 'NSW_METRO'],
      [[2555, 2574], 'NSW_METRO'],
      [[2740, 2786], 'NSW_METRO'],
      [[2832, 2899], 'NSW_REMOTE'],
    ],
    [[1000, 1999]],
    'NSW_METRO',
  ),
  ...carve(
    'ACT',
    [
      [2600, 2618],
      [2900, 2920],
    ],
    'ACT',
    [],
    [[200, 299]],
  ),
  ...carve(
    'VIC',
    [[3000, 3999]],
    'VIC_REGIONAL',
    [
      [[3000, 3207], 'VIC_METRO'],
      [[3335, 3341], 'VIC_METRO'],
      [[3427, 3442], 'VIC_METRO'],
      [[3750, 3810], 'VIC_METRO'],
      [[3910, 3920], 'VIC_METRO'],
      [[3926, 3944], 'VIC_METRO'],
      [[3975, 3978], 'VIC_METRO'],
      [[3980, 3981], 'VIC_METRO'],
    ],
    [[8000, 8999]],
    'VIC_METRO',
  ),
  ...carve(
    'QLD',
    [[4000, 4999]],
    'QLD_REGIONAL',
    [
      [[4000, 4207], 'QLD_METRO'],
      [[4300, 4305], 'QLD_METRO'],
      [[4470, 4499], 'QLD_REMOTE'],
      [[4500, 4519], 'QLD_METRO'],
      [[4720, 4739], 'QLD_REMOTE'],
      [[4820, 4830], 'QLD_REMOTE'],
      [[4871, 4899], 'QLD_REMOTE'],
    ],
    [[9000, 9999]],
    'QLD_METRO',
  ),
  ...carve(
    'SA',
    [[5000, 5799]],
    'SA_REGIONAL',
    [
      [[5000, 5199], 'SA_METRO'],
      [[5710, 5799], 'SA_REMOTE'],
    ],
    [[5800, 5999]],
    'SA_METRO',
  ),
  ...carve(
    'WA',
    [[6000, 6799]],
    'WA_REGIONAL',
    [
      [[6000, 6199], 'WA_METRO'],
      [[6640, 6648], 'WA_REMOTE'],
      [[6701, 6799], 'WA_REMOTE'],
    ],
    [[6800, 6999]],
    'WA_METRO',
  ),
  ...carve('TAS', [[7000, 7799]], 'TAS', [], [[7800, 7999]]),
  ...carve('NT', [[800, 899]], 'NT', [], [[900, 999]]),
].sort((a, b) => a.from - b.from);
