/**
 * The two payment forms behind one interface: Stripe's Payment Element (deferred intent: card, Apple Pay,
 * Google Pay, Afterpay and Zip as Stripe's account and the amount allow), or the built-in test gateway's
 * form (test card numbers turned into PaymentMethod ids in the browser, a test wallet, and Afterpay and
 * Zip through the test gateway's stand-in page; 3-D Secure simulated). Either way the server creates and
 * confirms the payment for its own total.
 */
import {
  isMethodType,
  type MethodType,
  methodName,
  methodsFor,
  missingMethods,
} from '../../lib/checkout/payment-methods.ts';
import { PAYMENT_RETURN_PATH } from '../../lib/checkout/payment-return.ts';
import { TEST_METHODS, testPaymentMethod } from '../../lib/checkout/test-cards.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import {
  authenticateTestPayment,
  type CardConfig,
  type CardForm,
  testRedirectPage,
} from '../../stores/payment.ts';

/** Mounts the configured payment form for an order of `amountCents`. */
export async function startCardForm(
  config: CardConfig,
  mount: HTMLElement,
  amountCents: number,
): Promise<CardForm> {
  if (config.provider === 'off') throw new Error('Card payments are not available in this shop.');
  return config.provider === 'stripe' && config.publishable_key
    ? stripeForm(config.publishable_key, mount, amountCents)
    : testForm(mount, amountCents);
}

async function stripeForm(
  publishableKey: string,
  mount: HTMLElement,
  amountCents: number,
): Promise<CardForm> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('The payment form could not be loaded.');
  // Deferred intent: the form is shown for the server's total before any PaymentIntent exists.
  const elements = stripe.elements({
    mode: 'payment',
    amount: amountCents,
    currency: 'aud',
    allowedPaymentMethodTypes: methodsFor(amountCents),
  });
  const element = elements.create('payment', {
    layout: 'tabs',
    wallets: { applePay: 'auto', googlePay: 'auto' },
  });
  const host = document.createElement('div');
  host.className = 'stripe-card';
  mount.append(host);
  element.mount(host);
  await new Promise<void>((resolve) => element.on('ready', () => resolve()));
  let shown = amountCents;
  return {
    testMode: false,
    async createPaymentMethod(billing) {
      const submitted = await elements.submit();
      if (submitted.error) return { error: submitted.error.message ?? 'Check your payment details.' };
      const { confirmationToken, error } = await stripe.createConfirmationToken({
        elements,
        params: {
          return_url: new URL(PAYMENT_RETURN_PATH, window.location.href).toString(),
          payment_method_data: { billing_details: billing },
        },
      });
      if (!confirmationToken) return { error: error?.message ?? 'The payment method could not be used.' };
      const type = confirmationToken.payment_method_preview.type;
      if (!isMethodType(type)) return { error: 'This payment method is not available in this shop.' };
      return { id: confirmationToken.id, type };
    },
    async authenticate({ clientSecret }) {
      // 3-D Secure in a frame, or the redirect methods' page (the shopper comes back to the return page).
      const { error } = await stripe.handleNextAction({ clientSecret });
      return error ? { error: error.message ?? 'Authentication failed.' } : { ok: true };
    },
    setAmount(cents) {
      if (cents === shown) return;
      shown = cents;
      elements.update({ amount: cents, allowedPaymentMethodTypes: methodsFor(cents) });
    },
  };
}

function field(label: string, name: string, autocomplete: string, placeholder: string): HTMLElement {
  const wrap = document.createElement('div');
  wrap.className = 'field';
  wrap.innerHTML = `<label for="test-${name}">${label}</label><input id="test-${name}" name="${name}" inputmode="numeric" autocomplete="${autocomplete}" placeholder="${placeholder}">`;
  return wrap;
}

/** The test form's choices: a wallet beside the card, as the Payment Element shows Apple Pay and Google Pay. */
type TestChoice = MethodType | 'wallet';
const CHOICES: { value: TestChoice; label: string }[] = [
  { value: 'card', label: 'Card' },
  { value: 'wallet', label: 'Apple Pay / Google Pay' },
  { value: 'afterpay_clearpay', label: methodName('afterpay_clearpay') },
  { value: 'zip', label: methodName('zip') },
];

/** Opens a modal dialog and resolves with the value of the button pressed. */
function ask(title: string, text: string, buttons: [string, string, string?][]): Promise<string> {
  return new Promise((resolve) => {
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-labelledby', 'test-dialog-title');
    dialog.innerHTML = `<h2 id="test-dialog-title"></h2><p></p>`;
    dialog.querySelector('h2')!.textContent = title;
    dialog.querySelector('p')!.textContent = text;
    for (const [value, label, kind] of buttons) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = `btn${kind ? ` ${kind}` : ''}`;
      button.value = value;
      button.textContent = label;
      dialog.append(button, ' ');
    }
    document.body.append(dialog);
    dialog.addEventListener('cancel', () => {
      dialog.remove();
      resolve('cancel');
    });
    dialog.addEventListener('click', (event) => {
      const button = (event.target as Element).closest('button');
      if (!button) return;
      dialog.close();
      dialog.remove();
      resolve(button.value);
    });
    dialog.showModal();
  });
}

function testForm(mount: HTMLElement, amountCents: number): CardForm {
  const methods = document.createElement('fieldset');
  methods.className = 'pay-methods';
  methods.innerHTML = '<legend>Payment method</legend>';
  for (const { value, label } of CHOICES) {
    const option = document.createElement('label');
    option.className = 'pay-method';
    option.innerHTML = `<input type="radio" name="pay-method" value="${value}"${value === 'card' ? ' checked' : ''}> `;
    option.append(label);
    methods.append(option);
  }
  const missing = document.createElement('p');
  missing.className = 'pay-methods-missing';
  const cardFields = document.createElement('div');
  cardFields.className = 'card-fields-test';
  cardFields.append(
    field('Card number', 'number', 'cc-number', '4242 4242 4242 4242'),
    field('Expiry (MM/YY)', 'expiry', 'cc-exp', 'MM/YY'),
    field('CVC', 'cvc', 'cc-csc', '123'),
  );
  const note = document.createElement('p');
  note.className = 'pay-method-note';
  note.setAttribute('aria-live', 'polite');
  mount.replaceChildren(methods, missing, cardFields, note);

  let amount = amountCents;
  const chosen = (): TestChoice =>
    (methods.querySelector<HTMLInputElement>('input:checked')?.value as TestChoice | undefined) ?? 'card';
  const show = () => {
    const available = new Set(methodsFor(amount));
    for (const input of methods.querySelectorAll<HTMLInputElement>('input')) {
      const type = input.value === 'wallet' ? 'card' : (input.value as MethodType);
      input.disabled = !available.has(type);
      if (input.disabled && input.checked)
        methods.querySelector<HTMLInputElement>('input[value="card"]')!.checked = true;
    }
    // Why a method is missing: its limits, in the shopper's words.
    const reasons = missingMethods(amount);
    missing.textContent = reasons.join(' ');
    missing.hidden = reasons.length === 0;
    const choice = chosen();
    cardFields.hidden = choice !== 'card';
    note.textContent =
      choice === 'wallet'
        ? 'Test mode: the wallet pays with its saved test card.'
        : choice === 'card'
          ? ''
          : `You will be taken to ${methodName(choice)} to approve the payment, then brought back here.`;
  };
  methods.addEventListener('change', show);
  show();

  const value = (name: string) =>
    (cardFields.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '').trim();
  return {
    testMode: true,
    async createPaymentMethod() {
      const choice = chosen();
      if (choice === 'card') {
        const made = testPaymentMethod(value('number'), value('expiry'), value('cvc'));
        return 'error' in made ? made : { ...made, type: 'card' };
      }
      if (choice === 'wallet') {
        // Stands in for the wallet's payment sheet.
        const answer = await ask(
          'Apple Pay / Google Pay (test mode)',
          `Pay ${formatMoney(amount)} with the wallet's test card?`,
          [
            ['pay', 'Pay with wallet'],
            ['cancel', 'Cancel', 'btn-secondary'],
          ],
        );
        return answer === 'pay'
          ? { id: TEST_METHODS.wallet, type: 'card' }
          : { error: 'The wallet payment was cancelled.' };
      }
      return { id: TEST_METHODS[choice], type: choice };
    },
    async authenticate({ paymentIntentId, type }) {
      if (type !== 'card') {
        // The provider's page (the test gateway's stand-in); the shopper comes back to the return page.
        window.location.assign(testRedirectPage(paymentIntentId));
        return new Promise<never>(() => {});
      }
      // Stands in for the bank's 3-D Secure page.
      const answer = await ask(
        'Confirm your payment',
        'Test mode: your bank asks you to authenticate this payment.',
        [
          ['complete', 'Complete authentication'],
          ['fail', 'Fail authentication', 'btn-secondary'],
        ],
      );
      const result = answer === 'complete' ? 'complete' : 'fail';
      const failed = await authenticateTestPayment(paymentIntentId, result);
      if (failed) return { error: failed };
      return result === 'complete'
        ? { ok: true }
        : { error: 'We are unable to authenticate your payment method.' };
    },
    setAmount(cents) {
      amount = cents;
      show();
    },
  };
}
