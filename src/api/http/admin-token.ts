/** The shop's own calls (catalogue edits, return attachments) need `Bearer SHOP_ADMIN_TOKEN`. */
import { createHash, timingSafeEqual } from 'node:crypto';

// Digests have one length whatever was sent, so the comparison takes the same time for every guess.
const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the Authorization header carries the admin token; false when there is none configured. */
export function isAdmin(header: string | undefined, token: string | null): boolean {
  if (!token) return false;
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));
}
