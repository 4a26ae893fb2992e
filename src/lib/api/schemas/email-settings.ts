/**
 * The checks on the emails' branding and the review-request delay (PATCH /admin/settings), shared by
 * the API and the back office's settings form so both say the same words.
 */

export const REVIEW_DAYS_MAX = 60;
export const LOGO_MESSAGE =
  "The logo must be an https address, or a path on the shop's site such as /storage/logo.png; empty for the shop's name.";
export const COLOUR_MESSAGE = 'The brand colour must be a hex colour like #b3261e.';
export const CONTACT_EMAIL_MESSAGE = 'The contact email must be an email address, or empty.';
export const CONTACT_PHONE_MESSAGE =
  'The contact phone must be a phone number (digits, spaces, + ( ) -), or empty.';

/** '' (no logo), a path on the shop ('/storage/logo.png'), or an https address; at most 500 characters. */
export function isLogoUrl(value: string, siteUrl?: string): boolean {
  if (value === '') return true;
  if (value.length > 500 || /\s/.test(value)) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return siteUrl !== undefined && url.origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

export const isBrandColour = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

export const isContactEmail = (value: string) =>
  value === '' || (value.length <= 200 && /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value));

export const isContactPhone = (value: string) =>
  value === '' ||
  (value.length <= 40 && /^\+?[\d ()-]{6,}$/.test(value) && /\d{6,}/.test(value.replace(/\D/g, '')));
