/** The account answers: sign-in, profile, plans and saved addresses, and the forms' answers. */
import * as v from 'valibot';
import { TRADE_STATUSES } from '../../account/trade.ts';
import { Id, MetaSchema } from './common.ts';

/** The product spec's form answers: contact and newsletter. */
export const FormSentSchema = v.strictObject({ success: v.literal(true), message: v.string() });

const UserSchema = v.pipe(
  v.strictObject({
    id: Id,
    name: v.string(),
    email: v.string(),
    phone: v.string(),
    role_id: v.number(),
    created_by: v.number(),
    trade_status: v.pipe(
      v.picklist(TRADE_STATUSES),
      v.description('Trade account: none, pending (applied with an ABN) or approved by the shop'),
    ),
  }),
  v.metadata({ ref: 'User' }),
);

export const SessionSchema = v.strictObject({
  message: v.string(),
  user: UserSchema,
  token: v.string(),
  subscription: v.null(),
});

const ProfileSchema = v.strictObject({ ...UserSchema.pipe[0].entries, user_meta: v.array(MetaSchema) });
/** GET /profile's member, as lib/api/account.ts reshapes it. */
export type ApiProfile = v.InferOutput<typeof ProfileSchema>;

export const ProfileAnswerSchema = v.strictObject({ data: ProfileSchema });
export const ProfileUpdatedSchema = v.strictObject({ message: v.string(), data: ProfileSchema });

const Percent = v.pipe(v.string(), v.description('A percentage as text, e.g. "5"'));
/** The caller's fields when signed in, and the plans on offer. */
const PlansDataSchema = v.strictObject({
  ...v.partial(UserSchema.pipe[0]).entries,
  signup_plans: v.array(v.strictObject({ id: Id, name: v.string(), discount_percentage: Percent })),
  user_membership_plans: v.array(
    v.strictObject({ id: Id, plan_name: v.string(), discount_percentage: Percent }),
  ),
});
export type ApiPlans = v.InferOutput<typeof PlansDataSchema>;

/** GET /user */
export const PlansSchema = v.strictObject({ data: PlansDataSchema });

const StoredAddressSchema = v.pipe(
  v.strictObject({
    id: Id,
    f_name: v.string(),
    l_name: v.string(),
    email: v.string(),
    phone: v.string(),
    city: v.string(),
    state: v.string(),
    suburb: v.string(),
    post_code: v.string(),
    street_address: v.string(),
    address_type: v.string(),
    company: v.string(),
    user_id: Id,
  }),
  v.metadata({ ref: 'SavedAddress' }),
);
/** A member's saved address as the address calls send it. */
export type ApiSavedAddress = v.InferOutput<typeof StoredAddressSchema>;

export const AddressListSchema = v.strictObject({
  data: v.strictObject({ shipping_addresses: v.array(StoredAddressSchema) }),
});
export const OneAddressSchema = v.strictObject({ data: StoredAddressSchema });
export const AddressSavedSchema = v.strictObject({ message: v.string(), data: StoredAddressSchema });
