/** Response shapes of the back office's staff management and audit log. */
import * as v from 'valibot';
import { Id, Timestamp } from './catalogue.ts';
import { StaffSchema } from './staff.ts';

export const StaffListSchema = v.strictObject({ data: v.array(StaffSchema) });
export const StaffAnswerSchema = v.strictObject({ data: StaffSchema });

export const AuditEntrySchema = v.strictObject({
  id: Id,
  at: Timestamp,
  /** The member of staff's email, or SHOP_ADMIN_TOKEN for the shop's machine calls. */
  actor: v.string(),
  staff_id: v.nullable(Id),
  action: v.string(),
  entity: v.string(),
  entity_id: v.string(),
  before: v.unknown(),
  after: v.unknown(),
});

export const AuditPageSchema = v.strictObject({
  data: v.array(AuditEntrySchema),
  /** Pass as ?before= for the next (older) page; null at the end. */
  next_before: v.nullable(Id),
});
