/**
 * Rebuild webhook signatures: header `X-Storefront-Signature: t=<unix seconds>,v1=<hex>` where v1 is
 * HMAC-SHA256(secret, "<t>.<raw body>"). Old timestamps are refused, so a captured call cannot be
 * replayed later; the comparison is constant-time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Storefront-Signature';
/** How far a signature's time may be from ours, either way. */
export const SIGNATURE_TOLERANCE_S = 300;

/** The header value for a body signed now (or at `now`). */
export function signPayload(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** A valid check names the signature and its time, for the replay guard. */
export type SignatureCheck =
  | { ok: true; signature: string; timestamp: number }
  | { ok: false; message: string };

/** Checks a header against the raw body: format, time window, then the HMAC in constant time. */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  now = Date.now(),
): SignatureCheck {
  if (!header) return { ok: false, message: `Missing ${SIGNATURE_HEADER} header` };
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!/^\d+$/.test(parts.t ?? '') || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) {
    return { ok: false, message: 'Malformed signature' };
  }
  if (Math.abs(now / 1000 - t) > SIGNATURE_TOLERANCE_S) {
    return { ok: false, message: 'Signature timestamp is outside the allowed window' };
  }
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1!, 'hex');
  return timingSafeEqual(expected, given)
    ? { ok: true, signature: parts.v1!, timestamp: t }
    : { ok: false, message: 'Invalid signature' };
}
