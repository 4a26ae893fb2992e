/**
 * The checkout's order summary: the lines (GST-inclusive, ex GST beside), the member's plan choice, the
 * discount code field, the totals with each discount on its own line (delivery "Free — click & collect"
 * for a collect order, priced as the server prices it), and the payment buttons (those of the methods
 * the shop takes), with PayPal Pay in 4's payments of the total when PayPal is one.
 */
import { useStore } from '@nanostores/react';
import type { PaymentKind } from '../../lib/checkout/checkout-storage.ts';
import { payIn4Text } from '../../lib/pricing/instalments.ts';
import { type PricingSettings, shownLine } from '../../lib/pricing/pricing.ts';
import { COLLECT_TEXTS } from '../../lib/stock/pickup.ts';
import { $cart } from '../../stores/cart.ts';
import {
  $checkoutDiscounts,
  $memberPlans,
  $paymentMethods,
  $planId,
  checkoutTotals,
  choosePlan,
} from '../../stores/checkout.ts';
import { $deliveryOption } from '../../stores/delivery-quote.ts';
import { GstPrice } from '../shared/GstPrice.tsx';
import { PromoCode } from './PromoCode.tsx';
import { Totals } from './Totals.tsx';

interface Props {
  settings: PricingSettings;
  /** Collected from a store: nothing charged for delivery. */
  collect?: boolean;
  message: string;
  onPay: (kind: PaymentKind) => void;
}

export function OrderSummary({ settings, collect = false, message, onPay }: Props) {
  const items = useStore($cart);
  const plans = useStore($memberPlans);
  const planId = useStore($planId);
  // A method the shop does not take is not offered.
  const methods = useStore($paymentMethods);
  const delivery = useStore($deliveryOption);
  const totals = checkoutTotals(
    items,
    settings,
    useStore($checkoutDiscounts),
    collect,
    delivery?.price_ex_cents,
  );
  // The summary's own total, which the server charges: PayPal splits exactly this.
  const payLater = payIn4Text(totals.totalCents);
  return (
    <aside className="order-summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Order summary</h2>
      <ul>
        {items.map((i) => (
          <li key={i.id}>
            <span>
              {i.quantity} × {i.title}
            </span>{' '}
            <GstPrice price={shownLine(i, settings.gstBp)} />
          </li>
        ))}
      </ul>
      {plans && plans.membership.length > 0 && (
        <label className="field">
          Membership plan
          <select value={planId ?? ''} onChange={(e) => choosePlan(Number(e.currentTarget.value))}>
            {plans.membership.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.percentText}% off)
              </option>
            ))}
          </select>
        </label>
      )}
      <PromoCode />
      <Totals
        totals={totals}
        testIdPrefix="summary"
        grouped
        freeDelivery={collect ? COLLECT_TEXTS.free : undefined}
      />
      {message && (
        <p role="alert" className="form-error">
          {message}
        </p>
      )}
      <div className="pay-buttons">
        {(!methods || methods.card) && (
          <button type="button" className="btn" onClick={() => onPay('card')}>
            Credit Card / Debit Card
          </button>
        )}
        {(!methods || methods.paypal) && (
          <button type="button" className="btn btn-secondary" onClick={() => onPay('paypal')}>
            Paypal
          </button>
        )}
      </div>
      {methods?.paypal && payLater && (
        <p className="pay-later muted" data-testid="summary-pay-in-4">
          {payLater}
        </p>
      )}
      <p className="muted">
        By placing an order you accept our <a href="/privacy-and-policy/">privacy policy</a>,{' '}
        <a href="/shipping-option/">shipping options</a> and <a href="/return-policy/">return policy</a>.
      </p>
    </aside>
  );
}
