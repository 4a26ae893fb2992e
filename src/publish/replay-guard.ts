/**
 * Signed calls already accepted: a signature stays valid for SIGNATURE_TOLERANCE_S, so a captured
 * call could be sent again until then. Each signature is remembered until it expires and accepted
 * once; expired ones are dropped, so memory holds at most the calls of the last few minutes.
 */
import { SIGNATURE_TOLERANCE_S } from '../lib/webhook-signature.ts';

export interface ReplayGuard {
  /** True the first time a valid signature is offered, false for every later offer. */
  firstUse(signature: string, timestamp: number, now?: number): boolean;
  /** How many signatures are remembered (for tests and diagnostics). */
  size(): number;
}

export function createReplayGuard(toleranceS = SIGNATURE_TOLERANCE_S): ReplayGuard {
  /** Signature (v1 hex) to the time (ms) after which verifySignature refuses it anyway. */
  const seen = new Map<string, number>();
  const forget = (now: number) => {
    for (const [signature, expires] of seen) if (expires < now) seen.delete(signature);
  };
  return {
    firstUse(signature, timestamp, now = Date.now()) {
      forget(now);
      if (seen.has(signature)) return false;
      seen.set(signature, (timestamp + toleranceS) * 1000);
      return true;
    },
    size: () => seen.size,
  };
}
