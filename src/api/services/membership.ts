/**
 * Which membership plans a member holds (SPEC's user_membership_plans). Every member holds the first
 * ordinary plan from sign-up; the trade plans come with an approved trade account. Checkout applies
 * only a plan the member holds: any other plan id is refused (issue 15: any account could post the
 * Trade plan's id and get its discount).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { membershipPlans, userMembershipPlans } from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const PLAN_NOT_HELD = 'This membership plan is not on your account.';

/** Gives a new member the first active ordinary plan (none when the shop has none). */
export async function grantMemberPlan(db: Db | Tx, userId: number): Promise<void> {
  const [plan] = await db
    .select({ id: membershipPlans.id })
    .from(membershipPlans)
    .where(and(eq(membershipPlans.active, true), eq(membershipPlans.forTrade, false)))
    .orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.id))
    .limit(1);
  if (plan) await db.insert(userMembershipPlans).values({ userId, planId: plan.id }).onConflictDoNothing();
}

/** Gives an approved trade account every active trade plan. */
export async function grantTradePlans(db: Db | Tx, userId: number): Promise<void> {
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
export async function heldPlans(db: Db | Tx, userId: number) {
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
