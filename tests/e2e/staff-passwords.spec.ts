/**
 * Staff passwords in the back office, in the browser: an owner emails a member a reset link, the
 * member sets a new password on the page it opens and signs in with it, then changes it again from
 * Change password. Screenshots at 1366 px with SHOTS_DIR.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { isTo, waitForMail } from './outbox.ts';
import { shot } from './shots.ts';

const MACHINE = { Authorization: 'Bearer e2e-admin-token' };
const PASSWORD = 'Back-office-2026!';
const RESET_TO = 'Reset-by-link-2026!';
const CHANGED_TO = 'Changed-by-me-2026!';
const run = Date.now();

async function createStaff(request: APIRequestContext, role: string, email: string): Promise<void> {
  const res = await request.post('/api/admin/staff', {
    headers: MACHINE,
    data: { email, name: `${role} ${run}`, role, password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The back-office reset link in the outbox mail to `to`. */
async function resetLink(to: string): Promise<string> {
  const pattern = /(\/admin\/#\/reset-password\?token=[\w-]+)/;
  const mail = await waitForMail((m) => isTo(m, to) && pattern.test(m.text), `reset link mailed to ${to}`);
  return pattern.exec(mail.text)![1]!;
}

async function signIn(browser: Browser, email: string, password: string, landing: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: landing })).toBeFocused({ timeout: 20_000 });
  return page;
}

test('an owner emails a reset link; the member sets a password with it, then changes it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = `owner.pw.${run}@example.com`;
  const editor = `editor.pw.${run}@example.com`;
  await createStaff(request, 'owner', owner);
  await createStaff(request, 'editor', editor);

  const ownerPage = await signIn(browser, owner, PASSWORD, 'Dashboard');
  await ownerPage.getByRole('link', { name: 'Staff' }).click();
  await ownerPage.getByRole('button', { name: `Email a reset link to ${editor}` }).click();
  await expect(ownerPage.getByRole('status')).toContainText(
    `A link to set a new password was emailed to ${editor}.`,
  );
  await shot(ownerPage, 'back-office/staff-reset-sent-1366.png', { fullPage: true });

  const link = await resetLink(editor);
  const member = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await member.goto(link);
  await expect(member.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeFocused();
  const axe = await new AxeBuilder({ page: member }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await member.getByLabel(/^New password \(at least/).fill(RESET_TO);
  await member.getByLabel('New password again').fill('not the same at all');
  await member.getByRole('button', { name: 'Set password' }).click();
  await expect(member.getByRole('alert')).toHaveText('The two new passwords are not the same.');
  await member.getByLabel('New password again').fill(RESET_TO);
  await shot(member, 'back-office/staff-reset-password-1366.png', { fullPage: true });
  await member.getByRole('button', { name: 'Set password' }).click();
  await expect(member.getByRole('status')).toHaveText('Your new password is set. Please sign in with it.', {
    timeout: 20_000,
  });
  // The link works once.
  const again = await request.post('/api/admin/password-reset', {
    data: { token: link.split('token=')[1], password: 'Another-one-2026!' },
  });
  expect(again.status()).toBe(422);

  const editorPage = await signIn(browser, editor, RESET_TO, 'Products');
  await editorPage.getByRole('link', { name: 'Change password' }).click();
  await expect(editorPage.getByRole('heading', { level: 1, name: 'Change password' })).toBeFocused();
  await editorPage.getByLabel('Current password').fill('a wrong password');
  await editorPage.getByLabel(/^New password \(at least/).fill(CHANGED_TO);
  await editorPage.getByLabel('New password again').fill(CHANGED_TO);
  await editorPage.getByRole('button', { name: 'Change password' }).click();
  await expect(editorPage.getByRole('alert')).toHaveText('The current password is wrong.', {
    timeout: 20_000,
  });
  await editorPage.getByLabel('Current password').fill(RESET_TO);
  await shot(editorPage, 'back-office/staff-change-password-1366.png', { fullPage: true });
  await editorPage.getByRole('button', { name: 'Change password' }).click();
  await expect(editorPage.getByRole('status')).toHaveText(
    'Your password is changed. Your other sessions are signed out.',
    { timeout: 20_000 },
  );
  const changedAxe = await new AxeBuilder({ page: editorPage }).analyze();
  expect(changedAxe.violations.map((v) => v.id)).toEqual([]);
  await signIn(browser, editor, CHANGED_TO, 'Products');
});
