/**
 * After the server refused an order because prices changed: one button that brings the cart and the
 * order to today's prices, then what changed (each line, and the total before and after), GST-inclusive
 * first like every other price.
 */
import { useStore } from '@nanostores/react';
import type { PaymentKind } from '../../lib/checkout/checkout-storage.ts';
import { $payment, updatePrices } from '../../stores/payment.ts';
import { GstPrice } from '../shared/GstPrice.tsx';

export function PriceUpdate({ kind }: { kind: PaymentKind }) {
  const { busy, priceChange, priceUpdate } = useStore($payment);
  if (priceChange)
    return (
      <p>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => updatePrices(kind)}
        >
          Update to current prices
        </button>
      </p>
    );
  if (!priceUpdate) return null;
  return (
    <div role="status" className="price-update">
      <p>
        <strong>Prices updated.</strong> Please check the new total before you pay.
      </p>
      <ul>
        {priceUpdate.lines.map((line) => (
          <li key={line.id} data-testid="price-update-line">
            {line.title}: was <GstPrice price={line.was} />, now <GstPrice price={line.now} />
          </li>
        ))}
        <li data-testid="price-update-total">
          Total: was <GstPrice price={priceUpdate.wasTotal} />, now <GstPrice price={priceUpdate.nowTotal} />
        </li>
      </ul>
    </div>
  );
}
