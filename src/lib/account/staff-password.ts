/**
 * The rule for back-office passwords, the same for staff:create, new staff, changes and resets, and
 * the bodies that carry one: the API checks them (routes/admin-session.ts) and the back office's
 * forms check the same before sending (with a second copy of the new password, compared here too).
 */
import * as v from 'valibot';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;
export const PASSWORD_MESSAGE = `The password must be at least ${PASSWORD_MIN} characters.`;
export const SAME_PASSWORD = 'The new password must differ from the current one.';
export const CURRENT_REQUIRED = 'The current password is required.';
export const RESET_LINK_INVALID = 'This reset link is not valid or has expired. Ask an owner for a new one.';
/** The forms' second copy of the new password differs from the first (the API never sees it). */
export const MISMATCH = 'The two new passwords are not the same.';

export const StaffPasswordSchema = v.pipe(
  v.string(PASSWORD_MESSAGE),
  v.minLength(PASSWORD_MIN, PASSWORD_MESSAGE),
  v.maxLength(PASSWORD_MAX, `The password must be at most ${PASSWORD_MAX} characters.`),
);

const change = {
  current_password: v.pipe(v.string(CURRENT_REQUIRED), v.nonEmpty(CURRENT_REQUIRED), v.maxLength(200)),
  new_password: StaffPasswordSchema,
};
type NewAndCurrent = { current_password: string; new_password: string };
/** The new password is not the current one (on the body, and on the form, which has more fields). */
const differs = <T extends NewAndCurrent & Record<string, unknown>>() =>
  v.forward<T, v.CheckIssue<T>, ['new_password']>(
    v.check((o) => o.current_password !== o.new_password, SAME_PASSWORD),
    // The path is checked against T's keys, which a generic T does not have yet.
    ['new_password'] as never,
  );

/** POST /api/admin/password: your own password, with the current one. */
export const PasswordChangeSchema = v.pipe(v.strictObject(change), differs());

const reset = { password: StaffPasswordSchema };

/** POST /api/admin/password-reset: a new password with the emailed link's token. */
export const PasswordResetSchema = v.strictObject({
  token: v.pipe(v.string(RESET_LINK_INVALID), v.maxLength(100, RESET_LINK_INVALID)),
  ...reset,
});

const repeat = { repeat: v.string() };

/** The change password form: the body's fields and the new password again. */
export const PasswordChangeFormSchema = v.pipe(
  v.object({ ...change, ...repeat }),
  differs(),
  v.forward(
    v.check((o) => o.new_password === o.repeat, MISMATCH),
    ['repeat'],
  ),
);
export type PasswordChangeForm = v.InferOutput<typeof PasswordChangeFormSchema>;

/** The reset link's form: the new password twice (the token comes with the link). */
export const PasswordResetFormSchema = v.pipe(
  v.object({ ...reset, ...repeat }),
  v.forward(
    v.check((o) => o.password === o.repeat, MISMATCH),
    ['repeat'],
  ),
);
export type PasswordResetForm = v.InferOutput<typeof PasswordResetFormSchema>;
