/**
 * Back-office routes for one kind of editable record (brands, blog posts, pages, FAQs, home slides,
 * categories), made from a description of its fields: list, read, create, edit with the version it
 * was made from (409 with the record as saved now when stale), delete where allowed. Every write
 * sanitises rich text with lib/html's allow-list, writes a 301 when a permalink changes, records the
 * audit entry in the same transaction and asks the site to rebuild.
 */
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Permission } from '../../lib/account/staff-roles.ts';
import { answerSchema, createSchema, editSchema, type RecordField } from '../../lib/content/record-fields.ts';
import { sanitize } from '../../lib/format/html.ts';
import type { DbOrTx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { AppEnv } from '../env.ts';
import { recordAudit } from '../services/audit.ts';
import { recordMove, releasePath } from '../services/url-redirects.ts';
import { saveVersioned, staleMessage } from '../services/versioned.ts';
import { type Answer, doc, SHOP_TOKEN } from './openapi.ts';
import { allow, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from './staff.ts';
import { validate, wholeNumberText } from './validate.ts';

/** One field as the API names it, the row's property behind it, and its rule (lib/content/record-fields.ts). */
export type FieldSpec = RecordField;

export interface RecordSpec {
  /** URL segment: /admin/{path}. */
  path: string;
  /** Name in messages and the audit log ('brand', 'blog post'). */
  noun: string;
  entity: string;
  table: PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };
  fields: Record<string, FieldSpec>;
  orderBy: PgColumn[];
  /** The site path of a record, when it has a page whose URL follows its permalink. */
  sitePath?: (row: Record<string, unknown>) => string;
  /** The 422 message when a unique index refuses the record (default: the value is used by another). */
  duplicate?: string;
  /** Field whose value must be unique (permalink, sku), checked with a clear message. */
  unique?: string[];
  create?: boolean;
  /** Delete allowed; answers a message when the record is still in use, else null. */
  remove?: (db: DbOrTx, id: number) => Promise<string | null>;
  /** Extra rows read per record for the list (children of a category). */
  extend?: (db: DbOrTx, rows: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>;
  /** The site paths an edit moved, old to new, when they are more than sitePath's (a category's children). */
  moved?: (
    tx: DbOrTx,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ) => Promise<[string, string][]>;
  /**
   * Rules across fields, on the record as it would be saved (row properties): each broken rule's
   * message by API field name, or null. A broken rule answers 422 and writes nothing.
   */
  check?: (row: Record<string, unknown>) => Record<string, string> | null;
  /** Who may read and write them (lib/account/staff-roles.ts); catalogue:write for both by default. */
  permissions?: { read: Permission; write: Permission };
  /** Told after every write instead of the catalogue rebuild (the records are not on the site's pages). */
  changed?: (c: Context<AppEnv>) => void;
  /** Only the create route (at a path under another record: /categories/{parent}/children). */
  createOnly?: boolean;
  /** Columns a create takes from the path (the parent's id), or the 404 message when it names nothing. */
  fromPath?: (tx: DbOrTx, param: (name: string) => string) => Promise<Record<string, unknown> | string>;
}

/** The record as answers carry it: id, fields by their API names, version, updated_at. */
function answerOf(spec: RecordSpec, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id };
  for (const [name, f] of Object.entries(spec.fields)) out[name] = row[f.column];
  out.version = row.version;
  out.updated_at = (row.updatedAt as Date).toISOString();
  return out;
}

/** Row properties from API fields, rich text sanitised. */
function columnsOf(spec: RecordSpec, body: Record<string, unknown>): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    const f = spec.fields[name];
    if (!f) continue;
    set[f.column] = f.kind === 'rich' ? sanitize(String(value)) : value;
  }
  return set;
}

/** What the audit log keeps of a change: the fields that differ, before and after. */
function changes(spec: RecordSpec, before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(spec.fields)) {
    if (before[f.column] === after[f.column]) continue;
    was[name] = before[f.column];
    now[name] = after[f.column];
  }
  return { before: was, after: now };
}

class Refused extends Error {
  readonly status: 404 | 409 | 422;
  readonly body: Record<string, unknown>;
  constructor(status: 404 | 409 | 422, body: Record<string, unknown>) {
    super(String(body.message));
    this.status = status;
    this.body = body;
  }
}

/** 422 when the record as it would be saved breaks a rule across fields. */
function checkRecord(spec: RecordSpec, row: Record<string, unknown>) {
  const errors = spec.check?.(row);
  if (errors && Object.keys(errors).length)
    throw new Refused(422, { message: Object.values(errors)[0], errors });
}

/** 422 when a unique field's value is taken by another record. */
async function checkUnique(tx: DbOrTx, spec: RecordSpec, set: Record<string, unknown>, id: number | null) {
  for (const name of spec.unique ?? []) {
    const column = spec.fields[name]!.column;
    if (set[column] === undefined) continue;
    const table = spec.table as unknown as Record<string, PgColumn>;
    const where: SQL[] = [eq(table[column]!, set[column])];
    if (id !== null) where.push(ne(spec.table.id, id));
    const [taken] = await tx
      .select({ id: spec.table.id })
      .from(spec.table as PgTable)
      .where(and(...where))
      .limit(1);
    if (taken) {
      const message = `${spec.fields[name]!.label} ${String(set[column])} is already used by another ${spec.noun}.`;
      throw new Refused(422, { message, errors: { [name]: message } });
    }
  }
}

const read = async (db: DbOrTx, spec: RecordSpec, id: number) =>
  (
    (await db
      .select()
      .from(spec.table as PgTable)
      .where(eq(spec.table.id, id))) as Record<string, unknown>[]
  )[0];

const AUTH = { 401: SIGN_IN_MESSAGE, 403: FORBIDDEN_MESSAGE };
const IdParam = v.strictObject({ id: wholeNumberText('id') });

/** The routes of one kind of record, mounted under /admin. */
export function recordRoutes(spec: RecordSpec) {
  const Record = answerSchema(spec.fields);
  const Listed = v.strictObject({ data: v.array(spec.extend ? v.looseObject(Record.entries) : Record) });
  const One = v.strictObject({ data: Record });
  const Stale = v.strictObject({ message: v.string(), current: Record });
  const CreateSchema = createSchema(spec.fields);
  const EditSchema = editSchema(spec.fields);
  const label = spec.noun.charAt(0).toUpperCase() + spec.noun.slice(1);
  const createAnswers: Record<number, Answer> = {
    201: One,
    400: 'The body cannot be read.',
    ...AUTH,
    422: 'A field breaks its rule (see errors).',
  };
  if (spec.fromPath) createAnswers[404] = 'The record it belongs to does not exist.';
  const notFound = { message: `${label} not found` };

  /** Runs a write; refusals become their answer, a unique index's refusal a 422. */
  const write = async (
    c: Context<AppEnv>,
    status: 200 | 201,
    work: (tx: DbOrTx) => Promise<Record<string, unknown>>,
    reason: (row: Record<string, unknown>) => string,
  ) => {
    try {
      const row = await c.var.db.transaction(work);
      if (row.__unchanged !== true) spec.changed ? spec.changed(c) : c.var.deps.catalogueChanged(reason(row));
      delete row.__unchanged;
      return c.json({ data: answerOf(spec, row) }, status);
    } catch (error) {
      if (error instanceof Refused) return c.json(error.body, error.status);
      if (isUniqueViolation(error))
        return c.json(
          { message: spec.duplicate ?? `That value is already used by another ${spec.noun}.` },
          422,
        );
      throw error;
    }
  };

  const app = new Hono<AppEnv>();
  if (!spec.createOnly)
    app
      .get(
        `/${spec.path}`,
        doc(
          'Back office',
          `Every ${spec.noun}, for editing`,
          { 200: Listed, ...AUTH },
          { security: SHOP_TOKEN },
        ),
        allow(spec.permissions?.read ?? 'catalogue:write'),
        async (c) => {
          const rows = (await c.var.db
            .select()
            .from(spec.table as PgTable)
            .orderBy(...spec.orderBy.map((col) => asc(col)))) as Record<string, unknown>[];
          const data = rows.map((r) => answerOf(spec, r));
          return c.json({ data: spec.extend ? await spec.extend(c.var.db, data) : data });
        },
      )
      .get(
        `/${spec.path}/:id{[0-9]+}`,
        doc(
          'Back office',
          `One ${spec.noun}, for editing`,
          { 200: One, ...AUTH, 404: notFound.message },
          {
            security: SHOP_TOKEN,
          },
        ),
        allow(spec.permissions?.read ?? 'catalogue:write'),
        validate('param', IdParam),
        async (c) => {
          const row = await read(c.var.db, spec, c.req.valid('param').id);
          return row ? c.json({ data: answerOf(spec, row) }) : c.json(notFound, 404);
        },
      )
      .patch(
        `/${spec.path}/:id{[0-9]+}`,
        doc(
          'Back office',
          `Edit a ${spec.noun} from the version you loaded; the site rebuilds`,
          {
            200: One,
            400: 'The id or body cannot be read.',
            ...AUTH,
            404: notFound.message,
            409: Stale,
            422: 'A field breaks its rule (see errors), or its value is taken.',
          },
          { security: SHOP_TOKEN, body: true },
        ),
        allow(spec.permissions?.write ?? 'catalogue:write'),
        validate('param', IdParam),
        validate('json', EditSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          const { version, ...body } = c.req.valid('json') as { version: number } & Record<string, unknown>;
          return write(
            c,
            200,
            async (tx) => {
              const before = await read(tx, spec, id);
              if (!before) throw new Refused(404, notFound);
              if (before.version !== version)
                throw new Refused(409, { message: staleMessage(spec.noun), current: answerOf(spec, before) });
              const set = columnsOf(spec, body);
              const changed = Object.keys(set).filter((k) => set[k] !== before[k]);
              if (changed.length === 0) return { ...before, __unchanged: true };
              checkRecord(spec, { ...before, ...set });
              await checkUnique(tx, spec, set, id);
              const after = (await saveVersioned(tx, spec.table, id, version, set as never)) as Record<
                string,
                unknown
              > | null;
              if (!after) {
                const now = await read(tx, spec, id);
                throw new Refused(409, { message: staleMessage(spec.noun), current: answerOf(spec, now!) });
              }
              const moves = spec.moved
                ? await spec.moved(tx, before, after)
                : spec.sitePath
                  ? [[spec.sitePath(before), spec.sitePath(after)] as [string, string]]
                  : [];
              for (const [from, to] of moves) await recordMove(tx, from, to);
              await recordAudit(tx, c.var.actor, {
                action: `${spec.entity}.edit`,
                entity: spec.entity,
                entityId: id,
                ...changes(spec, before, after),
              });
              return after;
            },
            (row) => `${spec.noun} ${row.id} edited`,
          );
        },
      );

  if (spec.create)
    app.post(
      `/${spec.path}`,
      doc('Back office', `Add a ${spec.noun}; the site rebuilds`, createAnswers, {
        security: SHOP_TOKEN,
        body: true,
      }),
      allow(spec.permissions?.write ?? 'catalogue:write'),
      validate('json', CreateSchema),
      async (c) =>
        write(
          c,
          201,
          async (tx) => {
            const set = columnsOf(spec, c.req.valid('json') as Record<string, unknown>);
            if (spec.fromPath) {
              const extra = await spec.fromPath(tx, (name) => c.req.param(name) ?? '');
              if (typeof extra === 'string') throw new Refused(404, { message: extra });
              Object.assign(set, extra);
            }
            checkRecord(spec, set);
            await checkUnique(tx, spec, set, null);
            const [row] = (await tx
              .insert(spec.table)
              .values(set as never)
              .returning()) as Record<string, unknown>[];
            // A page that exists again at a path that used to redirect is no longer redirected.
            if (spec.sitePath) await releasePath(tx, spec.sitePath(row!));
            await recordAudit(tx, c.var.actor, {
              action: `${spec.entity}.create`,
              entity: spec.entity,
              entityId: row!.id as number,
              after: answerOf(spec, row!),
            });
            return row!;
          },
          (row) => `${spec.noun} ${row.id} created`,
        ),
    );

  if (spec.remove) {
    const inUse = spec.remove;
    app.delete(
      `/${spec.path}/:id{[0-9]+}`,
      doc(
        'Back office',
        `Delete a ${spec.noun} no longer in use; the site rebuilds`,
        {
          200: One,
          400: 'The id cannot be read.',
          ...AUTH,
          404: notFound.message,
          409: `The ${spec.noun} is still in use.`,
        },
        { security: SHOP_TOKEN },
      ),
      allow(spec.permissions?.write ?? 'catalogue:write'),
      validate('param', IdParam),
      async (c) => {
        const { id } = c.req.valid('param');
        return write(
          c,
          200,
          async (tx) => {
            const before = await read(tx, spec, id);
            if (!before) throw new Refused(404, notFound);
            const reason = await inUse(tx, id);
            if (reason) throw new Refused(409, { message: reason });
            await tx.delete(spec.table).where(eq(spec.table.id, id));
            await recordAudit(tx, c.var.actor, {
              action: `${spec.entity}.delete`,
              entity: spec.entity,
              entityId: id,
              before: answerOf(spec, before),
            });
            return before;
          },
          (row) => `${spec.noun} ${row.id} deleted`,
        );
      },
    );
  }
  return app;
}
