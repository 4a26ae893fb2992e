/**
 * The back office's staff and sign-in forms, in the browser against the running shop: adding a
 * member of staff and changing your own password pass checkForm (leave warning, the server's refusal
 * beside its field and focused, no sideways scroll) at 390 and 1366 px. The reset link's page and the
 * sign-in page are whole pages with no menu to leave by, so they are checked here on their own:
 * their refusals shown, focus where the person goes on, and the reset page's unsaved-changes prompt.
 */
import { expect, type Page, test } from '@playwright/test';
import { checkForm, LEAVE_MESSAGE, WIDTHS } from './admin-form-checks.ts';
import { shot } from './shots.ts';
import { createStaff, signInStaff } from './staff-helpers.ts';

const run = Date.now();

async function openScreen(page: Page, hash: string, heading: string): Promise<void> {
  // From another screen first: the same address again would not open the screen afresh.
  // (Leaving a form with changes asks first: wait until the dashboard is there before going on.)
  await page.goto('/admin/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto(`/admin/#/${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

async function fitsWidth(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('adding a member of staff: an email another member has is refused beside Email', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = `owner.forms.${run}@example.com`;
  await createStaff(request, 'owner', owner);
  const page = await signInStaff(browser, owner);
  const form = (p: Page) => p.getByRole('form', { name: 'Add a member of staff' });
  await checkForm(page, {
    name: 'staff-invite',
    open: (p) => openScreen(p, 'staff', 'Staff'),
    form,
    change: (p) => form(p).getByLabel('Name').fill('Casey Taken'),
    refuse: async (p) => {
      await form(p).getByLabel('Name').fill('Casey Taken');
      await form(p).getByLabel('Email').fill(owner);
      await form(p)
        .getByLabel(/^Password/)
        .fill('Long-enough-2026!');
      await form(p).getByRole('button', { name: 'Add', exact: true }).click();
    },
    field: (p) => form(p).getByLabel('Email'),
    message: 'A member of staff already has this email.',
  });

  // The rules the browser knows are checked before sending, beside their fields.
  await openScreen(page, 'staff', 'Staff');
  await form(page).getByLabel('Email').fill('not an email');
  await form(page)
    .getByLabel(/^Password/)
    .fill('short');
  await form(page).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form(page).getByLabel('Name')).toBeFocused();
  await expect(form(page).getByLabel('Name')).toHaveAccessibleDescription('Name is required');
  await expect(form(page).getByLabel('Email')).toHaveAccessibleDescription('Invalid email format');
  await expect(form(page).getByLabel(/^Password/)).toHaveAccessibleDescription(
    'The password must be at least 12 characters.',
  );

  // Added: the list shows them (the list is asked again), the form is empty and clean.
  const added = `support.forms.${run}@example.com`;
  await form(page).getByLabel('Name').fill('  Sam Forms  ');
  await form(page).getByLabel('Email').fill(added);
  await form(page).getByLabel('Role', { exact: true }).selectOption('support');
  await form(page)
    .getByLabel(/^Password/)
    .fill('Long-enough-2026!');
  await form(page).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`${added} can now sign in as Support.`);
  const row = page.getByRole('row').filter({ hasText: added });
  await expect(row.getByRole('rowheader')).toHaveText(`Sam Forms${added}`);
  await expect(form(page).getByLabel('Email')).toHaveValue('');

  // Their role, changed in the list, is saved at once (no form, so nothing unsaved to warn about).
  await row.getByLabel(`Role of ${added}`).selectOption('editor');
  await expect(page.getByRole('status')).toHaveText(`${added} is now Editor.`);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: added }).getByLabel(`Role of ${added}`)).toHaveValue(
    'editor',
  );
});

test('changing your password: a wrong current password is refused beside it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `manager.forms.${run}@example.com`;
  await createStaff(request, 'manager', email);
  const page = await signInStaff(browser, email);
  const form = (p: Page) => p.getByRole('form', { name: 'Change password' });
  await checkForm(page, {
    name: 'change-password',
    open: (p) => openScreen(p, 'password', 'Change password'),
    form,
    change: (p) => form(p).getByLabel('Current password').fill('typed something'),
    refuse: async (p) => {
      await form(p).getByLabel('Current password').fill('a wrong password');
      await form(p)
        .getByLabel(/^New password \(at least/)
        .fill('Changed-by-me-2026!');
      await form(p).getByLabel('New password again').fill('Changed-by-me-2026!');
      await form(p).getByRole('button', { name: 'Change password' }).click();
    },
    field: (p) => form(p).getByLabel('Current password'),
    message: 'The current password is wrong.',
  });

  // Two copies that differ: said beside the second, which takes focus, and announced.
  await openScreen(page, 'password', 'Change password');
  await form(page).getByLabel('Current password').fill('whatever it is');
  await form(page)
    .getByLabel(/^New password \(at least/)
    .fill('Changed-by-me-2026!');
  await form(page).getByLabel('New password again').fill('Changed-by-me-2027!');
  await form(page).getByRole('button', { name: 'Change password' }).click();
  const repeat = form(page).getByLabel('New password again');
  await expect(repeat).toBeFocused();
  await expect(repeat).toHaveAccessibleDescription('The two new passwords are not the same.');
  await expect(page.getByRole('alert')).toHaveText('The two new passwords are not the same.');
});

test('the reset link page: unsaved changes, two different copies and a spent link', async ({ page }) => {
  const dialogs: string[] = [];
  let answer: 'accept' | 'dismiss' = 'dismiss';
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  for (const width of WIDTHS) {
    answer = 'accept';
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto('/admin/#/');
    await page.goto(`/admin/#/reset-password?token=spent-${run}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeFocused();
    const form = page.getByRole('form', { name: 'Set a new password' });
    const fresh = form.getByLabel(/^New password \(at least/);
    const repeat = form.getByLabel('New password again');

    // Leaving with a password typed asks first; staying keeps it.
    await fresh.fill('Reset-by-link-2026!');
    answer = 'dismiss';
    dialogs.length = 0;
    await page.evaluate(() => {
      window.location.hash = '#/';
    });
    await expect.poll(() => dialogs).toEqual([LEAVE_MESSAGE]);
    await expect(page).toHaveURL(/#\/reset-password\?token=/);
    await expect(fresh).toHaveValue('Reset-by-link-2026!');
    answer = 'accept';

    await repeat.fill('not the same at all');
    await form.getByRole('button', { name: 'Set password' }).click();
    await expect(repeat).toBeFocused();
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    await expect(repeat).toHaveAccessibleDescription('The two new passwords are not the same.');
    await expect(page.getByRole('alert')).toHaveText('The two new passwords are not the same.');

    // The link is the server's to judge: a used or unknown one is the form's error.
    await repeat.fill('Reset-by-link-2026!');
    await form.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This reset link is not valid or has expired. Ask an owner for a new one.',
    );
    await shot(page, `admin-forms/reset-password-${width}.png`, { fullPage: true });
    await fitsWidth(page, width);
  }
});

test('signing in: missing fields beside them, a refusal announced and the password focused', async ({
  page,
}) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { level: 1, name: 'Back office sign in' })).toBeFocused();
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(password).toHaveAccessibleDescription('Password is required');

    await email.fill(`nobody.${run}@example.com`);
    await password.fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(password).toBeFocused();
    await shot(page, `admin-forms/sign-in-${width}.png`, { fullPage: true });
    await fitsWidth(page, width);
    await page.reload();
  }
});
