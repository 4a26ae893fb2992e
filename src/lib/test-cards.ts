/**
 * The built-in test gateway's cards (DESIGN section 6). The browser turns a test card number into
 * the same PaymentMethod ids Stripe uses for its test cards, so card numbers never reach the server.
 */
export const TEST_CARDS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000002760003184': 'pm_card_authenticationRequired',
};

/** A PaymentMethod id for a test card number, or an error message as a card form would show it. */
export function testPaymentMethod(
  cardNumber: string,
  expiry: string,
  cvc: string,
): { id: string } | { error: string } {
  const digits = cardNumber.replace(/\s+/g, '');
  const id = TEST_CARDS[digits];
  if (!id) return { error: 'Your card number is invalid.' };
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12)
    return { error: "Your card's expiration date is incomplete." };
  if (!/^\d{3,4}$/.test(cvc.trim())) return { error: "Your card's security code is incomplete." };
  return { id };
}
