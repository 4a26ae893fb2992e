/** The newsletter's double opt-in for API tests: subscribe, then open the emailed confirmation link. */
import type { TestApp } from './test-app.ts';

export async function subscribeTo(t: TestApp, email: string) {
  const res = await t.app.request('/api/subscribe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string } };
}

/** The path (below the site) of the confirmation link last mailed to `email`, if any. */
export function confirmLink(t: TestApp, email: string): string | undefined {
  const mail = t.mail.findLast((m) => m.to.toLowerCase() === email.toLowerCase());
  return /(\/api\/newsletter\/confirm\?token=[\w-]+)/.exec(mail?.text ?? '')?.[1];
}

/** Opens the last confirmation link mailed to `email`. */
export async function confirm(t: TestApp, email: string) {
  const link = confirmLink(t, email);
  if (!link) throw new Error(`No confirmation link was mailed to ${email}`);
  const res = await t.app.request(link);
  return { status: res.status, text: await res.text() };
}

/** The welcome code in the last email to `email`, if it carries one. */
export function mailedCode(t: TestApp, email: string): string | undefined {
  const mail = t.mail.findLast((m) => m.to.toLowerCase() === email.toLowerCase());
  return /Use code (WELCOME-[A-Z0-9]+) at checkout for 10% off your first order\./.exec(
    mail?.text ?? '',
  )?.[1];
}
