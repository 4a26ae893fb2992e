/**
 * A freight save refused because someone saved first (409): the document's parts as ConflictNotice
 * lists them (general values one by one, free delivery, zones, the postcode table, each service), and
 * "Keep my changes", which takes the saved copy and puts back only the parts this editor changed.
 */
import type { ConflictField } from '../../conflict.tsx';
import type { FreightForm, ServiceValues } from './freight-form.ts';
import { POSTCODE_HEADER } from './postcode-lines.ts';

/** The parts of the document, by key: 'cutoff', 'free', 'service:parcel'. */
export type FreightParts = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sorted = (list: readonly string[]) => [...list].sort();

export function partsOf(values: FreightForm): FreightParts {
  const parts: FreightParts = {
    cubicFactor: values.cubicFactor,
    handlingDays: values.handlingDays,
    cutoff: values.cutoff,
    standardService: values.standardService,
    // Ticked boxes in any order are the same rule.
    free: {
      services: sorted(values.free.services),
      zoneKinds: sorted(values.free.zoneKinds),
      classes: sorted(values.free.classes),
      dangerousGoods: values.free.dangerousGoods,
    },
    zones: values.zones,
    postcodes: values.postcodes.trim(),
  };
  for (const s of values.services) parts[`service:${s.id}`] = s;
  return parts;
}

/** The table's lines that are ranges (not blank, not the header). */
const rangeLines = (text: string) =>
  text.split('\n').filter((line) => line.trim() && line.replace(/\s/g, '').toLowerCase() !== POSTCODE_HEADER)
    .length;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The fields ConflictNotice compares, with how each reads. */
export function partFields(mine: FreightForm, theirs: FreightForm): ConflictField<FreightParts>[] {
  const services = [
    ...theirs.services,
    ...mine.services.filter((s) => !theirs.services.some((t) => t.id === s.id)),
  ];
  const nameOf = (id: unknown) => services.find((s) => s.id === id)?.name ?? String(id);
  return [
    { key: 'cubicFactor', label: 'Cubic factor' },
    { key: 'handlingDays', label: 'Handling days', format: (d) => (d as string[]).join('–') },
    { key: 'cutoff', label: 'Cutoff' },
    { key: 'standardService', label: 'Standard service', format: nameOf },
    {
      key: 'free',
      label: 'Free delivery',
      format: (f) => {
        const rule = f as FreightForm['free'];
        const parts = [rule.services.map(nameOf), rule.zoneKinds, rule.classes].map((l) => l.join(', '));
        return `${parts.join('; ')}; dangerous goods ${rule.dangerousGoods ? 'too' : 'not'}`;
      },
    },
    { key: 'zones', label: 'Zones', format: (z) => count((z as unknown[]).length, 'zone', 'zones') },
    {
      key: 'postcodes',
      label: 'Postcode ranges',
      format: (p) => count(rangeLines(String(p ?? '')), 'range', 'ranges'),
    },
    ...services.map((s) => ({
      key: `service:${s.id}`,
      label: s.name,
      format: (value: unknown) => {
        const service = value as ServiceValues | undefined;
        return service ? `${service.name}${service.active ? '' : ' (not in use)'}` : 'none';
      },
    })),
  ];
}

/**
 * The saved copy (`theirs`) with the parts this editor changed since loading (`loaded`) put back
 * from `mine`: services one by one while the three copies list the same services.
 */
export function keepMine(mine: FreightForm, loaded: FreightForm, theirs: FreightForm): FreightForm {
  const pick = <K extends keyof FreightForm>(key: K): FreightForm[K] =>
    same(mine[key], loaded[key]) ? theirs[key] : mine[key];
  const ids = (f: FreightForm) => f.services.map((s) => s.id);
  const aligned = same(ids(mine), ids(loaded)) && same(ids(loaded), ids(theirs));
  return {
    cubicFactor: pick('cubicFactor'),
    handlingDays: pick('handlingDays'),
    cutoff: pick('cutoff'),
    standardService: pick('standardService'),
    free: same(partsOf(mine).free, partsOf(loaded).free) ? theirs.free : mine.free,
    zones: pick('zones'),
    postcodes: pick('postcodes'),
    services: aligned
      ? mine.services.map((s, i) => (same(s, loaded.services[i]) ? theirs.services[i]! : s))
      : pick('services'),
  };
}
