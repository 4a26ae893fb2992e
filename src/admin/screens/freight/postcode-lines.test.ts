import { describe, expect, it } from 'vitest';
import { DEFAULT_POSTCODES, DEFAULT_ZONES } from '../../../lib/freight/postcodes.ts';
import { lineErrorText, POSTCODE_HEADER, postcodeText, readPostcodeLines } from './postcode-lines.ts';

const ZONES = DEFAULT_ZONES.map((z) => z.id);

describe('the postcode table as CSV lines', () => {
  it('writes a header and four-digit postcodes, and reads them back as they were', () => {
    const text = postcodeText(DEFAULT_POSTCODES);
    const lines = text.split('\n');
    expect(lines[0]).toBe(POSTCODE_HEADER);
    expect(lines).toContain('0800,0899,NT,NT,0');
    const read = readPostcodeLines(text, ZONES);
    expect(read.errors).toEqual([]);
    expect(read.ranges).toEqual(DEFAULT_POSTCODES);
    expect(read.lines[0]).toBe(2);
  });

  it("takes blank lines, spaces, a spreadsheet's three-digit postcodes and yes/no", () => {
    const read = readPostcodeLines('\n 800 , 899 , nt , NT , no \n\n0900,0999,NT,NT,yes\n', ZONES);
    expect(read.errors).toEqual([]);
    expect(read.ranges).toEqual([
      { from: 800, to: 899, state: 'NT', zone: 'NT', poBoxes: false },
      { from: 900, to: 999, state: 'NT', zone: 'NT', poBoxes: true },
    ]);
    expect(read.lines).toEqual([2, 4]);
  });

  it('says what is wrong with each line, by its number', () => {
    const text = [
      POSTCODE_HEADER,
      '2000,2999,NSW,NSW_METRO,0',
      '2000,2999,NSW',
      '20,2999,NSW,NSW_METRO,0',
      '3999,3000,VIC,VIC_METRO,0',
      '3000,3999,XX,VIC_METRO,0',
      '3000,3999,VIC,MARS,0',
      '3000,3999,VIC,VIC_METRO,maybe',
    ].join('\n');
    const read = readPostcodeLines(text, ZONES);
    expect(read.ranges).toHaveLength(1);
    expect(lineErrorText(read.errors).split('\n')).toEqual([
      'Line 3: Give five values, from,to,state,zone,po_boxes (this line has 3).',
      'Line 4: "20" is not a postcode: use four digits, such as 0800.',
      'Line 5: The range ends (3000) before it starts (3999).',
      'Line 6: "XX" is not a state: use one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA.',
      'Line 7: There is no zone "MARS": use a zone id from the Zones table.',
      'Line 8: po_boxes is 1 (boxes only) or 0, not "maybe".',
    ]);
  });

  it('names the earlier line a range overlaps, even past a range nested inside it', () => {
    const text = [
      '2000,2999,NSW,NSW_METRO,0',
      '3000,3100,VIC,VIC_METRO,0',
      '2100,2200,NSW,NSW_METRO,0',
      '2300,2400,NSW,NSW_METRO,0',
    ].join('\n');
    expect(readPostcodeLines(text, ZONES).errors).toEqual([
      { line: 3, message: 'Overlaps line 1 (2000–2999).' },
      { line: 4, message: 'Overlaps line 1 (2000–2999).' },
    ]);
    const later = readPostcodeLines('2100,2200,NSW,NSW_METRO,0\n2000,2999,NSW,NSW_METRO,0', ZONES);
    expect(later.errors).toEqual([{ line: 2, message: 'Overlaps line 1 (2100–2200).' }]);
  });
});
