/** Signing out from the header: kept apart from the account forms so every page's menu script stays small. */
import { logout } from '../lib/api/session.ts';
import { api } from './api.ts';
import { $session, signOut } from './session.ts';

/** Signs out in this tab at once and revokes the token on the server, whatever it answers. */
export function signOutEverywhere(): void {
  const token = $session.get()?.token;
  signOut();
  if (token) void logout(api, token).catch(() => {});
}
