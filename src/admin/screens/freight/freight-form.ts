/**
 * The Freight screen's form without React: the freight document (lib/freight/config.ts) as the texts
 * the inputs hold (prices as dollars ex GST, days as digits, the postcode table as CSV lines), and back
 * to the document, checked with the API's own FreightConfigSchema. Form fields are named by the
 * document's paths (`services.0.rates.NT.bandCents.5`), so the schema's issues, here or in a 422, land
 * beside the input that holds the value; the postcode table's land on its lines.
 */
import type { FieldErrors } from '../../../lib/forms/field-errors.ts';
import type { FreeDeliveryRule, FreightConfig } from '../../../lib/freight/config.ts';
import { FREIGHT_CLASSES } from '../../../lib/freight/goods.ts';
import type { FreightService } from '../../../lib/freight/services.ts';
import { ZONE_KINDS, type ZoneKind } from '../../../lib/freight/zones.ts';
import { centsToDecimal, parseMoney } from '../../../lib/pricing/money.ts';
import { type LineError, postcodeText, readPostcodeLines } from './postcode-lines.ts';

type Pair = [string, string];

export interface RateValues {
  /** Dollars ex GST, one a weight band; '' for the general settings' delivery charge. */
  bandCents: string[];
  perKgCents: string;
}

/** A service as the form holds it: what is not edited here (carrier, bands, classes…) kept as loaded. */
export type ServiceValues = Omit<FreightService, 'transitDays' | 'rates'> & {
  transitDays: Record<ZoneKind, Pair>;
  rates: Record<string, RateValues>;
};

export interface FreightForm {
  cubicFactor: string;
  handlingDays: Pair;
  cutoff: string;
  standardService: string;
  free: FreeDeliveryRule;
  zones: FreightConfig['zones'];
  /** The postcode table as CSV lines (postcode-lines.ts). */
  postcodes: string;
  services: ServiceValues[];
}

/** Cents as the dollars a box shows ("16.95"); null as an empty box. */
export const dollarsOf = (cents: number | null): string => (cents === null ? '' : centsToDecimal(cents));

const DOLLARS = /^\$?\s*(?:\d{1,2},\d{3}|\d{1,5})(?:\.\d{1,2})?$/;
export const NOT_DOLLARS = 'Enter dollars and cents, such as 16.95 (at most 99,999.99).';

/** Dollars as typed to whole cents, read as text (no float drift); null for an empty box, NaN for anything else. */
export function centsOf(text: string): number | null {
  const t = text.trim();
  if (!t) return null;
  return DOLLARS.test(t) ? (parseMoney(t) ?? Number.NaN) : Number.NaN;
}

const pair = ([a, b]: readonly [number, number]): Pair => [String(a), String(b)];

/** The document as the form's values. */
export function formOf(config: FreightConfig): FreightForm {
  return {
    cubicFactor: String(config.cubicFactor),
    handlingDays: pair(config.handlingDays),
    cutoff: config.cutoff,
    standardService: config.standardService,
    free: structuredClone(config.free),
    zones: config.zones.map((z) => ({ ...z })),
    postcodes: postcodeText(config.postcodes),
    services: config.services.map((s) => ({
      ...structuredClone(s),
      transitDays: {
        metro: pair(s.transitDays.metro),
        regional: pair(s.transitDays.regional),
        remote: pair(s.transitDays.remote),
      },
      rates: Object.fromEntries(
        Object.entries(s.rates).map(([zone, r]) => [
          zone,
          { bandCents: r.bandCents.map(dollarsOf), perKgCents: dollarsOf(r.perKgCents) },
        ]),
      ),
    })),
  };
}

/** What the form's values make, with what could not be read as a number. */
export interface Converted {
  /** The document, NaN where a box held no number (the schema refuses it at the same path). */
  config: FreightConfig;
  errors: FieldErrors;
  /** The textarea line of each postcode range, for issues that name a range by its index. */
  lines: number[];
  lineErrors: LineError[];
}

/** A checkbox group's value: a list, whatever the number of boxes drawn. */
const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];

/** Ticked options in the options' own order. */
const ticked = <T extends string>(options: readonly T[], value: unknown): T[] => {
  const on = new Set(listOf(value));
  return options.filter((o) => on.has(o));
};

/** The form's values as the document, and what could not be read. */
export function convert(values: FreightForm): Converted {
  const errors: FieldErrors = {};
  const whole = (text: string, key: string) => {
    if (/^\s*\d{1,6}\s*$/.test(text)) return Number(text);
    errors[key] = 'Enter a whole number.';
    return Number.NaN;
  };
  const days = ([a, b]: Pair, key: string): [number, number] => [whole(a, `${key}.0`), whole(b, `${key}.1`)];
  const price = (text: string, key: string) => {
    const cents = centsOf(text);
    if (Number.isNaN(cents)) errors[key] = NOT_DOLLARS;
    return cents;
  };
  const perKg = (text: string, key: string) => {
    const cents = price(text, key);
    if (cents === null) errors[key] = 'Enter a price in dollars, 0 for none.';
    return cents ?? Number.NaN;
  };
  const read = readPostcodeLines(
    values.postcodes,
    values.zones.map((z) => z.id),
  );
  const config: FreightConfig = {
    cubicFactor: whole(values.cubicFactor, 'cubicFactor'),
    handlingDays: days(values.handlingDays, 'handlingDays'),
    cutoff: values.cutoff.trim(),
    standardService: values.standardService,
    free: {
      services: ticked(
        values.services.map((s) => s.id),
        values.free.services,
      ),
      zoneKinds: ticked(ZONE_KINDS, values.free.zoneKinds),
      classes: ticked(FREIGHT_CLASSES, values.free.classes),
      dangerousGoods: Boolean(values.free.dangerousGoods),
    },
    zones: values.zones.map((z) => ({ id: z.id, name: z.name, kind: z.kind })),
    postcodes: read.ranges,
    services: values.services.map((s, i) => {
      const at = `services.${i}`;
      return {
        ...s,
        active: Boolean(s.active),
        transitDays: {
          metro: days(s.transitDays.metro, `${at}.transitDays.metro`),
          regional: days(s.transitDays.regional, `${at}.transitDays.regional`),
          remote: days(s.transitDays.remote, `${at}.transitDays.remote`),
        },
        rates: Object.fromEntries(
          Object.entries(s.rates).map(([zone, r]) => {
            const key = `${at}.rates.${zone}`;
            const bandCents = r.bandCents.map((text, b) => price(text, `${key}.bandCents.${b}`));
            return [zone, { bandCents, perKgCents: perKg(r.perKgCents, `${key}.perKgCents`) }];
          }),
        ),
      };
    }),
  };
  return { config, errors, lines: read.lines, lineErrors: read.errors };
}
