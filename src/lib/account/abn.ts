/**
 * Australian Business Numbers: the ATO's check-digit algorithm, shared by the sign-up form, the
 * server and the settings that print the seller's ABN on tax invoices.
 * https://abr.business.gov.au/Help/AbnFormat
 */

export const ABN_MESSAGE = 'Please enter a valid ABN.';

const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The 11 digits of an ABN as typed ('51 824 753 556' -> '51824753556'), or null when it is not 11 digits. */
export function abnDigits(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

/** Whether the value is a valid ABN: subtract 1 from the first digit, weight, sum, divisible by 89. */
export function isValidAbn(value: unknown): boolean {
  const digits = abnDigits(value);
  if (!digits || digits[0] === '0') return false;
  const sum = [...digits].reduce((total, d, i) => total + (Number(d) - (i === 0 ? 1 : 0)) * WEIGHTS[i]!, 0);
  return sum % 89 === 0;
}

/** The ABN's public record on ABN Lookup, where staff check the business before approving it. */
export function abnLookupUrl(value: string): string {
  return `https://abr.business.gov.au/ABN/View?abn=${encodeURIComponent(abnDigits(value) ?? value)}`;
}

/** An ABN as printed: '51 824 753 556'. */
export function formatAbn(value: string): string {
  const d = abnDigits(value) ?? value;
  return d.length === 11 ? `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}` : value;
}
