/**
 * Signed review links (docs/design.md#ratings-and-reviews): the review request email carries
 * {site}/review/?t={order item id}.{expiry, unix seconds}.{HMAC-SHA256}, signed over the line and the
 * expiry with the server's secret (RESET_CODE_SECRET) under a purpose prefix of its own, as the
 * invoice links are. Nothing is stored: the link works once because a line takes one review (the
 * reviews table's unique order_item_id). Valid for 60 days, long enough to fit the part first.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const REVIEW_LINK_TTL_MS = 60 * 24 * 60 * 60 * 1000;

const TOKEN = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/;

const signature = (secret: string, orderItemId: number, expires: number) =>
  createHmac('sha256', secret).update(`review-link:${orderItemId}:${expires}`).digest('base64url');

/** The token for one order line, valid until now + 60 days. */
export function signReviewToken(secret: string, orderItemId: number, now = Date.now()): string {
  const expires = Math.floor((now + REVIEW_LINK_TTL_MS) / 1000);
  return `${orderItemId}.${expires}.${signature(secret, orderItemId, expires)}`;
}

/** The link as mailed: the storefront's review page with the token. */
export function reviewLink(siteUrl: string, secret: string, orderItemId: number, now = Date.now()): string {
  return `${siteUrl.replace(/\/+$/, '')}/review/?t=${signReviewToken(secret, orderItemId, now)}`;
}

export type TokenCheck =
  | { state: 'valid'; orderItemId: number }
  | { state: 'expired'; orderItemId: number }
  | { state: 'invalid' };

/**
 * Reads a token: 'invalid' when malformed, forged or changed; 'expired' only for a token we really
 * signed (so a guess learns nothing); else 'valid' with the line it names.
 */
export function checkReviewToken(secret: string, token: string, now = Date.now()): TokenCheck {
  const match = TOKEN.exec(token);
  if (!match) return { state: 'invalid' };
  const orderItemId = Number(match[1]);
  const expires = Number(match[2]);
  const expected = Buffer.from(signature(secret, orderItemId, expires));
  if (!timingSafeEqual(expected, Buffer.from(match[3]!))) return { state: 'invalid' };
  return expires * 1000 < now ? { state: 'expired', orderItemId } : { state: 'valid', orderItemId };
}
