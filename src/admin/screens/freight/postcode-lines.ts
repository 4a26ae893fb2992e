/**
 * The postcode table as the text the Freight screen edits: one range a line, `from,to,state,zone,po_boxes`
 * under a header line, and back. Reading says what is wrong with each line by its number (a line
 * that is not five cells, a postcode that is not one, an unknown state or zone, a range that overlaps
 * another line's), so a table of hundreds of ranges can be fixed before anything is saved.
 */
import { type PostcodeRange, STATES, type State } from '../../../lib/freight/zones.ts';

export const POSTCODE_HEADER = 'from,to,state,zone,po_boxes';

export interface LineError {
  /** 1 for the text's first line (the header). */
  line: number;
  message: string;
}

export interface PostcodeLines {
  /** The ranges of the lines that could be read, in the text's order. */
  ranges: PostcodeRange[];
  /** The line each range came from: `lines[i]` is the line of `ranges[i]`. */
  lines: number[];
  errors: LineError[];
}

/** 800 as "0800": postcodes are four digits. */
const digits = (n: number) => String(n).padStart(4, '0');

/** The ranges as the textarea's text, header first. */
export function postcodeText(ranges: readonly PostcodeRange[]): string {
  const rows = ranges.map(
    (r) => `${digits(r.from)},${digits(r.to)},${r.state},${r.zone},${r.poBoxes ? 1 : 0}`,
  );
  return [POSTCODE_HEADER, ...rows].join('\n');
}

const YES = new Set(['1', 'yes', 'y', 'true']);
const NO = new Set(['0', 'no', 'n', 'false', '']);

/** A postcode as typed: three digits (a spreadsheet's 800) or four. */
const postcodeOf = (cell: string) => (/^\d{3,4}$/.test(cell) ? Number(cell) : null);

/** One line's range, or what is wrong with it. */
function readLine(text: string, zones: ReadonlySet<string>): PostcodeRange | string {
  const cells = text.split(',').map((c) => c.trim());
  if (cells.length !== 5) return `Give five values, ${POSTCODE_HEADER} (this line has ${cells.length}).`;
  const [fromText = '', toText = '', stateText = '', zone = '', poText = ''] = cells;
  const from = postcodeOf(fromText);
  const to = postcodeOf(toText);
  if (from === null) return `"${fromText}" is not a postcode: use four digits, such as 0800.`;
  if (to === null) return `"${toText}" is not a postcode: use four digits, such as 0899.`;
  if (to < from) return `The range ends (${digits(to)}) before it starts (${digits(from)}).`;
  const state = stateText.toUpperCase();
  if (!(STATES as readonly string[]).includes(state))
    return `"${stateText}" is not a state: use one of ${STATES.join(', ')}.`;
  if (!zones.has(zone)) return `There is no zone "${zone}": use a zone id from the Zones table.`;
  const po = poText.toLowerCase();
  if (!YES.has(po) && !NO.has(po)) return `po_boxes is 1 (boxes only) or 0, not "${poText}".`;
  return { from, to, state: state as State, zone, poBoxes: YES.has(po) };
}

/**
 * Reads the textarea's text against the zone ids there are. Blank lines and a header line are
 * skipped; every other line is a range or an error. Ranges that overlap are each line's error after
 * the first, naming the line they overlap.
 */
export function readPostcodeLines(text: string, zoneIds: readonly string[]): PostcodeLines {
  const zones = new Set(zoneIds);
  const out: PostcodeLines = { ranges: [], lines: [], errors: [] };
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.replace(/\s/g, '').toLowerCase() === POSTCODE_HEADER) return;
    const read = readLine(line, zones);
    if (typeof read === 'string') out.errors.push({ line: i + 1, message: read });
    else {
      out.ranges.push(read);
      out.lines.push(i + 1);
    }
  });
  out.errors.push(...overlaps(out));
  out.errors.sort((a, b) => a.line - b.line);
  return out;
}

/** Each range that overlaps one before it in postcode order, as an error on the later of the two lines. */
function overlaps({ ranges, lines }: PostcodeLines): LineError[] {
  const byStart = ranges.map((r, i) => ({ r, line: lines[i]! })).sort((a, b) => a.r.from - b.r.from);
  const errors: LineError[] = [];
  // The range reaching furthest so far: any later start at or below its end overlaps it.
  let reach: (typeof byStart)[number] | undefined;
  for (const here of byStart) {
    if (reach && here.r.from <= reach.r.to) {
      const [first, later] = reach.line < here.line ? [reach, here] : [here, reach];
      errors.push({
        line: later.line,
        message: `Overlaps line ${first.line} (${digits(first.r.from)}–${digits(first.r.to)}).`,
      });
    }
    if (!reach || here.r.to > reach.r.to) reach = here;
  }
  return errors;
}

/** Line errors as the one message the form keeps for the textarea: a line each. */
export const lineErrorText = (errors: readonly LineError[]): string =>
  errors.map((e) => `Line ${e.line}: ${e.message}`).join('\n');
