/**
 * The built-in test gateway's cards (docs/design.md#payments). The browser turns a test card number into
 * the same PaymentMethod ids Stripe uses for its test cards, so card numbers never reach the server.
 */
export const TEST_CARDS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000002760003184': 'pm_card_authenticationRequired',
};

/** A card's expiry: month 1-12 and the full year. */
export interface CardExpiry {
  month: number;
  year: number;
}

/** Whether a card has expired by `now`: a card is good to the end of its expiry month (UTC). */
export function cardExpired(expiry: CardExpiry, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  return expiry.year < year || (expiry.year === year && expiry.month < now.getUTCMonth() + 1);
}

/**
 * The test gateway's PaymentMethod id carries the card's expiry (test mode only), so the gateway
 * refuses an expired card as a card network would: 'pm_card_visa_exp_2028_12'.
 */
export function withExpiry(id: string, expiry: CardExpiry): string {
  return `${id}_exp_${expiry.year}_${String(expiry.month).padStart(2, '0')}`;
}

/** The test card id and expiry in a test PaymentMethod id; an id without an expiry is Stripe's own. */
export function splitExpiry(paymentMethodId: string): { id: string; expiry: CardExpiry | null } {
  const match = /^(.+)_exp_(\d{4})_(\d{2})$/.exec(paymentMethodId);
  if (!match) return { id: paymentMethodId, expiry: null };
  return { id: match[1]!, expiry: { year: Number(match[2]), month: Number(match[3]) } };
}

/** The card declined for an expiry in the past (the gateway's answer, Stripe's words). */
export const EXPIRED_CARD = 'Your card has expired.';

/**
 * A PaymentMethod id for a test card number, or an error message as a card form would show it (the
 * form asks for "any future expiry": one in the past is refused here and by the gateway).
 */
export function testPaymentMethod(
  cardNumber: string,
  expiry: string,
  cvc: string,
  now: Date = new Date(),
): { id: string } | { error: string } {
  const digits = cardNumber.replace(/\s+/g, '');
  const id = TEST_CARDS[digits];
  if (!id) return { error: 'Your card number is invalid.' };
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12)
    return { error: "Your card's expiration date is incomplete." };
  const expires = { month: Number(match[1]), year: 2000 + Number(match[2]) };
  if (cardExpired(expires, now)) return { error: "Your card's expiration date is in the past." };
  if (!/^\d{3,4}$/.test(cvc.trim())) return { error: "Your card's security code is incomplete." };
  return { id: withExpiry(id, expires) };
}

/**
 * The test gateway's other ways to pay, as the test payment form makes them: a wallet (Apple Pay or
 * Google Pay: a card the wallet holds) and the redirect methods, whose payment the shopper approves or
 * declines on the test gateway's stand-in for the provider's page.
 */
export const TEST_METHODS = {
  wallet: 'pm_wallet_test',
  afterpay_clearpay: 'pm_afterpay_test',
  zip: 'pm_zip_test',
} as const;
