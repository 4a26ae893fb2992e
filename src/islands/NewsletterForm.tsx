/**
 * The footer newsletter form: a required email, 'Subscribed successfully!' or 'Subscription failed.
 * Please try again.' Without JavaScript (or before the island wakes) it is a plain POST to the API,
 * which answers with a page: the address never goes into a URL.
 */
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { $newsletterForm, NEWSLETTER_FORM_ACTION, subscribeNewsletter } from '../stores/customer-service.ts';

export default function NewsletterForm() {
  const { phase, message } = useStore($newsletterForm);
  const busy = phase === 'busy';
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = e.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const email = input.value;
    // Clear the box only if the shopper has not typed another address meanwhile.
    if ((await subscribeNewsletter(email)) && input.value === email) input.value = '';
  };
  return (
    <form
      className="newsletter"
      method="post"
      action={NEWSLETTER_FORM_ACTION}
      onSubmit={submit}
      aria-busy={busy}
    >
      <label htmlFor="newsletter-email">Your email</label>
      <input id="newsletter-email" name="email" type="email" required autoComplete="email" />
      <button type="submit" className="btn" disabled={busy}>
        Subscribe
      </button>
      <p role="status" aria-live="polite">
        {message.text}
      </p>
    </form>
  );
}
