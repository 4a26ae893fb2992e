/**
 * Which membership plans a member holds (the product spec's user_membership_plans). Every member holds the first
 * ordinary plan from sign-up; the trade plans come with an approved trade account. Checkout applies
 * only a plan the member holds: any other plan id is refused (otherwise any account could post the
 * Trade plan's id and get its discount; docs/design.md#trade-accounts).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { membershipPlans, userMembershipPlans } from '../db/schema.ts';

export const PLAN_NOT_HELD = 'This membership plan is not on your account.';

/** Gives a new member the first active ordinary plan (none when the shop has none). */
export async function grantMemberPlan(db: DbOrTx, userId: number): Promise<void> {
  const [plan] = await db
    .select({ id: membershipPlans.id })
    .from(membershipPlans)
    .where(and(eq(membershipPlans.active, true), eq(membershipPlans.forTrade, false)))
    .orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.id))
    .limit(1);
  if (plan) await db.insert(userMembershipPlans).values({ userId, planId: plan.id }).onConflictDoNothing();
}

/** Gives an approved trade account every active trade plan. */
export async function grantTradePlans(db: DbOrTx, userId: number): Promise<void> {
  const plans = await db
    .select({ id: membershipPlans.id })
    .from(membershipPlans)
    .where(and(eq(membershipPlans.active, true), eq(membershipPlans.forTrade, true)));
  if (plans.length)
    await db
      .insert(userMembershipPlans)
      .values(plans.map((p) => ({ userId, planId: p.id })))
      .onConflictDoNothing();
}

/** The active plans a member holds, in the shop's order. */
export async function heldPlans(db: DbOrTx, userId: number) {
  return db
    .select({
      id: membershipPlans.id,
      planName: membershipPlans.planName,
      discountBp: membershipPlans.discountBp,
    })
    .from(userMembershipPlans)
    .innerJoin(membershipPlans, eq(membershipPlans.id, userMembershipPlans.planId))
    .where(and(eq(userMembershipPlans.userId, userId), eq(membershipPlans.active, true)))
    .orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.id));
}

/** Takes the trade plans back from an account that is no longer approved. */
export async function revokeTradePlans(tx: DbOrTx, userId: number): Promise<void> {
  const trade = tx
    .select({ id: membershipPlans.id })
    .from(membershipPlans)
    .where(eq(membershipPlans.forTrade, true));
  await tx
    .delete(userMembershipPlans)
    .where(and(eq(userMembershipPlans.userId, userId), inArray(userMembershipPlans.planId, trade)));
}
