/**
 * The product editor's form, without React: what the inputs hold (dollars and digits as typed),
 * the API body they become, the client-side check with lib/catalogue-input's schemas (so the form
 * says what the server would; `productResolver` is that check as react-hook-form's resolver), the
 * fields a save changes, and which field an error belongs to.
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { ApiError } from '../../../lib/api/client.ts';
import {
  type AdminProduct,
  ProductCreateSchema,
  ProductEditSchema,
  type productFields,
} from '../../../lib/catalogue/catalogue-input.ts';
import { type ShippedFields, shippedSizeErrors } from '../../../lib/catalogue/freight-input.ts';
import type { StockStatus } from '../../../lib/catalogue/stock.ts';
import { type FieldErrors, fieldErrors } from '../../../lib/forms/field-errors.ts';
import { type FreightClass, normaliseUn, type PackingGroup } from '../../../lib/freight/goods.ts';
import { centsToDecimal, formatPercent, parseMoney, percentToBp } from '../../../lib/pricing/money.ts';

export type ProductKey = keyof typeof productFields;

/** What the inputs hold. */
export interface Draft {
  title: string;
  sku: string;
  permalink: string;
  /** Dollars ex GST, as typed ("154.99"). */
  price: string;
  discount_type: '' | 'fixed' | 'percent';
  /** Dollars for fixed, percent for percent ("12.5"). */
  discount_value: string;
  short_description: string;
  long_description: string;
  brand_id: string;
  category_id: string;
  /** '' for none. */
  child_category_id: string;
  is_featured: boolean;
  weight_grams: string;
  length_mm: string;
  width_mm: string;
  height_mm: string;
  freight_class: FreightClass;
  /** Not shipped (a service, a gift card): no weight or size needed. */
  is_virtual: boolean;
  /** Dangerous goods: the four fields below are the product's only while this is ticked. */
  dg: boolean;
  /** As typed ("2794", "UN2794"). */
  dg_un: string;
  /** '' until a class is chosen. */
  dg_class: string;
  dg_packing_group: PackingGroup;
  dg_limited_quantity: boolean;
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  page_index: boolean;
  active: boolean;
  /** Fits every vehicle (otherwise only the vehicles the fitment import lists). */
  universal: boolean;
  stock_status: StockStatus;
  images: { path: string; alt: string }[];
}

export const BLANK_DRAFT: Draft = {
  title: '',
  sku: '',
  permalink: '',
  price: '',
  discount_type: '',
  discount_value: '',
  short_description: '',
  long_description: '',
  brand_id: '',
  category_id: '',
  child_category_id: '',
  is_featured: false,
  weight_grams: '0',
  length_mm: '0',
  width_mm: '0',
  height_mm: '0',
  freight_class: 'standard',
  is_virtual: false,
  dg: false,
  dg_un: '',
  dg_class: '',
  dg_packing_group: '',
  dg_limited_quantity: false,
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  page_index: true,
  active: true,
  universal: false,
  stock_status: 'in_stock',
  images: [],
};

export function draftOf(p: AdminProduct): Draft {
  return {
    title: p.title,
    sku: p.sku,
    permalink: p.permalink,
    price: centsToDecimal(p.price_cents),
    discount_type: p.discount?.type ?? '',
    discount_value: !p.discount
      ? ''
      : p.discount.type === 'fixed'
        ? centsToDecimal(p.discount.value)
        : formatPercent(p.discount.value),
    short_description: p.short_description,
    long_description: p.long_description,
    brand_id: String(p.brand_id),
    category_id: String(p.category_id),
    child_category_id: p.child_category_id == null ? '' : String(p.child_category_id),
    is_featured: p.is_featured,
    weight_grams: String(p.weight_grams),
    length_mm: String(p.length_mm),
    width_mm: String(p.width_mm),
    height_mm: String(p.height_mm),
    freight_class: p.freight_class,
    is_virtual: p.is_virtual,
    dg: p.dangerous_goods !== null,
    dg_un: p.dangerous_goods?.un ?? '',
    dg_class: p.dangerous_goods?.dg_class ?? '',
    dg_packing_group: p.dangerous_goods?.packing_group ?? '',
    dg_limited_quantity: p.dangerous_goods?.limited_quantity ?? false,
    seo_title: p.seo_title,
    seo_description: p.seo_description,
    seo_keywords: p.seo_keywords,
    page_index: p.page_index,
    active: p.active,
    universal: p.universal,
    stock_status: p.stock_status,
    images: p.images.map((i) => ({ ...i })),
  };
}

/** Text that is not a number becomes NaN, so the schema says "… must be a number". */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const money = (text: string) => parseMoney(text) ?? Number.NaN;

/** The API's product fields from the inputs (not yet checked). */
export function inputOf(d: Draft): Record<ProductKey, unknown> {
  return {
    title: d.title,
    sku: d.sku,
    permalink: d.permalink,
    price_cents: money(d.price),
    discount:
      d.discount_type === ''
        ? null
        : {
            type: d.discount_type,
            value:
              d.discount_type === 'fixed'
                ? money(d.discount_value)
                : (percentToBp(d.discount_value) ?? Number.NaN),
          },
    short_description: d.short_description,
    long_description: d.long_description,
    brand_id: num(d.brand_id),
    category_id: num(d.category_id),
    child_category_id: d.child_category_id === '' ? null : num(d.child_category_id),
    is_featured: d.is_featured,
    weight_grams: num(d.weight_grams),
    length_mm: num(d.length_mm),
    width_mm: num(d.width_mm),
    height_mm: num(d.height_mm),
    freight_class: d.freight_class,
    dangerous_goods: d.dg
      ? {
          // Sent as stored ('UN2794'), so a UN number typed another way is no change.
          un: normaliseUn(d.dg_un) ?? d.dg_un.trim(),
          dg_class: d.dg_class,
          packing_group: d.dg_packing_group,
          limited_quantity: d.dg_limited_quantity,
        }
      : null,
    is_virtual: d.is_virtual,
    seo_title: d.seo_title,
    seo_description: d.seo_description,
    seo_keywords: d.seo_keywords,
    page_index: d.page_index,
    active: d.active,
    universal: d.universal,
    stock_status: d.stock_status,
    images: d.images,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `input` that differ from the saved product. */
export function changedFields(
  input: Record<ProductKey, unknown>,
  saved: AdminProduct,
): Partial<Record<ProductKey, unknown>> {
  const out: Partial<Record<ProductKey, unknown>> = {};
  for (const [key, value] of Object.entries(input) as [ProductKey, unknown][]) {
    // Descriptions compare as the editor's HTML; a text the editor only normalised is not a change.
    if (!same(value, saved[key])) out[key] = value;
  }
  return out;
}

/** API fields whose input has another name (the price is typed in dollars, the discount's amount apart from its type). */
const INPUT_OF: Record<string, string> = {
  price_cents: 'price',
  discount: 'discount_value',
  dangerous_goods: 'dg',
  'dangerous_goods.un': 'dg_un',
  'dangerous_goods.dg_class': 'dg_class',
  'dangerous_goods.packing_group': 'dg_packing_group',
  'dangerous_goods.limited_quantity': 'dg_limited_quantity',
};

/**
 * The form field an error path belongs to: 'discount.value' → 'discount_value', 'images.2.path' →
 * 'images', 'price_cents' → 'price', 'dangerous_goods.un' → 'dg_un'; an image's alt text is its own
 * field ('images.2.alt').
 */
export function fieldOf(path: string): string {
  if (/^images\.\d+\.alt$/.test(path)) return path;
  const [top = path, second] = path.split('.');
  return INPUT_OF[`${top}.${second}`] ?? INPUT_OF[top] ?? top;
}

/** Errors keyed by form field, the first message of each. */
export function byField(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) out[fieldOf(path)] ??= message;
  return out;
}

export type Checked = { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldErrors };

function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path?.map((p) => String(p.key)).join('.') || 'form';
    errors[fieldOf(path)] ??= issue.message;
  }
  return errors;
}

/** A fixed discount above the price: the server's own words. */
export const DISCOUNT_ABOVE_PRICE = 'A fixed discount cannot be more than the price.';

function crossChecks(input: Record<ProductKey, unknown>, errors: FieldErrors): void {
  // A shipped product on sale needs its weight and size, as the server says (whatever else changed).
  const sizes = shippedSizeErrors(input as unknown as ShippedFields);
  for (const [field, message] of Object.entries(sizes)) errors[field] ??= message;
  const discount = input.discount as { type: string; value: number } | null;
  if (
    discount?.type === 'fixed' &&
    !errors.discount_value &&
    !errors.price &&
    discount.value > (input.price_cents as number)
  )
    errors.discount_value = DISCOUNT_ABOVE_PRICE;
}

/**
 * The body to send, checked as the server will: a new product in full (POST), an edit as its
 * version and the changed fields (PATCH). `saved` is the product the edit was made from.
 */
export function checkProduct(d: Draft, saved: AdminProduct | null): Checked {
  const input = inputOf(d);
  const body = saved ? { version: saved.version, ...changedFields(input, saved) } : input;
  // An edit that changes nothing has nothing to check (the editor says there is nothing to save).
  if (saved && Object.keys(body).length === 1) return { ok: true, body };
  const result = v.safeParse(saved ? ProductEditSchema : ProductCreateSchema, body);
  const errors = result.success ? {} : issuesToErrors(result.issues);
  crossChecks(input, errors);
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, body };
}

/** A permalink from a title: lower-case words joined by single dashes ("Brake Pads 2x" → "brake-pads-2x"). */
export function permalinkOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
}

/**
 * react-hook-form's resolver for the editor: the draft checked with lib/catalogue-input's schemas
 * as `checkProduct` does (an edit against the product it was made from, `saved()`), errors keyed by
 * the input that holds the field. The values stay the draft; the save builds the body.
 */
export function productResolver(saved: () => AdminProduct | null): Resolver<Draft, unknown, Draft> {
  return (values, _context, options) => {
    const checked = checkProduct(values, saved());
    if (checked.ok) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [name, message] of Object.entries(checked.errors)) errors[name] = { type: 'schema', message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** An API error whose field errors are keyed by the form's inputs ('price_cents' → 'price'). */
export function withFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const found = fieldErrors(error);
  if (!Object.keys(found).length) return error;
  const body = error.body as Record<string, unknown>;
  return new ApiError(error.status, error.message, { ...body, errors: byField(found) });
}
