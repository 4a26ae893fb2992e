/**
 * The audit log (docs/design.md#back-office): every staff write records who, when, what and the values before
 * and after. Written with the change's own transaction, so a change is never without its record.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { AuditRow } from '../../lib/api/schemas/admin-staff.ts';
import { SHOP_TIME_ZONE } from '../../lib/format/dates.ts';
import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { Actor } from '../http/staff.ts';

export interface AuditEntry {
  /** e.g. 'order.ship', 'order.refund', 'return.approve', 'staff.create', 'settings.edit'. */
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Who, as the audit log stores it: the member of staff, or the machine token. */
export const auditActor = (actor: Actor | null) => ({
  staffId: actor?.kind === 'staff' ? actor.staff.id : null,
  actor: actor?.kind === 'staff' ? actor.staff.email : 'SHOP_ADMIN_TOKEN',
});

const rowOf = (actor: Actor | null, entry: AuditEntry) => ({
  ...auditActor(actor),
  action: entry.action,
  entity: entry.entity,
  entityId: String(entry.entityId),
  before: entry.before ?? null,
  after: entry.after ?? null,
});

export async function recordAudit(db: DbOrTx, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(rowOf(actor, entry));
}

/** Audit entries per statement. */
const AUDIT_CHUNK = 5000;

/**
 * One entry per record of a bulk change (an import): the entries go as one JSON parameter per chunk,
 * unpacked by the database (far quicker on PGlite than seven bound values per row).
 */
export async function recordAudits(db: DbOrTx, actor: Actor | null, entries: AuditEntry[]): Promise<void> {
  const who = auditActor(actor);
  for (let i = 0; i < entries.length; i += AUDIT_CHUNK) {
    const rows = entries.slice(i, i + AUDIT_CHUNK).map((e) => ({
      action: e.action,
      entity: e.entity,
      entity_id: String(e.entityId),
      before: e.before ?? null,
      after: e.after ?? null,
    }));
    await db.execute(sql`insert into audit_log (staff_id, actor, action, entity, entity_id, before, after)
      select ${who.staffId}::int, ${who.actor}::text, e.action, e.entity, e.entity_id, e.before, e.after
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as e(action text, entity text, entity_id text, before jsonb, after jsonb)`);
  }
}

/**
 * Newest first, `limit` at a time; `before` is the id to continue below; optionally one record's
 * (entity, entity id), one person's, or between two of the shop's days.
 */
export async function readAudit(
  db: DbOrTx,
  o: {
    limit: number;
    before?: number;
    entity?: string;
    entityId?: string;
    /** The person: their email as the log shows it (or 'SHOP_ADMIN_TOKEN'). */
    actor?: string;
    /** Days in the shop's time zone, YYYY-MM-DD, both included. */
    from?: string;
    to?: string;
  },
) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        o.before ? lt(auditLog.id, o.before) : undefined,
        o.entity ? eq(auditLog.entity, o.entity) : undefined,
        o.entityId ? eq(auditLog.entityId, o.entityId) : undefined,
        o.actor ? eq(sql`lower(${auditLog.actor})`, o.actor.toLowerCase()) : undefined,
        // A day is the shop's day (Sydney), midnight to midnight.
        o.from
          ? sql`${auditLog.createdAt} >= (${o.from}::date::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`
          : undefined,
        o.to
          ? sql`${auditLog.createdAt} < ((${o.to}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(o.limit);
  return rows.map(
    (r): AuditRow => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      actor: r.actor,
      staff_id: r.staffId,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      before: r.before,
      after: r.after,
    }),
  );
}
