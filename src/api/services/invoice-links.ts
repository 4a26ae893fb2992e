/**
 * Tax invoice links for guests (docs/design.md#tax-invoices): the confirmation email carries
 * /api/invoices/{invoice number}?expires={unix seconds}&sig={HMAC-SHA256}, signed over the number and
 * the expiry with the server's secret (RESET_CODE_SECRET, under a purpose prefix of its own, as the
 * email confirmation links are). Nothing is stored; a number alone, or a link for another order, a
 * changed expiry or a lapsed one opens nothing. Valid for 30 days: long enough to find the email for a
 * tax return or a warranty claim, short enough that a forwarded email does not leak it for good.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const INVOICE_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const SIGNATURE = /^[\w-]{43}$/;
const EXPIRES = /^\d{1,12}$/;

const signature = (secret: string, invoiceNumber: string, expires: number) =>
  createHmac('sha256', secret).update(`tax-invoice:${invoiceNumber}:${expires}`).digest('base64url');

/** The query that opens one order's invoice until the expiry: `expires` and `sig`. */
export function signInvoiceLink(secret: string, invoiceNumber: string, now = Date.now()) {
  const expires = Math.floor((now + INVOICE_LINK_TTL_MS) / 1000);
  return { expires, sig: signature(secret, invoiceNumber, expires) };
}

/** The link as mailed: absolute, under the site's /api. */
export function invoiceLink(
  siteUrl: string,
  secret: string,
  invoiceNumber: string,
  now = Date.now(),
): string {
  const { expires, sig } = signInvoiceLink(secret, invoiceNumber, now);
  return `${siteUrl.replace(/\/+$/, '')}/api/invoices/${encodeURIComponent(invoiceNumber)}?expires=${expires}&sig=${sig}`;
}

/**
 * Checks a link's query for an invoice number: 'invalid' when malformed, forged, changed or made for
 * another order; 'expired' only for a link we really signed (so a guess learns nothing); else 'valid'.
 */
export function checkInvoiceLink(
  secret: string,
  invoiceNumber: string,
  expires: string | undefined,
  sig: string | undefined,
  now = Date.now(),
): 'valid' | 'invalid' | 'expired' {
  if (!expires || !sig || !EXPIRES.test(expires) || !SIGNATURE.test(sig)) return 'invalid';
  const expected = Buffer.from(signature(secret, invoiceNumber, Number(expires)));
  if (!timingSafeEqual(expected, Buffer.from(sig))) return 'invalid';
  return Number(expires) * 1000 < now ? 'expired' : 'valid';
}
