/**
 * The page Afterpay and Zip send the shopper back to (/checkout-payment-return/): it asks the server what
 * became of the payment, and says it: paid (the thank-you page, or the order's number when this tab
 * no longer holds the checkout), not paid with the reason and a way to pay again, or still waiting.
 */
import { useCallback, useEffect, useState } from 'react';
import { type ReturnView, settleReturn } from '../stores/payment.ts';

export default function PaymentReturn() {
  const [view, setView] = useState<ReturnView>({ kind: 'checking' });
  const check = useCallback(() => {
    setView({ kind: 'checking' });
    void settleReturn(window.location.search).then(setView);
  }, []);
  useEffect(check, [check]);

  if (view.kind === 'checking')
    return (
      <p role="status" className="payment-return">
        Checking your payment...
      </p>
    );
  if (view.kind === 'paid')
    return (
      <section role="status" className="thank-you payment-return">
        <h2>Payment received</h2>
        <p className="order-placed">
          Your order <strong>{view.invoiceNumber}</strong> is placed. We have emailed you a confirmation.
        </p>
        <p>
          <a className="btn" href="/shop/">
            Continue shopping
          </a>
        </p>
      </section>
    );
  if (view.kind === 'failed')
    return (
      <section className="payment-return">
        <h2>Your payment was not completed</h2>
        <p role="alert" className="form-error">
          {view.message}
        </p>
        <p>No money was taken for this order.</p>
        <p>
          <a className="btn" href={view.again}>
            Choose another way to pay
          </a>
        </p>
      </section>
    );
  if (view.kind === 'waiting')
    return (
      <section className="payment-return">
        <h2>Your payment is not finished yet</h2>
        <p role="status">
          The payment was not approved. You can go back and finish it, or choose another way to pay.
        </p>
        <p>
          <a className="btn" href="/checkout-stripe-payment/">
            Back to payment
          </a>
        </p>
      </section>
    );
  if (view.kind === 'unknown')
    return (
      <section className="payment-return">
        <h2>We could not check your payment just now</h2>
        <p role="alert">Your payment is safe: checking again does not charge you twice.</p>
        <button type="button" className="btn" onClick={check}>
          Check again
        </button>
      </section>
    );
  return (
    <section className="payment-return">
      <p>This page finishes a payment made with Afterpay or Zip; there is no payment to finish here.</p>
      <p>
        <a className="btn" href="/cart/">
          Go to your cart
        </a>
      </p>
    </section>
  );
}
