/**
 * The cart panel's and cart page's totals: subtotal, delivery, GST included and total, then how much
 * more to spend for free delivery, and the product spec's note that checkout may still add to them.
 * Delivery is the estimate for the postcode the shopper gave (cart/use-cart-delivery.ts: the service
 * the checkout starts on, so its total is the checkout's), else the settings' charge.
 */
import { useStore } from '@nanostores/react';
import { cartEstimate } from '../../lib/checkout/cart.ts';
import { payIn4Text } from '../../lib/pricing/instalments.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import type { PricingSettings } from '../../lib/pricing/pricing.ts';
import { $cart } from '../../stores/cart.ts';
import { useCartDelivery } from '../cart/use-cart-delivery.ts';
import { Totals } from './Totals.tsx';

interface Props {
  settings: PricingSettings;
  className: string;
  testIdPrefix?: string;
  /** The shop takes PayPal: Pay in 4's payments of the total are said. */
  payLater?: boolean;
}

export function CartTotals({ settings, className, testIdPrefix, payLater = false }: Props) {
  const items = useStore($cart);
  const delivery = useCartDelivery(items);
  const { totals, spendForFreeDeliveryCents } = cartEstimate(items, settings, delivery);
  const instalments = payLater ? payIn4Text(totals.totalCents) : null;
  return (
    <div className="cart-estimate">
      <Totals className={className} totals={totals} testIdPrefix={testIdPrefix} />
      {delivery && <p className="muted">Delivery estimated to postcode {delivery.postcode}.</p>}
      {instalments && (
        <p className="pay-later" data-testid={testIdPrefix && `${testIdPrefix}-pay-in-4`}>
          {instalments}
        </p>
      )}
      {spendForFreeDeliveryCents > 0 && (
        <p className="free-delivery-note">
          Spend {formatMoney(spendForFreeDeliveryCents)} more for free delivery
        </p>
      )}
      <p className="muted">*GST and Shipping may be applied at checkout</p>
    </div>
  );
}
