/**
 * The freight settings document (lib/freight/config.ts's FreightConfig) as the back office reads and
 * saves it (GET/PUT /admin/freight): every rule the quote engine relies on is checked here, so a
 * saved document can always be quoted with (zones named by the table and services exist, bands rise,
 * every band has a price, postcode ranges do not overlap).
 */
import * as v from 'valibot';
import { DG_CLASSES, FREIGHT_CLASSES } from '../../freight/goods.ts';
import { STATES, ZONE_KINDS } from '../../freight/zones.ts';
import { CARRIERS } from '../../orders/fulfilment.ts';

const int = (min: number, max: number, name: string) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );
const Cents = int(0, 10_000_000, 'A price');
const Days = v.pipe(
  v.tuple([int(0, 60, 'Days'), int(0, 60, 'Days')]),
  v.check(([a, b]) => a <= b, 'The fewest days must not be more than the most'),
);
const ZoneId = v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]{0,29}$/, 'A zone id is capitals, digits and _'));
const ServiceId = v.pipe(
  v.string(),
  v.regex(/^[a-z][a-z0-9_]{0,29}$/, 'A service id is lower case, digits and _'),
);
const Name = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'A name is required'),
  v.maxLength(80, 'A name is at most 80 characters'),
);

const ZoneSchema = v.strictObject({ id: ZoneId, name: Name, kind: v.picklist(ZONE_KINDS) });

const RangeSchema = v.pipe(
  v.strictObject({
    from: int(0, 9999, 'A postcode'),
    to: int(0, 9999, 'A postcode'),
    state: v.picklist(STATES),
    zone: ZoneId,
    poBoxes: v.boolean(),
  }),
  v.check((r) => r.from <= r.to, 'A range must not end before it starts'),
);

const ServiceSchema = v.pipe(
  v.strictObject({
    id: ServiceId,
    name: Name,
    carrier: v.picklist(Object.keys(CARRIERS) as (keyof typeof CARRIERS)[]),
    airZones: v.union([v.literal('all'), v.array(ZoneId)]),
    classes: v.pipe(
      v.array(v.picklist(FREIGHT_CLASSES)),
      v.minLength(1, 'A service carries at least one class'),
    ),
    dgClasses: v.array(v.picklist(DG_CLASSES)),
    dgLimitedOnly: v.boolean(),
    poBoxes: v.boolean(),
    zones: v.array(ZoneId),
    bandsGrams: v.pipe(
      v.array(int(1, 1_000_000, 'A weight band')),
      v.minLength(1, 'A service needs a weight band'),
      v.maxLength(20, 'At most 20 weight bands'),
      v.check((b) => b.every((g, i) => i === 0 || g > b[i - 1]!), 'Weight bands must rise'),
    ),
    rates: v.record(ZoneId, v.strictObject({ bandCents: v.array(v.nullable(Cents)), perKgCents: Cents })),
    transitDays: v.strictObject({ metro: Days, regional: Days, remote: Days }),
    live: v.nullable(v.picklist(['auspost', 'startrack'])),
    active: v.boolean(),
  }),
  v.check(
    (s) => Object.values(s.rates).every((r) => r.bandCents.length === s.bandsGrams.length),
    'Every zone needs a price for each weight band',
  ),
);

export const FreightConfigSchema = v.pipe(
  v.strictObject({
    cubicFactor: int(1, 1000, 'The cubic factor'),
    handlingDays: Days,
    cutoff: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The cutoff is a time such as 18:00')),
    zones: v.pipe(
      v.array(ZoneSchema),
      v.minLength(1, 'At least one zone'),
      v.maxLength(100, 'At most 100 zones'),
    ),
    postcodes: v.pipe(v.array(RangeSchema), v.maxLength(2000, 'At most 2,000 postcode ranges')),
    services: v.pipe(
      v.array(ServiceSchema),
      v.minLength(1, 'At least one service'),
      v.maxLength(30, 'At most 30 services'),
    ),
    standardService: ServiceId,
    free: v.strictObject({
      services: v.array(ServiceId),
      zoneKinds: v.array(v.picklist(ZONE_KINDS)),
      classes: v.array(v.picklist(FREIGHT_CLASSES)),
      dangerousGoods: v.boolean(),
    }),
  }),
  v.check((c) => new Set(c.zones.map((z) => z.id)).size === c.zones.length, 'Zone ids must differ'),
  v.check((c) => new Set(c.services.map((s) => s.id)).size === c.services.length, 'Service ids must differ'),
  v.check((c) => {
    const zones = new Set(c.zones.map((z) => z.id));
    return (
      c.postcodes.every((r) => zones.has(r.zone)) &&
      c.services.every(
        (s) =>
          s.zones.every((z) => zones.has(z)) &&
          Object.keys(s.rates).every((z) => zones.has(z)) &&
          (s.airZones === 'all' || s.airZones.every((z) => zones.has(z))),
      )
    );
  }, 'Every zone named must be one of the zones'),
  v.check((c) => {
    const sorted = [...c.postcodes].sort((a, b) => a.from - b.from);
    return sorted.every((r, i) => i === 0 || r.from > sorted[i - 1]!.to);
  }, 'Postcode ranges must not overlap'),
  v.check((c) => {
    const ids = new Set(c.services.map((s) => s.id));
    return ids.has(c.standardService) && c.free.services.every((s) => ids.has(s));
  }, 'The standard service and free delivery must name services there are'),
  v.metadata({ ref: 'FreightConfig' }),
);

export const FreightSettingsSchema = v.pipe(
  v.strictObject({
    config: FreightConfigSchema,
    /** 0 while the shop has not saved its own (the embedded defaults apply). */
    version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  v.metadata({ ref: 'FreightSettings' }),
);
export type FreightSettings = v.InferOutput<typeof FreightSettingsSchema>;
