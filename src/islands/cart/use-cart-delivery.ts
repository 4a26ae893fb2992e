/**
 * The delivery the cart's totals add (issue 49): the estimate for the whole cart to the postcode the
 * shopper last asked for (stores/delivery-estimate.ts), or null while there is none, it is refused
 * or it failed (the totals then fall back to the settings' charge). While the cart changes, the last
 * answer for the same postcode is kept until the new one arrives, so the totals do not flicker.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { CartItem, EstimatedDelivery } from '../../lib/checkout/cart.ts';
import { $deliveryPostcode, estimateDelivery } from '../../stores/delivery-estimate.ts';

export interface CartDelivery extends EstimatedDelivery {
  postcode: string;
}

export function useCartDelivery(items: readonly CartItem[]): CartDelivery | null {
  const postcode = useStore($deliveryPostcode);
  const [held, setHeld] = useState<CartDelivery | null>(null);
  const lines = items.map((i) => `${i.id}x${i.quantity}`).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `lines` is the cart as the estimate reads it
  useEffect(() => {
    if (!postcode || !lines) {
      setHeld(null);
      return;
    }
    let current = true;
    estimateDelivery(items, postcode).then((answer) => {
      if (!current) return;
      setHeld(
        answer.kind === 'ready' && answer.priceExCents !== null
          ? { postcode, priceExCents: answer.priceExCents, freeFromCents: answer.freeFromCents }
          : null,
      );
    });
    return () => {
      current = false;
    };
  }, [postcode, lines]);

  return held?.postcode === postcode ? held : null;
}
