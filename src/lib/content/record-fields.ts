/**
 * The one description of every back-office record's fields (brands, blog posts, information pages,
 * FAQs, home page blocks, categories, child categories, vehicles): the API's name of each field, the
 * row property behind it, its kind and rule, and how the back office's form shows it. The API's
 * routes (api/http/record-routes.ts) build their request schemas from it with `inputSchema`, and the
 * back office's forms check the same values with the same schemas (`formSchema`) before sending.
 * Browser-safe: valibot and lib/ only.
 */
import * as v from 'valibot';
import { Timestamp } from '../api/schemas/common.ts';
import { PERMALINK_PATTERN } from '../catalogue/catalogue-input.ts';
import { FUELS, YEAR_MAX, YEAR_MIN } from '../fitment/fitment.ts';
import { MAX_INT4 } from '../forms/limits.ts';
import { isSchemaMarkup } from '../site/schema-markup.ts';
import { isSiteOrHttpsLink } from '../site/site-path.ts';

export type FieldKind =
  | 'text'
  | 'rich'
  | 'permalink'
  | 'image'
  | 'link'
  | 'json'
  | 'int'
  | 'bool'
  | 'flag'
  | 'index';

/** How the back office's form shows a field. */
export type Control = 'text' | 'textarea' | 'rich' | 'number' | 'check' | 'select' | 'image';

/** The uploads folder of an image (POST /admin/uploads?kind=…). */
export type UploadFolder = 'products' | 'brands' | 'blogs' | 'banners' | 'categories';

export interface Choice {
  value: string;
  label: string;
}

/** One field as the API names it, the row's property behind it, its rule, and its form control. */
export interface RecordField {
  /** The row's property (the server's column key), e.g. 'logoImage'. */
  column: string;
  kind: FieldKind;
  /** The field's name in the API's messages ("Name is required"). */
  label: string;
  /** Most characters (text and rich kinds); whole-number bounds for int. */
  max?: number;
  min?: number;
  /** A create without this field gets this value. Fields without a default are required on create. */
  default?: unknown;
  /** For text: the allowed values. */
  choices?: readonly string[];
  /** Shown in answers, never written through the API (an info page's slug). */
  readOnly?: boolean;

  /** The form's label, when it differs from the API's ('Active' shows as 'Shown on the site'). */
  formLabel?: string;
  /** The form's control; by default from the kind (rich, image, number, check, select, else text). */
  control?: Control;
  /** The form's hint under the control. */
  hint?: string;
  /** The choices of a select as the form names them (a flag's 0/1, a page index's '1'/'0'). */
  options?: readonly Choice[];
  /** An image's uploads folder. */
  upload?: UploadFolder;
  /** The field that keeps an image's alt text (edited in the image's control, not on its own). */
  altKey?: string;
}

export type RecordFields = Record<string, RecordField>;

// ---------------------------------------------------------------------------------------------
// Rules: the schema of a field as a request sends it.

const text = (f: RecordField) => {
  const max = f.max ?? 255;
  const base = v.pipe(
    v.string(`${f.label} must be text`),
    v.trim(),
    v.maxLength(max, `${f.label} must be at most ${max.toLocaleString('en-AU')} characters`),
  );
  return f.choices
    ? v.picklist(f.choices as string[], `${f.label} must be one of ${f.choices.join(', ')}`)
    : f.min
      ? v.pipe(base, v.minLength(f.min, `${f.label} is required`))
      : base;
};

/** The rule of a field as a request sends it. */
export function inputSchema(f: RecordField): v.GenericSchema {
  switch (f.kind) {
    case 'text':
    case 'rich':
      return text(f);
    case 'permalink':
      return v.pipe(
        v.string(`${f.label} must be text`),
        v.trim(),
        v.maxLength(200, `${f.label} must be at most 200 characters`),
        v.regex(
          PERMALINK_PATTERN,
          `${f.label} must be lower-case letters and digits joined by single dashes`,
        ),
      );
    case 'image':
      return v.pipe(
        v.string(`${f.label} must be text`),
        v.regex(
          f.min
            ? /^uploads\/[a-z0-9/_-]+\.(?:webp|png|jpe?g)$/
            : /^(|uploads\/[a-z0-9/_-]+\.(?:webp|png|jpe?g))$/,
          `${f.label} must be an uploaded image`,
        ),
      );
    case 'link':
      return v.pipe(
        v.string(`${f.label} must be text`),
        v.trim(),
        v.maxLength(500, `${f.label} must be at most 500 characters`),
        v.check(
          (s) => (s === '' && f.default !== undefined) || isSiteOrHttpsLink(s),
          `${f.label} must be a path on this site (starting with /) or an https address`,
        ),
      );
    case 'json':
      // Schema markup: a JSON-LD object, or empty for the page's default.
      return v.pipe(text(f), v.check(isSchemaMarkup, `${f.label} must be a JSON object (JSON-LD), or empty`));
    case 'int': {
      const min = f.min ?? 0;
      const max = f.max ?? MAX_INT4;
      return v.pipe(
        v.number(`${f.label} must be a number`),
        v.integer(`${f.label} must be a whole number`),
        v.minValue(min, `${f.label} must be at least ${min}`),
        v.maxValue(max, `${f.label} must be at most ${max.toLocaleString('en-AU')}`),
      );
    }
    case 'bool':
      return v.boolean(`${f.label} must be true or false`);
    case 'flag':
      return v.picklist([0, 1], `${f.label} must be 0 or 1`);
    case 'index':
      return v.picklist(['0', '1'], `${f.label} must be '0' (noindex) or '1'`);
  }
}

/** The rule of a field as answers carry it. */
export function outputSchema(f: RecordField): v.GenericSchema {
  if (f.kind === 'int' || f.kind === 'flag') return v.number();
  if (f.kind === 'bool') return v.boolean();
  return v.string();
}

/** A record as answers carry it: id, fields by their API names, version, updated_at (ISO time). */
export function answerSchema(fields: RecordFields) {
  return v.strictObject({
    id: v.number(),
    ...Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, outputSchema(f)])),
    version: v.number(),
    updated_at: Timestamp,
  });
}

/** A record as the back office holds it: its fields by their API names, with id, version and updated_at once saved. */
export type RecordValues = Record<string, unknown> & {
  id?: number;
  /** A record's version number; a listing's the time of its last save. */
  version?: number | string | null;
  updated_at?: string;
};

/** The fields a request may write (not the read-only ones), with their names. */
export const writableFields = (fields: RecordFields) => Object.entries(fields).filter(([, f]) => !f.readOnly);

/** A create's body: every writable field, those with a default optional. */
export function createSchema(fields: RecordFields) {
  return v.strictObject(
    Object.fromEntries(
      writableFields(fields).map(([k, f]) => [
        k,
        f.default === undefined ? inputSchema(f) : v.optional(inputSchema(f), f.default as never),
      ]),
    ),
  );
}

/** An edit's body: the version it was made from and any writable fields, at least one. */
export function editSchema(fields: RecordFields) {
  return v.pipe(
    v.strictObject({
      version: v.pipe(
        v.number('Version must be a number'),
        v.integer('Version must be a whole number'),
        v.minValue(1, 'Version must be at least 1'),
        v.maxValue(MAX_INT4, 'Version is too large'),
      ),
      ...Object.fromEntries(writableFields(fields).map(([k, f]) => [k, v.optional(inputSchema(f))])),
    }),
    v.check((o) => Object.keys(o).length > 1, 'Nothing to update'),
  );
}

/**
 * What a back-office form checks before it sends: the fields it shows (and the alt texts their
 * images keep), each by the rule the API applies; other values the form holds (id, version) pass.
 */
export function formSchema(fields: RecordFields, keys: readonly string[] = Object.keys(fields)) {
  const entries: [string, v.GenericSchema][] = [];
  for (const key of keys) {
    const f = fields[key];
    if (!f || f.readOnly) continue;
    entries.push([key, inputSchema(f)]);
    const alt = f.altKey ? fields[f.altKey] : undefined;
    if (f.altKey && alt) entries.push([f.altKey, inputSchema(alt)]);
  }
  return v.looseObject(Object.fromEntries(entries));
}

// ---------------------------------------------------------------------------------------------
// How a form shows a field.

/** The form's control of a field. */
export function controlOf(f: RecordField): Control {
  if (f.control) return f.control;
  switch (f.kind) {
    case 'rich':
      return 'rich';
    case 'image':
      return 'image';
    case 'int':
      return 'number';
    case 'bool':
      return 'check';
    case 'flag':
    case 'index':
      return 'select';
    case 'json':
      return 'textarea';
    default:
      return f.choices ? 'select' : 'text';
  }
}

/** The label the form shows. */
export const formLabelOf = (f: RecordField) => f.formLabel ?? f.label;

/** A field must be filled in: it has no default (a create needs it) or must not be empty. */
export const isRequired = (f: RecordField) =>
  !f.readOnly && (f.default === undefined || (f.min ?? 0) > 0) && f.kind !== 'bool' && f.kind !== 'int';

/** The choices of a select, as the form names them. */
export const optionsOf = (f: RecordField): readonly Choice[] =>
  f.options ?? (f.choices ?? []).map((c) => ({ value: c, label: c }));

/** The values of a new record: every writable field's default ('' when it has none). */
export function blankOf(fields: RecordFields, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const blank: Record<string, unknown> = {};
  for (const [k, f] of writableFields(fields))
    blank[k] = f.default ?? (f.kind === 'int' ? 0 : f.kind === 'bool' ? true : '');
  return { ...blank, ...extra };
}

// ---------------------------------------------------------------------------------------------
// The records.

const PERMALINK_RULE = 'Lower-case letters and digits joined by dashes';

/** A record's permalink field; `where` says where its page is ('; the post is at /blog/<permalink>/.'). */
const permalink = (where = '.'): RecordField => ({
  column: 'permalink',
  kind: 'permalink',
  label: 'Permalink',
  hint: `${PERMALINK_RULE}${where}`,
});

/** Search-engine fields, the same on posts, info pages and listings. */
export const SEO_FIELDS: RecordFields = {
  seo_title: {
    column: 'seoTitle',
    kind: 'text',
    label: 'SEO title',
    default: '',
    hint: 'The title in search results; empty uses the title.',
  },
  seo_description: {
    column: 'seoDescription',
    kind: 'text',
    label: 'SEO description',
    max: 500,
    default: '',
    control: 'textarea',
  },
  seo_tags: {
    column: 'seoTags',
    kind: 'text',
    label: 'SEO keywords',
    max: 500,
    default: '',
    hint: 'Comma-separated.',
  },
  page_index: {
    column: 'pageIndex',
    kind: 'index',
    label: 'Page index',
    default: '1',
    formLabel: 'Search engines',
    options: [
      { value: '1', label: 'Index this page' },
      { value: '0', label: 'Do not index (noindex)' },
    ],
  },
};

export const BRAND_FIELDS: RecordFields = {
  title: { column: 'title', kind: 'text', label: 'Name', min: 1 },
  permalink: permalink('; the brand page is /brand/<permalink>/.'),
  logo_image: { column: 'logoImage', kind: 'image', label: 'Logo', default: '', upload: 'brands' },
  cover_image: { column: 'coverImage', kind: 'image', label: 'Cover image', default: '', upload: 'brands' },
  description: {
    column: 'description',
    kind: 'rich',
    label: 'Description',
    max: 100_000,
    default: '',
    hint: 'Shown on the brand page above its products (the first 7,000 characters).',
  },
  active: { column: 'active', kind: 'bool', label: 'Active', default: true, formLabel: 'Shown on the site' },
};

export const BLOG_FIELDS: RecordFields = {
  title: { column: 'title', kind: 'text', label: 'Title', min: 1 },
  permalink: permalink('; the post is at /blog/<permalink>/.'),
  active: {
    column: 'active',
    kind: 'flag',
    label: 'Status',
    default: 0,
    options: [
      { value: '0', label: 'Draft (not on the site)' },
      { value: '1', label: 'Published' },
    ],
  },
  description: {
    column: 'description',
    kind: 'text',
    label: 'Summary',
    max: 1000,
    default: '',
    control: 'textarea',
    hint: 'Shown in the blog list.',
  },
  content: { column: 'content', kind: 'rich', label: 'Content', max: 200_000, default: '' },
  featured_image: {
    column: 'featuredImage',
    kind: 'image',
    label: 'Featured image',
    default: '',
    upload: 'blogs',
    altKey: 'fimage_alt_text',
  },
  fimage_alt_text: {
    column: 'fimageAltText',
    kind: 'text',
    label: 'Featured image alt text',
    default: '',
  },
  cover_image: { column: 'coverImage', kind: 'image', label: 'Cover image', default: '', upload: 'blogs' },
  ...SEO_FIELDS,
  // The product spec's _canonical_url and _schema_markup: the article page uses them when set.
  canonical_url: {
    column: 'canonicalUrl',
    kind: 'link',
    label: 'Canonical URL',
    default: '',
    control: 'text',
    hint: 'Only when this post first appeared elsewhere: a path on this site (/blog/…) or an https address. Empty: the post’s own address.',
  },
  schema_markup: {
    column: 'schemaMarkup',
    kind: 'json',
    label: 'Schema markup',
    max: 20_000,
    default: '',
    formLabel: 'Schema markup (JSON-LD)',
    hint: 'A JSON object, or empty for the default BlogPosting.',
  },
};

export const INFO_PAGE_FIELDS: RecordFields = {
  slug: { column: 'slug', kind: 'text', label: 'Address', readOnly: true },
  title: { column: 'title', kind: 'text', label: 'Title', min: 1 },
  summary: {
    column: 'summary',
    kind: 'text',
    label: 'Summary',
    max: 1000,
    default: '',
    control: 'textarea',
  },
  content: { column: 'content', kind: 'rich', label: 'Content', max: 200_000 },
  ...SEO_FIELDS,
};

export const FAQ_FIELDS: RecordFields = {
  group_name: { column: 'groupName', kind: 'text', label: 'Group', min: 1, max: 100, control: 'select' },
  question: { column: 'question', kind: 'text', label: 'Question', min: 1, max: 500 },
  answer: { column: 'answer', kind: 'rich', label: 'Answer', max: 20_000, min: 1 },
  sort_order: { column: 'sortOrder', kind: 'int', label: 'Sort order', max: 100_000, default: 0 },
};

export const HOME_BLOCK_FIELDS: RecordFields = {
  kind: { column: 'kind', kind: 'text', label: 'Kind', choices: ['slide', 'banner'] },
  title: { column: 'title', kind: 'text', label: 'Title', min: 1, max: 120 },
  text: { column: 'text', kind: 'text', label: 'Text', max: 300, default: '', control: 'textarea' },
  href: {
    column: 'href',
    kind: 'link',
    label: 'Link',
    hint: 'A page of the shop starting with / (e.g. /shop/category/tyres/) or an https address.',
  },
  cta: {
    column: 'cta',
    kind: 'text',
    label: 'Button text',
    max: 40,
    default: '',
    hint: 'e.g. Shop now; empty for no button.',
  },
  image: { column: 'image', kind: 'image', label: 'Image', min: 1, upload: 'banners', altKey: 'image_alt' },
  image_alt: { column: 'imageAlt', kind: 'text', label: 'Image alt text', max: 300, default: '' },
  sort_order: { column: 'sortOrder', kind: 'int', label: 'Sort order', max: 100_000, default: 0 },
  active: {
    column: 'active',
    kind: 'bool',
    label: 'Active',
    default: true,
    formLabel: 'Shown on the home page',
  },
};

const SORT_ORDER: RecordField = {
  column: 'sortOrder',
  kind: 'int',
  label: 'Sort order',
  max: 100_000,
  default: 0,
  hint: 'Smaller numbers come first.',
};

export const CATEGORY_FIELDS: RecordFields = {
  title: { column: 'title', kind: 'text', label: 'Name', min: 1 },
  sku: { column: 'sku', kind: 'text', label: 'Code (SKU)', min: 1, max: 64 },
  permalink: permalink('. The page is /shop/category/<permalink>/.'),
  thumbnail_image: {
    column: 'thumbnailImage',
    kind: 'image',
    label: 'Thumbnail',
    default: '',
    upload: 'categories',
  },
  sort_order: SORT_ORDER,
  active: { column: 'active', kind: 'bool', label: 'Active', default: true, formLabel: 'Shown on the site' },
};

export const CHILD_CATEGORY_FIELDS: RecordFields = {
  category_id: { column: 'categoryId', kind: 'int', label: 'Category', min: 1, readOnly: true },
  title: { column: 'childTitle', kind: 'text', label: 'Name', min: 1 },
  sku: { column: 'childSku', kind: 'text', label: 'Code (SKU)', min: 1, max: 64 },
  permalink: permalink(),
  sort_order: SORT_ORDER,
};

const year = (column: string, label: string): RecordField => ({
  column,
  kind: 'int',
  label,
  min: YEAR_MIN,
  max: YEAR_MAX,
});

export const VEHICLE_FIELDS: RecordFields = {
  make: { column: 'make', kind: 'text', label: 'Make', min: 1, max: 60 },
  model: { column: 'model', kind: 'text', label: 'Model', min: 1, max: 60 },
  series: { column: 'series', kind: 'text', label: 'Series', min: 1, max: 60 },
  year_from: year('yearFrom', 'First year'),
  year_to: year('yearTo', 'Last year'),
  engine: { column: 'engine', kind: 'text', label: 'Engine', min: 1, max: 60 },
  engine_code: { column: 'engineCode', kind: 'text', label: 'Engine code', max: 40, default: '' },
  fuel: { column: 'fuel', kind: 'text', label: 'Fuel', choices: FUELS },
  body: { column: 'body', kind: 'text', label: 'Body', max: 40, default: '' },
  drive: { column: 'drive', kind: 'text', label: 'Drive', max: 20, default: '' },
  transmission: { column: 'transmission', kind: 'text', label: 'Transmission', max: 40, default: '' },
};

/** The shop's warehouses and stores (db/schema/stock.ts), edited by staff with inventory:write. */
export const LOCATION_FIELDS: RecordFields = {
  name: {
    column: 'name',
    kind: 'text',
    label: 'Name',
    min: 1,
    max: 80,
    hint: 'As shoppers see it: "Penrith".',
  },
  kind: {
    column: 'kind',
    kind: 'text',
    label: 'Kind',
    choices: ['warehouse', 'store'],
    default: 'store',
    options: [
      { value: 'store', label: 'Store' },
      { value: 'warehouse', label: 'Warehouse' },
    ],
  },
  street_address: { column: 'streetAddress', kind: 'text', label: 'Street address', min: 1, max: 200 },
  suburb: { column: 'suburb', kind: 'text', label: 'Suburb', min: 1, max: 80 },
  state: {
    column: 'state',
    kind: 'text',
    label: 'State',
    choices: ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'],
  },
  post_code: { column: 'postCode', kind: 'text', label: 'Postcode', min: 4, max: 4 },
  phone: { column: 'phone', kind: 'text', label: 'Phone', max: 20, default: '' },
  hours: {
    column: 'hours',
    kind: 'text',
    label: 'Opening hours',
    max: 500,
    default: '',
    control: 'textarea',
    hint: 'One line per day range, e.g. Mon–Fri 7:30am–5:30pm.',
  },
  pickup: {
    column: 'pickup',
    kind: 'bool',
    label: 'Pickup',
    default: false,
    formLabel: 'Shoppers can collect orders here',
  },
  ships: {
    column: 'ships',
    kind: 'bool',
    label: 'Ships',
    default: true,
    formLabel: 'Parcels are sent from here',
  },
  pickup_lead_minutes: {
    column: 'pickupLeadMinutes',
    kind: 'int',
    label: 'Pickup lead time',
    max: 10_080,
    default: 30,
    hint: 'Minutes until a collect order with everything on the shelf is ready.',
  },
  transfer_days: {
    column: 'transferDays',
    kind: 'int',
    label: 'Transfer days',
    max: 60,
    default: 2,
    hint: 'Days stock from another location takes to reach this store for a collect order.',
  },
  sort_order: SORT_ORDER,
  active: { column: 'active', kind: 'bool', label: 'Active', default: true, formLabel: 'In use' },
};

/**
 * A listing's SEO options (the shop's and each brand's page meta, /admin/page-meta), as the form
 * shows them; the column is the page_meta option. The API checks them with its own schema
 * (api/routes/admin-page-meta.ts): schema markup there is any JSON.
 */
export const LISTING_META_FIELDS: RecordFields = {
  ...Object.fromEntries(Object.entries(SEO_FIELDS).map(([k, f]) => [k, { ...f, column: `_${k}` }])),
  description: {
    column: '_description',
    kind: 'rich',
    label: 'Description',
    max: 100_000,
    default: '',
    formLabel: 'Description above the products',
  },
  editor_image: {
    column: '_editor_image',
    kind: 'image',
    label: 'Description image',
    default: '',
    upload: 'banners',
  },
  schema_markup: {
    column: '_schema_markup',
    kind: 'json',
    label: 'Schema markup',
    max: 20_000,
    default: '',
    formLabel: 'Schema markup (JSON-LD)',
    hint: 'Valid JSON, or empty for none.',
  },
};
