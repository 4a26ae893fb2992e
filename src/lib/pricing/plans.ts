/** Member plans (docs/product.md#numbers-and-limits): a signup discount for every member and a membership plan they choose. */

export interface MembershipPlan {
  id: number;
  name: string;
  /** The percentage as the shop wrote it, e.g. "10" or "12.5". */
  percentText: string;
  bp: number;
}

export interface MemberPlans {
  /** The signup discount, in basis points (0 when there is none). */
  signupBp: number;
  membership: MembershipPlan[];
}

/** The discounts of a signed-in member: the signup plan's and the chosen (or else the first) membership plan's. */
export function memberDiscounts(
  plans: MemberPlans | null,
  planId: number | null,
): { signupBp: number; membershipBp: number } {
  if (!plans) return { signupBp: 0, membershipBp: 0 };
  const plan = plans.membership.find((p) => p.id === planId) ?? plans.membership[0];
  return { signupBp: plans.signupBp, membershipBp: plan?.bp ?? 0 };
}
