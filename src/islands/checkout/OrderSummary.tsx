/**
 * The checkout's order summary: the lines (GST-inclusive, ex GST beside), the member's plan choice, the
 * discount code field, the totals with each discount on its own line, and the payment buttons (those
 * of the methods the shop takes).
 */
import { useStore } from '@nanostores/react';
import type { PaymentKind } from '../../lib/checkout/checkout-storage.ts';
import { type PricingSettings, shownLine } from '../../lib/pricing/pricing.ts';
import { $cart } from '../../stores/cart.ts';
import {
  $checkoutDiscounts,
  $memberPlans,
  $paymentMethods,
  $planId,
  checkoutTotals,
  choosePlan,
} from '../../stores/checkout.ts';
import { GstPrice } from '../shared/GstPrice.tsx';
import { PromoCode } from './PromoCode.tsx';
import { Totals } from './Totals.tsx';

interface Props {
  settings: PricingSettings;
  message: string;
  onPay: (kind: PaymentKind) => void;
}

export function OrderSummary({ settings, message, onPay }: Props) {
  const items = useStore($cart);
  const plans = useStore($memberPlans);
  const planId = useStore($planId);
  // A method the shop does not take is not offered.
  const methods = useStore($paymentMethods);
  const totals = checkoutTotals(items, settings, useStore($checkoutDiscounts));
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
      <Totals totals={totals} testIdPrefix="summary" grouped />
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
      <p className="muted">
        By placing an order you accept our <a href="/privacy-and-policy/">privacy policy</a>,{' '}
        <a href="/shipping-option/">shipping options</a> and <a href="/return-policy/">return policy</a>.
      </p>
    </aside>
  );
}
