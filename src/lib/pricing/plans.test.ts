import { describe, expect, it } from 'vitest';
import { type MemberPlans, memberDiscounts } from './plans.ts';

const plans: MemberPlans = {
  signupBp: 500,
  membership: [
    { id: 3, name: 'Gold', percentText: '10', bp: 1000 },
    { id: 4, name: 'Trade', percentText: '12.5', bp: 1250 },
  ],
};

describe('member discounts', () => {
  it('are none for a shopper without plans', () => {
    expect(memberDiscounts(null, 3)).toEqual({ signupBp: 0, membershipBp: 0 });
  });

  it('take the signup discount and the chosen membership plan', () => {
    expect(memberDiscounts(plans, 4)).toEqual({ signupBp: 500, membershipBp: 1250 });
  });

  it('fall back to the first membership plan when none or an unknown one is chosen', () => {
    expect(memberDiscounts(plans, null).membershipBp).toBe(1000);
    expect(memberDiscounts(plans, 99).membershipBp).toBe(1000);
  });
});
