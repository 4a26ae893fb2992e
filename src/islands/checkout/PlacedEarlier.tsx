/** Says that an earlier attempt placed the order (nothing more was charged), with its tracking link. */
import type { PlacedEarlier as Placed } from '../../stores/earlier-attempt.ts';

export function PlacedEarlier({ placed }: { placed: Placed }) {
  return (
    <section role="status" className="thank-you placed-earlier">
      <h2>
        Your order <strong>{placed.invoiceNumber}</strong> was placed
      </h2>
      <p className="order-placed">Your earlier payment went through, so nothing more was charged.</p>
      <p>We have emailed you a confirmation.</p>
      <p>
        You can follow it on the <a href={placed.trackingPath}>order tracking page</a>, or see{' '}
        <a href="/thank-you/">its confirmation</a>.
      </p>
      <p>
        <a className="btn" href="/shop/">
          Continue shopping
        </a>
      </p>
    </section>
  );
}
