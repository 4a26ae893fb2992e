/** The contact, return and newsletter forms (docs/product.md#data and #validation), one set of rules for pages and API. */
import * as v from 'valibot';
import { PHONE_PATTERN, phoneDigits } from '../checkout/checkout.ts';

const required = (message: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.nonEmpty(message),
      v.maxLength(max, `${message.replace(' is required', '')} is too long`),
    ),
    '',
  );
const email = v.pipe(required('Email is required', 254), v.email('Invalid email format'));
// Optional; typed with spaces or not ("0412 345 678", docs/design.md#accounts-and-security), kept without them as checkout does.
const phone = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check((p) => p === '' || PHONE_PATTERN.test(p), 'Only numeric characters and + are allowed'),
    v.transform(phoneDigits),
    v.maxLength(20, 'Phone number is too long'),
  ),
  '',
);

export const ContactSchema = v.object({
  f_name: required('First name is required', 60),
  l_name: required('Last name is required', 60),
  email,
  phone,
  subject: required('Subject is required', 150),
  message: required('Message is required', 5000),
});

/** Why an item comes back: under the Australian Consumer Law a faulty item is not a change of mind. */
export const RETURN_REASONS = {
  change_of_mind: 'Change of mind',
  faulty: 'Faulty or not working',
  damaged: 'Damaged in transit',
  wrong_item: 'Wrong item sent',
  does_not_fit: 'Does not fit my vehicle',
} as const;

export const ReturnSchema = v.object({
  ...ContactSchema.entries,
  order_id: v.pipe(
    required('Order ID is required', 40),
    v.regex(/^[A-Za-z0-9]+$/, 'Order ID can only contain letters and numbers'),
  ),
  reason: v.optional(
    v.picklist(
      Object.keys(RETURN_REASONS) as (keyof typeof RETURN_REASONS)[],
      'Choose a reason for the return',
    ),
    'change_of_mind',
  ),
});

export const NewsletterSchema = v.object({ email });

export const MAX_ATTACHMENT_BYTES = 5_242_880;
export const ATTACHMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf', 'txt'] as const;
/** The longest attachment name taken, in characters (what file systems allow). */
export const MAX_ATTACHMENT_NAME = 255;

export const ATTACHMENT_MESSAGES = {
  tooLarge: 'File size exceeds 5MB',
  type: 'Only png, jpg, jpeg, pdf and txt files are allowed',
  empty: 'The file is empty',
  name: 'The file name is not allowed',
  content: 'The file does not match its type',
} as const;

/** Checks a chosen file's name and size as the browser can (the server checks its content too). */
export function checkAttachment(name: string, size: number): string | null {
  if (size > MAX_ATTACHMENT_BYTES) return ATTACHMENT_MESSAGES.tooLarge;
  if (size === 0) return ATTACHMENT_MESSAGES.empty;
  // Any printable file name (macOS names screenshots "Screenshot 2026-11-30 at 10.30.00.png"): the
  // file is judged by its content and stored under a random name, so only folders and control
  // characters are refused. The last extension says what the file must be.
  const unsafe = [...name].some((ch) => ch === '/' || ch === '\\' || /\p{Cc}/u.test(ch));
  if (name.trim() === '' || [...name].length > MAX_ATTACHMENT_NAME || unsafe) return ATTACHMENT_MESSAGES.name;
  const ext = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext) ? null : ATTACHMENT_MESSAGES.type;
}
