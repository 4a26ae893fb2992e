/**
 * Australian postcodes to freight zones (DESIGN.md section 11). The table is ranges of postcodes,
 * each with its state and zone; the shop edits it in the back office, starting from
 * DEFAULT_POSTCODES (postcodes.ts). Shared by the server (checkout refusals, quotes) and the shop.
 */

export const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type State = (typeof STATES)[number];

const STATE_NAMES: Record<State, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

/** 'nsw', 'New South Wales' and ' N.S.W. ' as 'NSW'; null for anything else. */
export function stateOf(text: string): State | null {
  const plain = text
    .replace(/[.\s]+/g, ' ')
    .trim()
    .toLowerCase();
  for (const state of STATES) {
    if (plain.replace(/ /g, '') === state.toLowerCase() || plain === STATE_NAMES[state].toLowerCase())
      return state;
  }
  return null;
}

export const ZONE_KINDS = ['metro', 'regional', 'remote'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

export interface Zone {
  /** 'NSW_METRO', 'WA_REMOTE', 'TAS'. */
  id: string;
  /** 'Sydney metro', 'Remote WA'. */
  name: string;
  kind: ZoneKind;
}

export interface PostcodeRange {
  from: number;
  to: number;
  state: State;
  zone: string;
  /** Post office boxes and large-volume receivers only: nothing is delivered to a door. */
  poBoxes: boolean;
}

export interface Destination {
  postcode: string;
  state: State;
  zone: Zone;
  /** A post office box, parcel locker or collect point: no courier, no dangerous goods. */
  poBox: boolean;
}

export type DestinationCheck =
  | { ok: true; destination: Destination }
  | { ok: false; field: 'post_code' | 'state'; message: string };

/** "PO Box 12", "P.O. Box", "GPO Box", "Locked Bag 5", "Private Bag", "Parcel Locker 102…", "Parcel Collect". */
const PO_BOX =
  /\b(?:g\.?\s*p\.?\s*o\.?\s*box|p\.?\s*o\.?\s*box|post\s+office\s+box|locked\s+bag|private\s+bag|parcel\s+locker|parcel\s+collect|post\s*restante)\b/i;

/** Whether an address line names a post office box, a parcel locker or a collect point. */
export function isPoBoxAddress(line: string): boolean {
  return PO_BOX.test(line);
}

/** The range a four-digit postcode falls in; null when it is not one or no range holds it. */
export function rangeOf(postcode: string, table: readonly PostcodeRange[]): PostcodeRange | null {
  if (!/^\d{4}$/.test(postcode)) return null;
  const n = Number(postcode);
  return table.find((r) => n >= r.from && n <= r.to) ?? null;
}

export const DESTINATION_MESSAGES = {
  noPostcode: (postcode: string) =>
    `There is no Australian postcode ${postcode}. Please check the post code.`,
  noState: 'Please enter an Australian state or territory, such as NSW.',
  wrongState: (postcode: string, state: State, given: State) =>
    `Postcode ${postcode} is in ${state}, not ${given}. Please check the post code and state.`,
} as const;

/**
 * Where an address is, for freight: its zone, and whether it is a PO box. Refuses a postcode that does
 * not exist and one that is not in the state given (with `state`: when null, the postcode's own
 * state is taken, for an estimate from a postcode alone).
 */
export function destinationOf(
  address: { postcode: string; state: string | null; line?: string },
  table: readonly PostcodeRange[],
  zones: readonly Zone[],
): DestinationCheck {
  const postcode = address.postcode.trim();
  const range = rangeOf(postcode, table);
  const zone = range && zones.find((z) => z.id === range.zone);
  if (!range || !zone)
    return { ok: false, field: 'post_code', message: DESTINATION_MESSAGES.noPostcode(postcode) };
  if (address.state !== null) {
    const given = stateOf(address.state);
    if (!given) return { ok: false, field: 'state', message: DESTINATION_MESSAGES.noState };
    if (given !== range.state)
      return {
        ok: false,
        field: 'post_code',
        message: DESTINATION_MESSAGES.wrongState(postcode, range.state, given),
      };
  }
  return {
    ok: true,
    destination: {
      postcode,
      state: range.state,
      zone,
      poBox: range.poBoxes || isPoBoxAddress(address.line ?? ''),
    },
  };
}
