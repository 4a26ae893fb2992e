/** The screens of running the shop: staff, the audit log, settings, email previews, freight, one's password; one chunk. */
export { AuditLog } from '../AuditLog.tsx';
export { ChangePassword } from '../ChangePassword.tsx';
export { EmailPreviews } from '../emails/EmailPreviews.tsx';
export { FreightScreen } from '../freight/FreightScreen.tsx';
export { Settings } from '../Settings.tsx';
export { StaffScreen } from '../StaffScreen.tsx';
