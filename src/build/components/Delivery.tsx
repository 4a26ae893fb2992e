/** @jsxImportSource ../jsx */
/** What a product page says about delivery: the Shipping tab's terms, and the perks under the buy box. */
import { DELIVERY_TIME, HANDLING_TIME, ORDER_CUTOFF } from '../../lib/checkout/delivery-promises.ts';

/** `freeOn`: the orders delivered free ("orders over $100"); `charge`: the delivery charge in dollars. */
export function DeliveryTerms({ freeOn, charge }: { freeOn: string; charge: string }) {
  return (
    <p>
      Free delivery on {freeOn}; ${charge} (GST included) below that. Orders placed before {ORDER_CUTOFF}{' '}
      leave within {HANDLING_TIME} and arrive {DELIVERY_TIME} after dispatch.
    </p>
  );
}

export function Perks({ freeOn }: { freeOn: string }) {
  return (
    <ul class="perks">
      <li>Free shipping on {freeOn}</li>
      <li>Estimated delivery {DELIVERY_TIME}</li>
    </ul>
  );
}
