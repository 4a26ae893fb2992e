/**
 * The settings form's values (pure, tested without a browser): the API's settings as the form's
 * texts (cents as dollars, nested links flattened to 'social_links.facebook'), and back to the
 * PATCH body of only what changed, with the version loaded, or the fields' error messages.
 */
import type { FieldErrors } from '../../../lib/forms/field-errors.ts';
import { CARRIERS } from '../../../lib/orders/fulfilment.ts';
import { centsToDecimal } from '../../../lib/pricing/money.ts';

export type Kind = 'money' | 'whole' | 'percent' | 'text' | 'url' | 'template';

export interface SettingField {
  /** The API's name; nested ones as 'social_links.facebook'. */
  key: string;
  label: string;
  kind: Kind;
  hint?: string;
}

const SOCIAL = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

export const SECTIONS: { title: string; hint?: string; fields: SettingField[] }[] = [
  {
    title: 'Prices and delivery',
    fields: [
      { key: 'gst_percentage', label: 'GST (%)', kind: 'percent' },
      { key: 'delivery_charge_cents', label: 'Delivery charge ($)', kind: 'money' },
      {
        key: 'free_delivery_threshold_cents',
        label: 'Free delivery from ($)',
        kind: 'money',
        hint: 'Orders of this much or more ship free.',
      },
    ],
  },
  {
    title: 'Returns, warranty and discounts',
    fields: [
      { key: 'return_days', label: 'Days to return', kind: 'whole' },
      { key: 'warranty_years', label: 'Warranty (years)', kind: 'whole' },
      { key: 'member_discount_percentage', label: 'Member discount (%)', kind: 'percent' },
      { key: 'newsletter_discount_percentage', label: 'Newsletter sign-up discount (%)', kind: 'percent' },
      {
        key: 'restocking_fee_percentage',
        label: 'Restocking fee (%)',
        kind: 'percent',
        hint: 'Most a change-of-mind return may lose; 0 for none. The return policy and FAQ follow it.',
      },
    ],
  },
  {
    title: 'Seller on tax invoices',
    fields: [
      { key: 'seller_legal_name', label: 'Legal name', kind: 'text' },
      { key: 'seller_abn', label: 'ABN', kind: 'text' },
      { key: 'seller_address', label: 'Address', kind: 'text' },
    ],
  },
  {
    title: 'Emails',
    hint: 'How every email to customers looks and signs off; the footer also shows the seller above.',
    fields: [
      {
        key: 'email_logo_url',
        label: 'Logo',
        kind: 'text',
        hint: "An https address or a path on the shop such as /storage/logo.png; empty shows the shop's name.",
      },
      {
        key: 'email_brand_colour',
        label: 'Brand colour',
        kind: 'text',
        hint: 'Headings and buttons, like #b3261e.',
      },
      { key: 'email_contact_email', label: 'Contact email', kind: 'text' },
      { key: 'email_contact_phone', label: 'Contact phone', kind: 'text' },
      {
        key: 'review_request_days',
        label: 'Review request days',
        kind: 'whole',
        hint: 'Days after a part is delivered or collected that its buyer is asked for a review (0 to 60; 0 at once).',
      },
    ],
  },
  {
    title: 'Social links',
    hint: 'An https address of the shop’s page, or empty for none.',
    fields: Object.entries(SOCIAL).map(([key, label]) => ({
      key: `social_links.${key}`,
      label,
      kind: 'url',
    })),
  },
  {
    title: 'Tracking links',
    hint: 'An https address with {tracking} where the tracking number goes; empty for none.',
    fields: Object.entries(CARRIERS).map(([key, label]) => ({
      key: `tracking_links.${key}`,
      label,
      kind: 'template',
    })),
  },
];

export const ALL = SECTIONS.flatMap((s) => s.fields);

export type Form = Record<string, string>;
export type Api = Record<string, unknown>;

function read(data: Api, key: string): unknown {
  const [head = '', tail] = key.split('.');
  const value = data[head];
  return tail ? (value as Api | undefined)?.[tail] : value;
}

/** The API's settings as the form's texts (cents as dollars). */
export function toForm(data: Api): Form {
  const form: Form = {};
  for (const f of ALL) {
    const value = read(data, f.key);
    form[f.key] = value == null ? '' : f.kind === 'money' ? centsToDecimal(Number(value)) : String(value);
  }
  return form;
}

const MONEY = /^\d{1,7}(?:\.\d{1,2})?$/;

/** A form text as the API's value, or an error message. */
export function parse(f: SettingField, text: string): { value: unknown } | { error: string } {
  const t = text.trim();
  const name = f.label.replace(/ \((%|\$|years)\)$/, '');
  switch (f.kind) {
    case 'money':
      return MONEY.test(t)
        ? { value: Math.round(Number(t) * 100) }
        : { error: `${name} must be an amount in dollars, like 12.50.` };
    case 'whole':
      return /^\d{1,6}$/.test(t) ? { value: Number(t) } : { error: `${name} must be a whole number.` };
    case 'percent':
      return /^\d{1,3}(?:\.\d{1,2})?$/.test(t) && Number(t) <= 100
        ? { value: Number(t) }
        : { error: `${name} must be a percentage between 0 and 100.` };
    default:
      return { value: t };
  }
}

/** What a save sends: each changed field (nested objects for links) and the loaded version. */
export function changes(form: Form, saved: Form, version: unknown): { body: Api; errors: FieldErrors } {
  const body: Api = {};
  const errors: FieldErrors = {};
  for (const f of ALL) {
    if (form[f.key] === saved[f.key]) continue;
    const parsed = parse(f, form[f.key] ?? '');
    if ('error' in parsed) {
      errors[f.key] = parsed.error;
      continue;
    }
    const [head = '', tail] = f.key.split('.');
    if (tail) body[head] = { ...(body[head] as Api | undefined), [tail]: parsed.value };
    else body[head] = parsed.value;
  }
  body.version = version;
  return { body, errors };
}

/** The form's values as react-hook-form holds them: nested where the names are ('social_links': { facebook }). */
export type Nested = Record<string, string | Record<string, string>>;

/** Flat form texts ('social_links.facebook') as nested values. */
export function nest(form: Form): Nested {
  const out: Nested = {};
  for (const [key, value] of Object.entries(form)) {
    const [head = '', tail] = key.split('.');
    if (tail) out[head] = { ...(out[head] as Record<string, string> | undefined), [tail]: value };
    else out[head] = value;
  }
  return out;
}

/** Nested values as the flat form texts. */
export function flatten(values: Nested): Form {
  const form: Form = {};
  for (const f of ALL) form[f.key] = String(read(values, f.key) ?? '');
  return form;
}
