/** Response shapes of the back office's session and staff calls. */
import * as v from 'valibot';
import { STAFF_ROLES } from '../../../lib/account/staff-roles.ts';

export const StaffSchema = v.strictObject({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  role: v.picklist(STAFF_ROLES),
  disabled: v.boolean(),
  last_sign_in_at: v.nullable(v.string()),
  created_at: v.string(),
});

export const StaffSessionSchema = v.strictObject({
  token: v.string(),
  staff: StaffSchema,
});

export const StaffMeSchema = v.strictObject({
  /** null for the machine token (SHOP_ADMIN_TOKEN). */
  staff: v.nullable(StaffSchema),
});
