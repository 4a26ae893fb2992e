/** The rule for back-office passwords, the same for staff:create, new staff, changes and resets. */
import * as v from 'valibot';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;
export const PASSWORD_MESSAGE = `The password must be at least ${PASSWORD_MIN} characters.`;

export const StaffPasswordSchema = v.pipe(
  v.string(PASSWORD_MESSAGE),
  v.minLength(PASSWORD_MIN, PASSWORD_MESSAGE),
  v.maxLength(PASSWORD_MAX, `The password must be at most ${PASSWORD_MAX} characters.`),
);
