/**
 * Listing SEO for the back office: the page meta of the shop listing and of each brand's
 * (the product spec's _seo_title, _seo_description, _seo_tags, _schema_markup, _description, _editor_image,
 * _page_index), staff with catalogue:write or the machine token.
 *   GET /admin/page-meta                every listing's options and its version (the time of its last save)
 *   PUT /admin/page-meta/{scope}/{ref}  scope shop (ref `_`) or brand (ref the brand's permalink)
 * A PUT names the version it was made from: a newer save in between answers 409 with the listing as it
 * is now. The description is rich text, sanitised; schema markup must be JSON (or empty). A brand's
 * description is not here: it lives on the brand (brands.description), edited with the brand.
 */
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  type ListingMeta,
  ListingMetaAnswerSchema,
  ListingMetaListSchema,
  StaleListingMetaSchema,
} from '../../lib/api/schemas/admin-content.ts';
import { sanitize } from '../../lib/format/html.ts';
import type { DbOrTx } from '../db/client.ts';
import { brands, pageMeta } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { allow, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import { validate } from '../http/validate.ts';
import { recordAudit } from '../services/audit.ts';
import { staleMessage } from '../services/versioned.ts';

export const BRAND_DESCRIPTION_HOME =
  "A brand's description is edited with the brand (Brands), where the brand page takes it from.";

/** API field -> page_meta option. */
const OPTIONS = {
  seo_title: '_seo_title',
  seo_description: '_seo_description',
  seo_tags: '_seo_tags',
  schema_markup: '_schema_markup',
  description: '_description',
  editor_image: '_editor_image',
  page_index: '_page_index',
} as const satisfies Record<keyof ListingMeta['options'], string>;
type Field = keyof typeof OPTIONS;

const text = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

const isJson = (s: string) => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};

const EditSchema = v.strictObject({
  /** The version the editor loaded: null when the listing had no options yet. */
  version: v.nullable(
    v.pipe(v.string('Version must be text'), v.isoTimestamp('Version must be a timestamp')),
  ),
  seo_title: v.optional(text('SEO title', 255)),
  seo_description: v.optional(text('SEO description', 500)),
  seo_tags: v.optional(text('SEO keywords', 500)),
  schema_markup: v.optional(
    v.pipe(
      text('Schema markup', 20_000),
      v.check((s) => s === '' || isJson(s), 'Schema markup must be valid JSON (or empty)'),
    ),
  ),
  description: v.optional(text('Description', 100_000)),
  editor_image: v.optional(
    v.pipe(
      v.string('Description image must be text'),
      v.regex(
        /^(|uploads\/[a-z0-9/_-]+\.(?:webp|png|jpe?g))$/,
        'Description image must be an uploaded image',
      ),
    ),
  ),
  page_index: v.optional(v.picklist(['0', '1'], "Page index must be '0' (noindex) or '1'")),
});

type Entry = ListingMeta;

/** The listings staff edit: the shop and every brand. */
async function listings(db: DbOrTx): Promise<{ scope: 'shop' | 'brand'; ref: string; title: string }[]> {
  const all = await db
    .select({ permalink: brands.permalink, title: brands.title })
    .from(brands)
    .orderBy(asc(brands.title));
  return [
    { scope: 'shop', ref: '', title: 'Shop' },
    ...all.map((b) => ({ scope: 'brand' as const, ref: b.permalink, title: b.title })),
  ];
}

async function entryOf(
  db: DbOrTx,
  listing: { scope: 'shop' | 'brand'; ref: string; title: string },
): Promise<Entry> {
  const rows = await db
    .select()
    .from(pageMeta)
    .where(and(eq(pageMeta.scope, listing.scope), eq(pageMeta.refKey, listing.ref)));
  const byOption = new Map(rows.map((r) => [r.option, r.value]));
  const options = Object.fromEntries(
    (Object.entries(OPTIONS) as [Field, string][]).map(([field, option]) => [
      field,
      byOption.get(option) ?? (field === 'page_index' ? '1' : ''),
    ]),
  ) as Entry['options'];
  const latest = rows.reduce<Date | null>((m, r) => (!m || r.updatedAt > m ? r.updatedAt : m), null);
  return { ...listing, options, version: latest?.toISOString() ?? null };
}

const AUTH = { 401: SIGN_IN_MESSAGE, 403: FORBIDDEN_MESSAGE };
const ParamSchema = v.strictObject({
  scope: v.picklist(['shop', 'brand'], 'The listing must be shop or brand'),
  ref: v.pipe(v.string(), v.maxLength(200, 'The listing is not known')),
});

export const pageMetaRoutes = new Hono<AppEnv>()
  .get(
    '/page-meta',
    doc(
      'Back office',
      'The SEO options of the shop listing and of every brand',
      { 200: ListingMetaListSchema, ...AUTH },
      { security: SHOP_TOKEN },
    ),
    allow('catalogue:write'),
    async (c) => {
      const db = c.var.db;
      return c.json({ data: await Promise.all((await listings(db)).map((l) => entryOf(db, l))) });
    },
  )
  .put(
    '/page-meta/:scope/:ref',
    doc(
      'Back office',
      "Edit a listing's SEO options from the version you loaded; the site rebuilds",
      {
        200: ListingMetaAnswerSchema,
        400: 'The listing or the body cannot be read.',
        ...AUTH,
        404: 'No such listing.',
        409: StaleListingMetaSchema,
        422: 'A field breaks its rule (see errors).',
      },
      { security: SHOP_TOKEN, body: true },
    ),
    allow('catalogue:write'),
    validate('param', ParamSchema),
    validate('json', EditSchema),
    async (c) => {
      const { scope, ref: rawRef } = c.req.valid('param');
      const ref = scope === 'shop' ? '' : rawRef;
      if (scope === 'shop' && rawRef !== '_')
        return c.json({ message: 'The shop listing is /page-meta/shop/_' }, 404);
      const { version, ...fields } = c.req.valid('json');
      // A brand's description has one home, the brand itself (PATCH /admin/brands/{id}).
      if (scope === 'brand' && fields.description !== undefined)
        return c.json(
          { message: BRAND_DESCRIPTION_HOME, errors: { description: BRAND_DESCRIPTION_HOME } },
          422,
        );
      const result = await c.var.db.transaction(async (tx) => {
        const listing = (await listings(tx)).find((l) => l.scope === scope && l.ref === ref);
        if (!listing) return { status: 404 as const, body: { message: 'Listing not found' } };
        // The listing's rows are locked while it is compared and written: two saves cannot both pass.
        await tx
          .select({ id: pageMeta.id })
          .from(pageMeta)
          .where(and(eq(pageMeta.scope, scope), eq(pageMeta.refKey, ref)))
          .for('update');
        const before = await entryOf(tx, listing);
        if (before.version !== version)
          return { status: 409 as const, body: { message: staleMessage('listing'), current: before } };
        const now = new Date();
        const changed = (Object.entries(fields) as [Field, string][])
          .map(([field, value]) => [field, field === 'description' ? sanitize(value) : value] as const)
          .filter(([field, value]) => before.options[field] !== value);
        for (const [field, value] of changed)
          await tx
            .insert(pageMeta)
            .values({ scope, refKey: ref, option: OPTIONS[field], value, updatedAt: now })
            .onConflictDoUpdate({
              target: [pageMeta.scope, pageMeta.refKey, pageMeta.option],
              set: { value, updatedAt: now },
            });
        if (changed.length)
          await recordAudit(tx, c.var.actor, {
            action: 'page_meta.edit',
            entity: 'page_meta',
            entityId: `${scope}:${ref}`,
            before: Object.fromEntries(changed.map(([f]) => [f, before.options[f]])),
            after: Object.fromEntries(changed),
          });
        return {
          status: 200 as const,
          body: { data: await entryOf(tx, listing) },
          changed: changed.length > 0,
        };
      });
      if (result.status === 200 && result.changed) c.var.deps.catalogueChanged(`${scope} listing SEO edited`);
      return c.json(result.body, result.status);
    },
  );
