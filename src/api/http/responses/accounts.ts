/** Response schemas of sign-in, profile, plans and saved addresses, for the OpenAPI document. */
import * as v from 'valibot';
import { TRADE_STATUSES } from '../../../lib/account/trade.ts';
import { Id, MetaSchema } from './catalogue.ts';

/** A success that only says what happened. */
export const MessageSchema = v.strictObject({ message: v.string() });
/** The product spec's form answers: contact and newsletter. */
export const FormSentSchema = v.strictObject({ success: v.literal(true), message: v.string() });

export const UserSchema = v.pipe(
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
export const ProfileAnswerSchema = v.strictObject({ data: ProfileSchema });
export const ProfileUpdatedSchema = v.strictObject({ message: v.string(), data: ProfileSchema });

const Percent = v.pipe(v.string(), v.description('A percentage as text, e.g. "5"'));
/** GET /user: the caller's fields when signed in, and the plans on offer. */
export const PlansSchema = v.strictObject({
  data: v.strictObject({
    ...v.partial(UserSchema.pipe[0]).entries,
    signup_plans: v.array(v.strictObject({ id: Id, name: v.string(), discount_percentage: Percent })),
    user_membership_plans: v.array(
      v.strictObject({ id: Id, plan_name: v.string(), discount_percentage: Percent }),
    ),
  }),
});

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

export const AddressListSchema = v.strictObject({
  data: v.strictObject({ shipping_addresses: v.array(StoredAddressSchema) }),
});
export const OneAddressSchema = v.strictObject({ data: StoredAddressSchema });
export const AddressSavedSchema = v.strictObject({ message: v.string(), data: StoredAddressSchema });
