/**
 * The two card forms behind one interface: Stripe Elements, or the built-in test gateway's form (which
 * turns test card numbers into PaymentMethod ids in the browser and simulates 3-D Secure).
 */
import { testPaymentMethod } from '../../lib/checkout/test-cards.ts';
import { authenticateTestPayment, type CardConfig, type CardForm } from '../../stores/payment.ts';

/** Mounts the configured card form. */
export async function startCardForm(config: CardConfig, mount: HTMLElement): Promise<CardForm> {
  if (config.provider === 'off') throw new Error('Card payments are not available in this shop.');
  return config.provider === 'stripe' && config.publishable_key
    ? stripeForm(config.publishable_key, mount)
    : testForm(mount);
}

async function stripeForm(publishableKey: string, mount: HTMLElement): Promise<CardForm> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('The card form could not be loaded.');
  const card = stripe.elements().create('card', { hidePostalCode: true, disableLink: true });
  const host = document.createElement('div');
  host.className = 'stripe-card';
  mount.append(host);
  card.mount(host);
  await new Promise<void>((resolve) => card.on('ready', () => resolve()));
  return {
    testMode: false,
    async createPaymentMethod(billing) {
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: billing,
      });
      return paymentMethod
        ? { id: paymentMethod.id }
        : { error: error?.message ?? 'The card could not be used.' };
    },
    async authenticate({ clientSecret }) {
      const { error } = await stripe.handleNextAction({ clientSecret });
      return error ? { error: error.message ?? 'Authentication failed.' } : { ok: true };
    },
  };
}

function field(label: string, name: string, autocomplete: string, placeholder: string): HTMLElement {
  const wrap = document.createElement('div');
  wrap.className = 'field';
  wrap.innerHTML = `<label for="test-${name}">${label}</label><input id="test-${name}" name="${name}" inputmode="numeric" autocomplete="${autocomplete}" placeholder="${placeholder}">`;
  return wrap;
}

function testForm(mount: HTMLElement): CardForm {
  mount.replaceChildren(
    field('Card number', 'number', 'cc-number', '4242 4242 4242 4242'),
    field('Expiry (MM/YY)', 'expiry', 'cc-exp', 'MM/YY'),
    field('CVC', 'cvc', 'cc-csc', '123'),
  );
  const value = (name: string) =>
    (mount.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '').trim();
  return {
    testMode: true,
    async createPaymentMethod() {
      return testPaymentMethod(value('number'), value('expiry'), value('cvc'));
    },
    authenticate({ paymentIntentId }) {
      // Stands in for the bank's 3-D Secure page.
      return new Promise((resolve) => {
        const dialog = document.createElement('dialog');
        dialog.setAttribute('aria-labelledby', 'three-ds-title');
        dialog.innerHTML =
          '<h2 id="three-ds-title">Confirm your payment</h2><p>Test mode: your bank asks you to authenticate this payment.</p><button type="button" class="btn" value="complete">Complete authentication</button> <button type="button" class="btn btn-secondary" value="fail">Fail authentication</button>';
        document.body.append(dialog);
        dialog.addEventListener('click', async (event) => {
          const button = (event.target as Element).closest('button');
          if (!button) return;
          dialog.close();
          dialog.remove();
          const failed = await authenticateTestPayment(paymentIntentId, button.value);
          if (failed) resolve({ error: failed });
          else
            resolve(
              button.value === 'complete'
                ? { ok: true }
                : { error: 'We are unable to authenticate your payment method.' },
            );
        });
        dialog.showModal();
      });
    },
  };
}
