/**
 * A product's freight data as editors write it (DESIGN.md section 11): its freight class, its
 * dangerous-goods data, and the rule that a product the shop ships has a weight and a packed size.
 * Used by the API (create, edit, CSV import) and the back office's form, so both say the same thing;
 * the lists and the UN number's form are lib/freight/goods.ts's.
 */
import * as v from 'valibot';
import { DG_CLASSES, type DgClass, FREIGHT_CLASSES, normaliseUn, PACKING_GROUPS } from '../freight/goods.ts';

export const FREIGHT_CLASS_MESSAGE = 'Freight class must be standard, bulky or oversize';
export const UN_MESSAGE = 'UN number must be UN and four digits, like UN2794';
export const DG_CLASS_MESSAGE = `Dangerous goods class must be one of ${DG_CLASSES.slice(0, -1).join(', ')} or ${DG_CLASSES.at(-1)}`;
export const PACKING_GROUP_MESSAGE = 'Packing group must be I, II, III or none';

/** What each class holds, as the editor's select names it (ADG Code). */
export const DG_CLASS_NAMES: Record<DgClass, string> = {
  '2.1': 'Flammable gas (aerosols, LPG)',
  '2.2': 'Non-flammable gas',
  '3': 'Flammable liquid (fuels, additives)',
  '4.1': 'Flammable solid',
  '5.1': 'Oxidiser',
  '6.1': 'Toxic',
  '8': 'Corrosive (wet batteries, acids)',
  '9': 'Miscellaneous (lithium batteries)',
};

/** Gases have no packing group; flammable liquids, oxidisers, toxics and corrosives always have one. */
const NO_PACKING_GROUP = new Set<string>(['2.1', '2.2']);
const NEEDS_PACKING_GROUP = new Set<string>(['3', '5.1', '6.1', '8']);

/** The packing group's problem for a class, or null. */
export function packingGroupProblem(dgClass: string, packingGroup: string): string | null {
  if (NO_PACKING_GROUP.has(dgClass) && packingGroup !== '')
    return `Class ${dgClass} gases have no packing group`;
  if (NEEDS_PACKING_GROUP.has(dgClass) && packingGroup === '')
    return `Class ${dgClass} needs a packing group (I, II or III)`;
  return null;
}

export const FreightClassSchema = v.picklist(FREIGHT_CLASSES, FREIGHT_CLASS_MESSAGE);

/** 'un 2794', '2794' and 'UN2794' are all stored as 'UN2794'. */
export const DangerousGoodsInputSchema = v.pipe(
  v.strictObject({
    un: v.pipe(
      v.string('UN number must be text'),
      v.check((text) => normaliseUn(text) !== null, UN_MESSAGE),
      v.transform((text) => normaliseUn(text) ?? text),
    ),
    dg_class: v.picklist(DG_CLASSES, DG_CLASS_MESSAGE),
    packing_group: v.picklist(PACKING_GROUPS, PACKING_GROUP_MESSAGE),
    limited_quantity: v.boolean('Limited quantity must be true or false'),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = packingGroupProblem(dataset.value.dg_class, dataset.value.packing_group);
    if (message)
      addIssue({
        message,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value,
            key: 'packing_group',
            value: dataset.value.packing_group,
          },
        ],
      });
  }),
);

/** The fields the shipped-product rule reads. */
export interface ShippedFields {
  is_virtual: boolean;
  active: boolean;
  weight_grams: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
}

const SIZE_LABELS = [
  ['weight_grams', 'Weight'],
  ['length_mm', 'Length'],
  ['width_mm', 'Width'],
  ['height_mm', 'Height'],
] as const;

/**
 * A product on sale that the shop ships needs its weight and packed size above 0: freight is priced
 * by them. A virtual product is not shipped, and an inactive one is not sold (so a product from
 * before the rule can still be deactivated, and an unfinished one saved as a draft).
 */
export function shippedSizeErrors(p: ShippedFields): Record<string, string> {
  const errors: Record<string, string> = {};
  if (p.is_virtual || !p.active) return errors;
  for (const [field, label] of SIZE_LABELS)
    if (!(p[field] > 0)) errors[field] = `${label} is required for a product that is shipped`;
  return errors;
}
