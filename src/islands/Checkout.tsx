/**
 * The checkout page: billing form, optional shipping block, comment, member plan, order summary and
 * the two payment buttons. Each button validates first (SPEC section 5 messages), then saves the
 * checkout data for 5 minutes and opens the payment page.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { unitPriceCents } from '../lib/catalogue/product.ts';
import { type CheckoutErrors, MESSAGES, validateCheckout } from '../lib/checkout.ts';
import { newIdempotencyKey, type PaymentKind, saveCheckout } from '../lib/checkout-storage.ts';
import { centsToDecimal, formatMoney, percentToBp } from '../lib/money.ts';
import { type PricingSettings, priceOrder } from '../lib/pricing.ts';
import { api } from '../stores/api.ts';
import { $cart } from '../stores/cart.ts';
import { $session } from '../stores/session.ts';
import { AddressFields, type AddressValues, emptyAddress } from './checkout/AddressFields.tsx';
import { type SavedAddress, SavedAddresses } from './checkout/SavedAddresses.tsx';

interface Plans {
  signup_plans: { discount_percentage: string }[];
  user_membership_plans: { id: number; plan_name: string; discount_percentage: string }[];
}

interface Props {
  settings: PricingSettings;
}

export default function Checkout({ settings }: Props) {
  const items = useStore($cart);
  const session = useStore($session);
  const [billing, setBilling] = useState<AddressValues>(emptyAddress);
  const [shipping, setShipping] = useState<AddressValues>(emptyAddress);
  const [shipToDifferent, setShipToDifferent] = useState(false);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [message, setMessage] = useState('');
  const [plans, setPlans] = useState<Plans | null>(null);
  const [planId, setPlanId] = useState<number | null>(null);
  const [addresses, setAddresses] = useState<SavedAddress[]>([]);

  useEffect(() => {
    if ($cart.get().length === 0) window.location.replace('/');
  }, []);

  useEffect(() => {
    if (!session) return;
    api.get<{ data: Plans }>('/user').then(({ data }) => {
      setPlans(data);
      setPlanId(data.user_membership_plans[0]?.id ?? null);
    }, console.error);
    api
      .get<{ data: { shipping_addresses: SavedAddress[] } }>('/user-addresses')
      .then(({ data }) => setAddresses(data.shipping_addresses), console.error);
  }, [session]);

  const discounts = useMemo(() => {
    if (!session || !plans) return {};
    const plan = plans.user_membership_plans.find((p) => p.id === planId);
    return {
      signupBp: percentToBp(plans.signup_plans[0]?.discount_percentage) ?? 0,
      membershipBp: percentToBp(plan?.discount_percentage) ?? 0,
    };
  }, [session, plans, planId]);
  const totals = priceOrder(
    items.map((i) => ({ unitCents: unitPriceCents(i), quantity: i.quantity })),
    settings,
    discounts,
  );

  const go = (kind: PaymentKind) => {
    if (items.length === 0) return setMessage(MESSAGES.emptyCart);
    if (totals.subtotalCents === 0) return setMessage(MESSAGES.zeroSubtotal);
    const form: Record<string, unknown> = {
      ...billing,
      ship_to_different: shipToDifferent,
      ...Object.fromEntries(Object.entries(shipping).map(([k, val]) => [`s_${k}`, val])),
      comment,
    };
    const result = validateCheckout(form);
    if (!result.success) {
      setErrors(result.errors);
      setMessage(MESSAGES.fixFields);
      return;
    }
    setErrors({});
    setMessage('');
    const text = {
      subTotal: centsToDecimal(totals.subtotalCents),
      delivery_charges: centsToDecimal(totals.deliveryCents),
      totalGst: centsToDecimal(totals.gstCents),
      grand_total: centsToDecimal(totals.totalCents),
    };
    saveCheckout(sessionStorage, kind, {
      ...result.output,
      ...text,
      order: {
        ...form,
        ...text,
        discountPlan: planId,
        products: items.map((i) => ({ id: i.id, quantity: i.quantity })),
      },
      idempotencyKey: newIdempotencyKey(),
      savedAt: Date.now(),
    });
    window.location.assign(kind === 'card' ? '/checkout-stripe-payment/' : '/checkout-paypal-payment/');
  };

  const summary: [string, number][] = [
    ['Subtotal', totals.subtotalCents],
    ...(totals.signupDiscountCents
      ? ([['Signup discount', -totals.signupDiscountCents]] as [string, number][])
      : []),
    ...(totals.membershipDiscountCents
      ? ([['Membership discount', -totals.membershipDiscountCents]] as [string, number][])
      : []),
    ['Shipping', totals.deliveryCents],
    ['GST', totals.gstCents],
    ['Total', totals.totalCents],
  ];

  return (
    <div className="checkout">
      <form className="checkout-form" noValidate onSubmit={(e) => e.preventDefault()}>
        <fieldset>
          <legend>Billing details</legend>
          {addresses.length > 0 && (
            <SavedAddresses addresses={addresses} onChoose={(a) => setBilling({ ...emptyAddress, ...a })} />
          )}
          <AddressFields prefix="" values={billing} errors={errors} onChange={setBilling} autocomplete />
        </fieldset>
        <label className="check">
          <input
            type="checkbox"
            checked={shipToDifferent}
            onChange={(e) => setShipToDifferent(e.currentTarget.checked)}
          />{' '}
          Ship to a different address
        </label>
        {shipToDifferent && (
          <fieldset>
            <legend>Shipping address</legend>
            <AddressFields prefix="s_" values={shipping} errors={errors} onChange={setShipping} />
          </fieldset>
        )}
        <label className="field">
          Order comment (optional)
          <textarea
            maxLength={250}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby="comment-help"
          />
          <span id="comment-help" className="muted">
            {errors.comment ?? `${250 - comment.length} characters left`}
          </span>
        </label>
      </form>
      <aside className="order-summary" aria-labelledby="summary-heading">
        <h2 id="summary-heading">Order summary</h2>
        <ul>
          {items.map((i) => (
            <li key={i.id}>
              {i.quantity} × {i.title} <span>{formatMoney(unitPriceCents(i) * i.quantity)}</span>
            </li>
          ))}
        </ul>
        {plans && plans.user_membership_plans.length > 0 && (
          <label className="field">
            Membership plan
            <select value={planId ?? ''} onChange={(e) => setPlanId(Number(e.currentTarget.value))}>
              {plans.user_membership_plans.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.plan_name} ({p.discount_percentage}% off)
                </option>
              ))}
            </select>
          </label>
        )}
        <dl>
          {summary.map(([label, cents]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd data-testid={`summary-${label.toLowerCase().replace(/\s+/g, '-')}`}>
                {formatMoney(cents)}
              </dd>
            </div>
          ))}
        </dl>
        {message && (
          <p role="alert" className="form-error">
            {message}
          </p>
        )}
        <div className="pay-buttons">
          <button type="button" className="btn" onClick={() => go('card')}>
            Credit Card / Debit Card
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => go('paypal')}>
            Paypal
          </button>
        </div>
        <p className="muted">
          By placing an order you accept our <a href="/privacy-and-policy/">privacy policy</a>,{' '}
          <a href="/shipping-option/">shipping options</a> and <a href="/return-policy/">return policy</a>.
        </p>
      </aside>
    </div>
  );
}
