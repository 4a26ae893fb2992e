/**
 * Staff management for owners: add, rename, change role, disable and enable. Disabling or
 * changing a role signs the member out everywhere; the shop always keeps an enabled owner, and an
 * owner cannot disable themselves. Audit entries hold the staff view, never a password or its hash.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { StaffRole } from '../../lib/account/staff-roles.ts';
import type { Db } from '../db/client.ts';
import { staff } from '../db/schema.ts';
import type { Actor } from '../http/staff.ts';
import { recordAudit } from './audit.ts';
import { createStaff, revokeStaffSessions, type StaffMember, staffView } from './staff-auth.ts';

export const EMAIL_TAKEN = 'A member of staff already has this email.';
export const LAST_OWNER = 'The shop needs at least one enabled owner.';
export const SELF_DISABLE = 'You cannot disable your own account.';

export type StaffWrite = { status: 200 | 201; member: StaffMember } | { status: 404 | 409; message: string };

export async function addStaff(
  db: Db,
  actor: Actor | null,
  input: { email: string; name: string; role: StaffRole; password: string },
): Promise<StaffWrite> {
  return db.transaction(async (tx) => {
    const member = await createStaff(tx, input);
    if (!member) return { status: 409, message: EMAIL_TAKEN };
    await recordAudit(tx, actor, {
      action: 'staff.create',
      entity: 'staff',
      entityId: member.id,
      after: staffView(member),
    });
    return { status: 201, member };
  });
}

export async function editStaff(
  db: Db,
  actor: Actor | null,
  id: number,
  edit: { name?: string; role?: StaffRole; disabled?: boolean },
): Promise<StaffWrite> {
  return db.transaction(async (tx) => {
    // The enabled owners, locked: two owners disabling each other at once cannot leave none.
    const owners = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)))
      .for('update');
    const [current] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
    if (!current) return { status: 404, message: 'No such member of staff.' };
    const role = edit.role ?? current.role;
    const disabled = edit.disabled ?? current.disabledAt !== null;
    if (edit.disabled === true && actor?.kind === 'staff' && actor.staff.id === id && !current.disabledAt)
      return { status: 409, message: SELF_DISABLE };
    const ownerAfter = role === 'owner' && !disabled;
    if (!ownerAfter && owners.every((o) => o.id === id)) return { status: 409, message: LAST_OWNER };

    const roleChanged = role !== current.role;
    const disabling = disabled && current.disabledAt === null;
    const [member] = await tx
      .update(staff)
      .set({
        ...(edit.name !== undefined && { name: edit.name }),
        role,
        disabledAt: disabled ? (current.disabledAt ?? new Date()) : null,
        updatedAt: new Date(),
      })
      .where(eq(staff.id, id))
      .returning();
    if (roleChanged || disabling) await revokeStaffSessions(tx, id);
    await recordAudit(tx, actor, {
      action: disabling ? 'staff.disable' : 'staff.edit',
      entity: 'staff',
      entityId: id,
      before: staffView(current),
      after: staffView(member!),
    });
    return { status: 200, member: member! };
  });
}
