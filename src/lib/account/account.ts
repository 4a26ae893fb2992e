/** Account forms (docs/product.md#validation): sign-up, sign-in, profile, addresses and password reset, for the pages and the API. */
import * as v from 'valibot';
import { AddressSchema, phoneDigits } from '../checkout/checkout.ts';
import { ABN_MESSAGE, abnDigits, isValidAbn } from './abn.ts';
import type { TradeStatus } from './trade.ts';

const required = (message: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.nonEmpty(message)), '');

export const PasswordSchema = v.pipe(
  v.optional(v.string('Password is required'), ''),
  v.nonEmpty('Password is required'),
  v.minLength(8, 'Password must be at least 8 characters long'),
  v.maxLength(128, 'Password must be at most 128 characters long'),
  v.regex(/[A-Z]/, 'Password must contain at least one uppercase letter'),
  v.regex(/[!@#$%^&*]/, 'Password must contain at least one special character'),
);

/** Asked for when an ABN is given: the tax invoices of a trade account name the business. */
export const BUSINESS_NAME_NEEDED = 'Please enter the business name registered to this ABN.';

const business = {
  _b_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120)), ''),
  _b_email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254)), ''),
  // Optional; when given, an ABN (a trade account application), kept as its 11 digits.
  _b_number: v.optional(
    v.pipe(
      v.string(ABN_MESSAGE),
      v.trim(),
      v.maxLength(40, ABN_MESSAGE),
      v.check((text) => text === '' || isValidAbn(text), ABN_MESSAGE),
      v.transform((text) => abnDigits(text) ?? ''),
    ),
    '',
  ),
  _b_street_address: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  _b_area_address: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
};

export const BUSINESS_FIELDS = Object.keys(business) as (keyof typeof business)[];

/** An ABN applies for a trade account, which needs the business's name too. */
const hasNameForAbn = (i: { _b_name: string; _b_number: string }) => i._b_number === '' || i._b_name !== '';

const signupEntries = {
  // The product spec's letters, numbers and spaces, widened by docs/design.md#accounts-and-security to every alphabet, apostrophes,
  // hyphens and full stops (O'Brien, Smith-Jones, Zoë, José).
  name: v.pipe(
    required('Name is required'),
    v.maxLength(100, 'Name is too long'),
    v.regex(
      /^(?=.*[\p{L}\p{N}])[\p{L}\p{M}\p{N} '’.-]+$/u,
      'Name must contain only letters, numbers, and spaces',
    ),
  ),
  email: v.pipe(
    required('Email is required'),
    v.email('Invalid email format'),
    v.maxLength(254, 'Invalid email format'),
  ),
  password: PasswordSchema,
  // Digits, typed with spaces or not ("0412 345 678"); kept without them. The product spec has no + here.
  phone: v.pipe(
    required('Phone number is required'),
    v.regex(/^\d[\d ]*$/, 'Phone number must contain only numbers'),
    v.transform(phoneDigits),
    v.maxLength(20, 'Phone number is too long'),
  ),
  terms: v.pipe(
    v.optional(v.union([v.boolean(), v.literal('on'), v.literal('true')]), false),
    v.check((t) => t === true || t === 'on' || t === 'true', 'You must agree to the terms and conditions'),
  ),
  ...business,
};

export const SignupSchema = v.pipe(
  v.object(signupEntries),
  v.forward(
    v.check((i) => hasNameForAbn(i), BUSINESS_NAME_NEEDED),
    ['_b_name'],
  ),
);

export const LoginSchema = v.object({
  email: v.pipe(required('Email is required'), v.maxLength(254)),
  password: v.pipe(v.optional(v.string(), ''), v.nonEmpty('Password is required'), v.maxLength(200)),
});

const CURRENT_PASSWORD_NEEDED = 'Enter your current password to set a new one.';

/** Profile update: email is read-only (docs/product.md#validation); a new password is optional and needs the current one. */
export const ProfileUpdateSchema = v.pipe(
  v.object({
    /** Sent back unchanged by the form; a different value is refused. */
    email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
    name: signupEntries.name,
    phone: signupEntries.phone,
    password: v.optional(v.union([v.literal(''), PasswordSchema]), ''),
    current_password: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
    ...business,
  }),
  v.forward(
    v.check((i) => !i.password || i.current_password !== '', CURRENT_PASSWORD_NEEDED),
    ['current_password'],
  ),
  v.forward(
    v.check((i) => hasNameForAbn(i), BUSINESS_NAME_NEEDED),
    ['_b_name'],
  ),
);

export const SavedAddressSchema = v.object({
  ...AddressSchema.entries,
  address_type: v.pipe(required('Address type is required'), v.maxLength(40, 'Address type is too long')),
});

export const ResetEmailSchema = v.object({
  email: v.pipe(required('Email is required'), v.email('Invalid email format')),
});
export const OtpSchema = v.object({
  email: v.pipe(required('Email is required'), v.email('Invalid email format')),
  otp: v.pipe(required('OTP is required'), v.regex(/^\d{6}$/, 'The code is 6 digits')),
});
export const NewPasswordSchema = v.pipe(
  v.object({
    ...OtpSchema.entries,
    password: PasswordSchema,
    password_confirmation: v.optional(v.string(), ''),
  }),
  v.forward(
    v.check((i) => i.password === i.password_confirmation, 'Passwords do not match!'),
    ['password_confirmation'],
  ),
);

/** A member's profile as the account pages show it; business details only where given. */
export interface Profile {
  name: string;
  email: string;
  phone: string;
  business: Partial<Record<BusinessField, string>>;
  /** The trade account application, if any. */
  trade: TradeStatus;
}

export type BusinessField = (typeof BUSINESS_FIELDS)[number];

/** A saved address of a member (SavedAddressSchema's fields and its id). */
export type SavedAddress = v.InferOutput<typeof SavedAddressSchema> & { id: number };
