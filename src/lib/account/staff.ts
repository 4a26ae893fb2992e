/**
 * The bodies owners send to manage staff (POST and PATCH /api/admin/staff), checked by the API
 * (routes/admin-staff.ts) and by the back office's staff form before sending.
 */
import * as v from 'valibot';
import { StaffPasswordSchema } from './staff-password.ts';
import { STAFF_ROLES } from './staff-roles.ts';

const name = v.pipe(
  v.string('name must be text'),
  v.trim(),
  v.nonEmpty('Name is required'),
  v.maxLength(100, 'Name must be at most 100 characters'),
);
const role = v.picklist(STAFF_ROLES, `role must be one of ${STAFF_ROLES.join(', ')}`);

/** A new member of staff: they sign in with this email and password. */
export const NewStaffSchema = v.strictObject({
  email: v.pipe(
    v.string('Email is required'),
    v.trim(),
    v.nonEmpty('Email is required'),
    v.maxLength(254, 'Email is too long'),
    v.email('Invalid email format'),
  ),
  name,
  role,
  password: StaffPasswordSchema,
});
export type NewStaff = v.InferOutput<typeof NewStaffSchema>;

/** A member renamed, given a new role, disabled or enabled: at least one of them. */
export const StaffEditSchema = v.pipe(
  v.strictObject(
    {
      name: v.optional(name),
      role: v.optional(role),
      disabled: v.optional(v.boolean('disabled must be true or false')),
    },
    'Only name, role and disabled can be changed here',
  ),
  v.check((o) => Object.keys(o).length > 0, 'Nothing to update'),
);
export type StaffEdit = v.InferOutput<typeof StaffEditSchema>;
