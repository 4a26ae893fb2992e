/**
 * The checkout page: billing form, optional shipping block, comment, and the order summary with the
 * member plan and the two payment buttons. The checkout store validates, keeps the checkout for the
 * payment page and opens it; when an earlier card attempt turns out to have placed the order, the page
 * says so instead.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { defaultAddress, isBlankAddress } from '../lib/account/default-address.ts';
import type { Address } from '../lib/checkout/checkout.ts';
import type { PricingSettings } from '../lib/pricing/pricing.ts';
import { $addresses } from '../stores/addresses.ts';
import {
  $checkoutForm,
  loadMemberCheckout,
  loadPaymentMethods,
  openCheckout,
  savedCheckoutInput,
  startCheckout,
} from '../stores/checkout.ts';
import { $placedEarlier } from '../stores/earlier-attempt.ts';
import { $session } from '../stores/session.ts';
import { useFirstErrorFocus } from './account/first-error.ts';
import { AddressFields, emptyAddress } from './checkout/AddressFields.tsx';
import { useEmptyCartRedirect } from './checkout/empty-cart.ts';
import { OrderSummary } from './checkout/OrderSummary.tsx';
import { PlacedEarlier } from './checkout/PlacedEarlier.tsx';
import { SavedAddresses } from './checkout/SavedAddresses.tsx';

interface Props {
  settings: PricingSettings;
}

export default function Checkout({ settings }: Props) {
  useEmptyCartRedirect();
  const session = useStore($session);
  const addresses = useStore($addresses);
  const { errors, message } = useStore($checkoutForm);
  // Back from a payment page to change the details: the form as it was sent.
  const [saved] = useState(savedCheckoutInput);
  const [billing, setBilling] = useState<Address>(saved?.billing ?? emptyAddress);
  const [shipping, setShipping] = useState<Address>(saved?.shipping ?? emptyAddress);
  const [shipToDifferent, setShipToDifferent] = useState(saved?.shipToDifferent ?? false);
  const [comment, setComment] = useState(saved?.comment ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  useFirstErrorFocus(formRef, errors);

  useEffect(() => {
    if (session) loadMemberCheckout();
  }, [session]);
  useEffect(loadPaymentMethods, []);
  // A member starts from their default saved address unless something is typed or kept already.
  useEffect(() => {
    const preferred = defaultAddress(addresses);
    if (preferred) setBilling((current) => (isBlankAddress(current) ? preferred : current));
  }, [addresses]);

  // An earlier card attempt left without an answer is settled before anything new is paid.
  useEffect(() => {
    void openCheckout();
  }, []);

  const placed = useStore($placedEarlier);
  if (placed) return <PlacedEarlier placed={placed} />;

  return (
    <div className="checkout">
      <form ref={formRef} className="checkout-form" noValidate onSubmit={(e) => e.preventDefault()}>
        <fieldset>
          <legend>Billing details</legend>
          {addresses && addresses.length > 0 && (
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
      <OrderSummary
        settings={settings}
        message={message.text}
        onPay={(kind) => startCheckout(kind, { billing, shipping, shipToDifferent, comment }, settings)}
      />
    </div>
  );
}
