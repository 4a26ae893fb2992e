/**
 * The cart panel's and cart page's totals: subtotal, delivery estimate, GST included and total, then how
 * much more to spend for free delivery, and the product spec's note that checkout may still add to them.
 */
import { useStore } from '@nanostores/react';
import { cartEstimate } from '../../lib/checkout/cart.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import type { PricingSettings } from '../../lib/pricing/pricing.ts';
import { $cart } from '../../stores/cart.ts';
import { Totals } from './Totals.tsx';

interface Props {
  settings: PricingSettings;
  className: string;
  testIdPrefix?: string;
}

export function CartTotals({ settings, className, testIdPrefix }: Props) {
  const { totals, spendForFreeDeliveryCents } = cartEstimate(useStore($cart), settings);
  return (
    <div className="cart-estimate">
      <Totals className={className} totals={totals} testIdPrefix={testIdPrefix} />
      {spendForFreeDeliveryCents > 0 && (
        <p className="free-delivery-note">
          Spend {formatMoney(spendForFreeDeliveryCents)} more for free delivery
        </p>
      )}
      <p className="muted">*GST and Shipping may be applied at checkout</p>
    </div>
  );
}
