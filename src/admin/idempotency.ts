/**
 * Idempotency keys for money-moving forms: one key per submission, generated with
 * crypto.randomUUID; sending the same body again (a retry after a lost answer or an error) reuses
 * it, so the server refunds once; a changed body is a new submission with a new key.
 */
import { useRef } from 'react';

export function useIdempotencyKey() {
  const last = useRef<{ key: string; body: string } | null>(null);
  return {
    /** The key to send with this body. */
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { key: crypto.randomUUID(), body: text };
      return last.current.key;
    },
    /** The submission succeeded: the next one is new. */
    done(): void {
      last.current = null;
    },
  };
}
