/**
 * Whose an order is. A member owns the orders placed while signed in, and the guest orders (user_id 0)
 * placed with the email of their account once they have proved that email is theirs: anyone can type
 * any email at checkout or at sign-up, so an unproved account never sees a guest's name, address or
 * phone. Emails compare without regard to case; nothing else links an order to an account.
 */
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { GUEST_USER_ID, orders } from '../db/schema/index.ts';
import type { AuthUser } from './auth.ts';

type Owner = Pick<AuthUser, 'id' | 'email' | 'emailVerifiedAt'>;

/** SQL condition: the order is the member's. */
export function ownedBy(user: Owner): SQL {
  const placedSignedIn = eq(orders.userId, user.id);
  if (!user.emailVerifiedAt) return placedSignedIn;
  const placedAsGuest = and(
    eq(orders.userId, GUEST_USER_ID),
    eq(sql`lower(${orders.email})`, user.email.toLowerCase()),
  )!;
  return or(placedSignedIn, placedAsGuest)!;
}

/** The same test for an order already read. */
export function isOwner(
  user: Owner | null,
  order: Pick<typeof orders.$inferSelect, 'userId' | 'email'>,
): boolean {
  if (!user) return false;
  if (order.userId === user.id) return true;
  return (
    order.userId === GUEST_USER_ID &&
    user.emailVerifiedAt !== null &&
    order.email.toLowerCase() === user.email.toLowerCase()
  );
}
