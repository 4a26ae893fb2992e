/**
 * What a shopper reads when a call fails: the one place a failure becomes text. A 4xx answer's
 * `message` (the API's `{ message, errors }`) is written for shoppers and is shown where docs/product.md#messages
 * shows the server's message; a 5xx answer, a lost connection or anything unexpected gets the
 * screen's own text from the product spec, never the raw error ('Failed to fetch', 'POST /login failed with HTTP 500').
 */
import { ApiError, NetworkError } from './client.ts';

/** The product spec's general failure texts (docs/product.md#messages, password reset), used where a screen has none of its own. */
export const TRY_AGAIN = 'An error occurred. Please try again.';
export const NETWORK = 'Network error. Please check your connection.';
const NO_RESPONSE = 'No response from the server. Please check your internet connection.';

/** A thrown error whose message is the product spec's text for shoppers (e.g. 'Invalid login response'). */
export class ShopperError extends Error {
  override name = 'ShopperError';
}

interface ScreenTexts {
  /** The server refused without a message, or failed in a way the screen has no other text for. */
  failed: string;
  /** The server failed (5xx): the call may work later. Defaults to `failed`. */
  serverError?: string;
  /** No answer came back. Defaults to `serverError`, then `failed`. */
  network?: string;
  /** False where the product spec shows only its own text, never the server's. */
  serverMessage?: boolean;
  /** Put before every text, e.g. 'Registration Failed: '. */
  prefix?: string;
}

/** Every screen's failure texts, from docs/product.md#messages. */
export const FAILURES = {
  signIn: { failed: 'Login failed. Please check your credentials.' },
  signUp: { prefix: 'Registration Failed: ', failed: TRY_AGAIN, network: NETWORK },
  profile: { failed: TRY_AGAIN, network: NETWORK },
  profileLoad: { failed: 'No profile data available.', serverMessage: false },
  resetCode: { failed: TRY_AGAIN },
  resetPassword: { failed: TRY_AGAIN, network: NETWORK },
  addressAdd: { failed: 'Failed to add address.', network: NO_RESPONSE },
  addressUpdate: { failed: 'Failed to update address. Please try again.', network: NO_RESPONSE },
  addressRead: { failed: 'Failed to fetch address details.', serverMessage: false },
  addressDelete: { failed: TRY_AGAIN, network: NO_RESPONSE },
  addressList: { failed: TRY_AGAIN, serverMessage: false },
  contact: { prefix: 'Error submitting form: ', failed: TRY_AGAIN, network: NETWORK },
  returnRequest: { prefix: 'Error submitting form: ', failed: TRY_AGAIN, network: NETWORK },
  newsletter: { failed: 'Subscription failed. Please try again.', serverMessage: false },
  cardOrder: {
    failed: 'Failed to place the order.',
    serverError: 'Error placing the order. Please try again later.',
  },
  paypalOrder: {
    failed: 'Order submission failed',
    serverError: 'Error submitting order. Please try again later.',
  },
  paypal: { failed: 'An error occurred with PayPal. Please try again later.', serverMessage: false },
  paypalCapture: { failed: 'Error capturing PayPal order. Please try again later.', serverMessage: false },
  priceUpdate: { failed: TRY_AGAIN, network: NETWORK },
  promoCode: { failed: TRY_AGAIN, network: NETWORK },
  orderHistory: { failed: TRY_AGAIN, serverMessage: false },
  trackOrder: { failed: TRY_AGAIN, serverMessage: false },
  invoiceDownload: { failed: 'The tax invoice could not be downloaded. Please try again.', network: NETWORK },
  listing: { failed: TRY_AGAIN },
  reviewLink: { failed: TRY_AGAIN, network: NETWORK },
  review: { failed: TRY_AGAIN, network: NETWORK },
  reviewPhoto: { failed: 'The photo could not be uploaded. Please try again.', network: NETWORK },
} satisfies Record<string, ScreenTexts>;

export type Screen = keyof typeof FAILURES;

/** The message of a 4xx answer, written for shoppers; '' for anything else. */
export function shopperMessage(error: unknown): string {
  if (error instanceof ShopperError) return error.message;
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return '';
  const body = error.body;
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message.trim() : '';
}

/** What `screen` shows when a call failed with `error`. */
export function failureText(screen: Screen, error: unknown): string {
  const texts: ScreenTexts = FAILURES[screen];
  const own = texts.serverMessage === false && !(error instanceof ShopperError) ? '' : shopperMessage(error);
  const serverError = texts.serverError ?? texts.failed;
  const text =
    own ||
    (error instanceof NetworkError
      ? (texts.network ?? serverError)
      : error instanceof ApiError && error.status >= 500
        ? serverError
        : texts.failed);
  return `${texts.prefix ?? ''}${text}`;
}
