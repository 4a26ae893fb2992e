/**
 * After the server refused an order because prices changed: one button that brings the cart and the
 * order to today's prices, then what changed (each line, and the total before and after).
 */
import { useStore } from '@nanostores/react';
import type { PaymentKind } from '../../lib/checkout-storage.ts';
import { formatMoney } from '../../lib/money.ts';
import { $payment, updatePrices } from '../../stores/payment.ts';

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
          <li key={line.id}>
            {line.title}: was {formatMoney(line.wasCents)}, now {formatMoney(line.nowCents)}
          </li>
        ))}
        <li>
          Total: was {formatMoney(priceUpdate.wasTotalCents)}, now {formatMoney(priceUpdate.nowTotalCents)}
        </li>
      </ul>
    </div>
  );
}
