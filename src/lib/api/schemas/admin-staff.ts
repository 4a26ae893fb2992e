/** The back office's session, its staff and the audit log. */
import * as v from 'valibot';
import { STAFF_ROLES } from '../../account/staff-roles.ts';
import { Id, Timestamp } from './common.ts';

const StaffSchema = v.strictObject({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  role: v.picklist(STAFF_ROLES),
  disabled: v.boolean(),
  last_sign_in_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type Staff = v.InferOutput<typeof StaffSchema>;

export const StaffSessionSchema = v.strictObject({ token: v.string(), staff: StaffSchema });

export const StaffMeSchema = v.strictObject({
  /** null for the machine token (SHOP_ADMIN_TOKEN). */
  staff: v.nullable(StaffSchema),
});

export const StaffListSchema = v.strictObject({ data: v.array(StaffSchema) });
export const StaffAnswerSchema = v.strictObject({ data: StaffSchema });

const AuditEntrySchema = v.strictObject({
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
export type AuditRow = v.InferOutput<typeof AuditEntrySchema>;

export const AuditPageSchema = v.strictObject({
  data: v.array(AuditEntrySchema),
  /** Pass as ?before= for the next (older) page; null at the end. */
  next_before: v.nullable(Id),
});
