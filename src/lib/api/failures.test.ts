import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, NetworkError } from './client.ts';
import { FAILURES, failureText, type Screen, ShopperError } from './failures.ts';

/** The error a client call throws when every call answers `status` with `body` (or is lost). */
async function failure(status: number | 'lost', body?: string): Promise<unknown> {
  const api = createApiClient({
    baseUrl: 'http://x/api',
    fetch: async () => {
      if (status === 'lost') throw new TypeError('Failed to fetch');
      return new Response(body ?? null, { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return api.post('/login', {}).catch((e: unknown) => e);
}

// The product spec's own 'Failed to fetch address details.' is not the browser's 'Failed to fetch'.
const RAW =
  /Failed to fetch(?! address details\.)|HTTP \d|Invalid key|Expected|undefined|Internal server error/;

describe('failure texts', () => {
  it('a lost request is a NetworkError, an answer an ApiError', async () => {
    expect(await failure('lost')).toBeInstanceOf(NetworkError);
    expect(await failure(500)).toBeInstanceOf(ApiError);
  });

  it("show SPEC's text for a 500 without a body and a lost request, on every screen, never the raw error", async () => {
    const errors = [
      await failure(500),
      await failure(502, '<html>Bad gateway</html>'),
      await failure(500, '{"message":"Internal server error"}'),
      await failure('lost'),
      new Error('Invalid key: Expected "search" but received undefined'),
    ];
    for (const screen of Object.keys(FAILURES) as Screen[])
      for (const error of errors) expect(failureText(screen, error), screen).not.toMatch(RAW);
  });

  it("show a 4xx answer's message where SPEC shows the server's, and the screen's own text elsewhere", async () => {
    const refused = await failure(422, '{"message":"An account with this email already exists."}');
    expect(failureText('signUp', refused)).toBe(
      'Registration Failed: An account with this email already exists.',
    );
    expect(failureText('signIn', refused)).toBe('An account with this email already exists.');
    expect(failureText('newsletter', refused)).toBe('Subscription failed. Please try again.');
  });

  it('tell a server failure from a lost connection where SPEC has a text for each', async () => {
    expect(failureText('addressAdd', await failure(500))).toBe('Failed to add address.');
    expect(failureText('addressAdd', await failure('lost'))).toBe(
      'No response from the server. Please check your internet connection.',
    );
    expect(failureText('cardOrder', await failure(422))).toBe('Failed to place the order.');
    expect(failureText('cardOrder', await failure(500))).toBe(
      'Error placing the order. Please try again later.',
    );
    expect(failureText('cardOrder', await failure('lost'))).toBe(
      'Error placing the order. Please try again later.',
    );
    expect(failureText('resetPassword', await failure('lost'))).toBe(
      'Network error. Please check your connection.',
    );
    expect(failureText('contact', await failure(500))).toBe(
      'Error submitting form: An error occurred. Please try again.',
    );
  });

  it("show SPEC's own texts for an answer that cannot be used", () => {
    expect(failureText('signIn', new ShopperError('Invalid login response'))).toBe('Invalid login response');
  });
});
