/**
 * The checkout page: billing form, the delivery choice (deliver, with the optional shipping block, or
 * collect from a store), comment, and the order summary with the member plan and the two payment buttons. The checkout store validates, keeps the checkout for the
 * payment page and opens it; when an earlier card attempt turns out to have placed the order, the page
 * says so instead.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { defaultAddress, isBlankAddress } from '../lib/account/default-address.ts';
import type { Address } from '../lib/checkout/checkout.ts';
import type { PricingSettings } from '../lib/pricing/pricing.ts';
import { $addresses } from '../stores/addresses.ts';
import { $cart } from '../stores/cart.ts';
import {
  $checkoutForm,
  clearDeliveryRefusal,
  loadMemberCheckout,
  loadPaymentMethods,
  openCheckout,
  savedCheckoutInput,
  startCheckout,
} from '../stores/checkout.ts';
import { $deliveryQuote, requestQuote } from '../stores/delivery-quote.ts';
import { $placedEarlier } from '../stores/earlier-attempt.ts';
import { $session } from '../stores/session.ts';
import { useFirstErrorFocus } from './account/first-error.ts';
import { AddressFields, emptyAddress } from './checkout/AddressFields.tsx';
import { DeliveryChoice } from './checkout/DeliveryChoice.tsx';
import { DeliveryOptions } from './checkout/DeliveryOptions.tsx';
import { useEmptyCartRedirect } from './checkout/empty-cart.ts';
import { OrderSummary } from './checkout/OrderSummary.tsx';
import { PlacedEarlier } from './checkout/PlacedEarlier.tsx';
import { SavedAddresses } from './checkout/SavedAddresses.tsx';

interface Props {
  settings: PricingSettings;
}

/** How long typing in the address pauses before the delivery options are asked for again. */
const QUOTE_PAUSE_MS = 400;

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
  const [collect, setCollect] = useState(saved?.collect ?? false);
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

  // The delivery options for the address delivery goes to, asked again once typing pauses.
  const items = useStore($cart);
  const { post_code, state, street_address } = shipToDifferent ? shipping : billing;
  const quote = useStore($deliveryQuote);
  useEffect(() => {
    if (quote.kind === 'ready') clearDeliveryRefusal();
  }, [quote]);
  useEffect(() => {
    if (collect) return;
    const address = { post_code, state, street_address };
    const timer = setTimeout(() => void requestQuote(items, address), QUOTE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [collect, items, post_code, state, street_address]);

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
        <DeliveryChoice collect={collect} onChange={setCollect} error={errors.pickup_location_id} />
        {!collect && (
          <label className="check">
            <input
              type="checkbox"
              checked={shipToDifferent}
              onChange={(e) => setShipToDifferent(e.currentTarget.checked)}
            />{' '}
            Ship to a different address
          </label>
        )}
        {!collect && shipToDifferent && (
          <fieldset>
            <legend>Shipping address</legend>
            <AddressFields prefix="s_" values={shipping} errors={errors} onChange={setShipping} />
          </fieldset>
        )}
        {!collect && <DeliveryOptions error={errors.delivery_option} />}
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
        collect={collect}
        message={message.text}
        onPay={(kind) =>
          startCheckout(kind, { billing, shipping, shipToDifferent, collect, comment }, settings)
        }
      />
    </div>
  );
}
