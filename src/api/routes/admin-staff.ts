/**
 * Staff management and the audit log, owners only, under /admin:
 *   GET   /staff        every member of staff
 *   POST  /staff        { email, name, role, password }   (password at least 12 characters)
 *   PATCH /staff/{id}   { name?, role?, disabled? }       disabling or a new role signs them out
 *   POST  /staff/{id}/password-reset   emails the member a single-use link to set a new password
 *   GET   /audit        ?before=&entity=&entity_id=&actor=&from=&to=&limit=   newest first; from/to are
 *                       days (YYYY-MM-DD) in the shop's time zone, both included
 */
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { NewStaffSchema, StaffEditSchema } from '../../lib/account/staff.ts';
import { PASSWORD_MESSAGE } from '../../lib/account/staff-password.ts';
import { AuditPageSchema, StaffAnswerSchema, StaffListSchema } from '../../lib/api/schemas/admin-staff.ts';
import { MessageSchema } from '../../lib/api/schemas/common.ts';
import { staff } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { allow, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import { validate, wholeNumberText } from '../http/validate.ts';
import { readAudit } from '../services/audit.ts';
import { addStaff, EMAIL_TAKEN, editStaff, LAST_OWNER, SELF_DISABLE } from '../services/staff-admin.ts';
import { staffView } from '../services/staff-auth.ts';
import { RESET_DISABLED, sendStaffReset } from '../services/staff-passwords.ts';

const TAG = 'Back office';

export { PASSWORD_MESSAGE } from '../../lib/account/staff-password.ts';

const IdParam = v.strictObject({ id: wholeNumberText('Staff id') });

/** A calendar day as YYYY-MM-DD that exists (2026-02-30 does not). */
const AuditDay = (name: string) =>
  v.pipe(
    v.string(),
    v.check((s) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, `${name} must be a date as YYYY-MM-DD, e.g. 2026-12-01`),
  );

const AuditQuery = v.pipe(
  v.strictObject({
    before: v.optional(wholeNumberText('before')),
    entity: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(50))),
    entity_id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
    actor: v.optional(
      v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200, 'actor is at most 200 characters')),
    ),
    from: v.optional(AuditDay('from')),
    to: v.optional(AuditDay('to')),
    limit: v.optional(wholeNumberText('limit', 1, 200), '50'),
  }),
  v.check((q) => !q.from || !q.to || q.from <= q.to, 'from must be on or before to'),
);

const AUTH = { 401: SIGN_IN_MESSAGE, 403: FORBIDDEN_MESSAGE };
const docs = {
  list: doc(TAG, 'Every member of staff', { 200: StaffListSchema, ...AUTH }, { security: SHOP_TOKEN }),
  create: doc(
    TAG,
    'Add a member of staff',
    {
      201: StaffAnswerSchema,
      400: 'The body is not a JSON object.',
      ...AUTH,
      409: EMAIL_TAKEN,
      422: `A field breaks its rule (see errors), e.g. '${PASSWORD_MESSAGE}'`,
    },
    { security: SHOP_TOKEN, body: true },
  ),
  edit: doc(
    TAG,
    'Rename, change the role of, disable or enable a member of staff',
    {
      200: StaffAnswerSchema,
      400: 'The id is not a whole number, or the body is not a JSON object.',
      ...AUTH,
      404: 'No such member of staff.',
      409: `'${LAST_OWNER}' or '${SELF_DISABLE}'`,
      422: 'A field breaks its rule (see errors), or there is nothing to change.',
    },
    { security: SHOP_TOKEN, body: true },
  ),
  reset: doc(
    TAG,
    'Email a member of staff a link to set a new password (valid for 60 minutes, once)',
    {
      200: MessageSchema,
      400: 'The id is not a whole number.',
      ...AUTH,
      404: 'No such member of staff.',
      409: RESET_DISABLED,
    },
    { security: SHOP_TOKEN },
  ),
  audit: doc(
    TAG,
    'The audit log, newest first; by record (entity, entity_id), person (actor) or days (from, to)',
    { 200: AuditPageSchema, 400: 'A query parameter is unknown or malformed.', ...AUTH },
    { security: SHOP_TOKEN },
  ),
};

export const adminStaffRoutes = new Hono<AppEnv>()
  .get('/staff', docs.list, allow('staff:manage'), async (c) => {
    const rows = await c.var.db.select().from(staff).orderBy(asc(staff.id));
    return c.json({ data: rows.map(staffView) }, 200);
  })
  .post('/staff', docs.create, allow('staff:manage'), validate('json', NewStaffSchema), async (c) => {
    const result = await addStaff(c.var.db, c.var.actor, c.req.valid('json'));
    if ('message' in result)
      return c.json({ message: result.message, errors: { email: result.message } }, 409);
    return c.json({ data: staffView(result.member) }, 201);
  })
  .patch(
    '/staff/:id',
    docs.edit,
    allow('staff:manage'),
    validate('param', IdParam),
    validate('json', StaffEditSchema),
    async (c) => {
      const result = await editStaff(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json'));
      if ('message' in result) return c.json({ message: result.message }, result.status);
      return c.json({ data: staffView(result.member) }, 200);
    },
  )
  .post(
    '/staff/:id/password-reset',
    docs.reset,
    allow('staff:manage'),
    validate('param', IdParam),
    async (c) => {
      const { deps } = c.var;
      const result = await sendStaffReset(deps, c.var.actor, c.req.valid('param').id);
      if (result.status !== 200) return c.json({ message: result.message }, result.status);
      await deps.outbox.deliver([result.mailId]);
      return c.json({ message: `A link to set a new password was emailed to ${result.email}.` }, 200);
    },
  )
  .get('/audit', docs.audit, allow('audit:read'), validate('query', AuditQuery), async (c) => {
    const q = c.req.valid('query');
    const data = await readAudit(c.var.db, {
      limit: q.limit,
      before: q.before,
      entity: q.entity,
      entityId: q.entity_id,
      actor: q.actor,
      from: q.from,
      to: q.to,
    });

    const last = data.at(-1);
    return c.json({ data, next_before: data.length === q.limit && last ? last.id : null }, 200);
  });
