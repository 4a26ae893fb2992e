/** Account calls (docs/product.md#api-calls): the profile and its update, and the member's plans, reshaped into the storefront's types. */
import { BUSINESS_FIELDS, type BusinessField, type Profile } from '../account/account.ts';
import { toTradeStatus } from '../account/trade.ts';
import { percentToBp } from '../pricing/money.ts';
import type { MemberPlans } from '../pricing/plans.ts';
import type { ApiClient } from './client.ts';
import type { ApiPlans, ApiProfile } from './schemas/accounts.ts';

function toProfile(p: ApiProfile): Profile {
  const business: Profile['business'] = {};
  for (const m of p.user_meta)
    if ((BUSINESS_FIELDS as readonly string[]).includes(m.option) && m.value)
      business[m.option as BusinessField] = m.value;
  return { name: p.name, email: p.email, phone: p.phone, business, trade: toTradeStatus(p.trade_status) };
}

/** GET /profile: the signed-in member's profile, or null when there is none. */
export async function profile(api: ApiClient): Promise<Profile | null> {
  const { data } = await api.get<{ data: ApiProfile | null }>('/profile');
  return data ? toProfile(data) : null;
}

/** POST /profile/update: the server's message and the profile as saved. */
export async function updateProfile(
  api: ApiClient,
  form: Record<string, unknown>,
): Promise<{ message: string; profile: Profile }> {
  const answer = await api.post<{ message: string; data: ApiProfile }>('/profile/update', form);
  return { message: answer.message, profile: toProfile(answer.data) };
}

/** GET /user: the signup discount and the membership plans a member can choose. */
export async function memberPlans(api: ApiClient): Promise<MemberPlans> {
  const { data } = await api.get<{ data: ApiPlans }>('/user');
  return {
    signupBp: percentToBp(data.signup_plans[0]?.discount_percentage) ?? 0,
    membership: data.user_membership_plans.map((p) => ({
      id: p.id,
      name: p.plan_name,
      percentText: p.discount_percentage,
      bp: percentToBp(p.discount_percentage) ?? 0,
    })),
  };
}
