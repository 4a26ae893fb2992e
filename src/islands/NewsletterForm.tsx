/** The footer newsletter form: a required email, 'Subscribed successfully!' or 'Subscription failed. Please try again.' */
import { type FormEvent, useState } from 'react';
import { api } from '../stores/api.ts';

export default function NewsletterForm() {
  const [message, setMessage] = useState({ text: '', ok: false });
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = e.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const email = input.value;
    setBusy(true);
    setMessage({ text: '', ok: false });
    try {
      await api.post('/subscribe', { email });
      setMessage({ text: 'Subscribed successfully!', ok: true });
      // Clear the box only if the shopper has not typed another address meanwhile.
      if (input.value === email) input.value = '';
    } catch {
      setMessage({ text: 'Subscription failed. Please try again.', ok: false });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="newsletter" onSubmit={submit} aria-busy={busy}>
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
