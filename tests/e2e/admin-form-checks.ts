/**
 * What every back-office form must do, checked the same way for each (admin-forms*.spec.ts), at a
 * phone's width and a desktop's: unsaved changes hold the address (leaving asks, and staying keeps
 * them); a save the API refuses puts its message beside the field at fault, which takes focus; the
 * screen fits the width.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { shot } from './shots.ts';

/**
 * The API's answer to the next save (any method but GET) on `path`: a 422 naming `field`, for forms
 * with no rule only the server applies (the display and focus are what is checked; the API's own
 * tests check its rules).
 */
export async function refuseNextSave(
  page: Page,
  path: RegExp,
  field: string,
  message: string,
): Promise<void> {
  await page.route(
    path,
    async (route) => {
      if (route.request().method() === 'GET') return route.fallback();
      await route.fulfill({ status: 422, json: { message, errors: { [field]: message } } });
    },
    { times: 1 },
  );
}

/** router.ts LEAVE_MESSAGE. */
export const LEAVE_MESSAGE = 'You have unsaved changes. Leave without saving them?';
export const WIDTHS = [390, 1366] as const;

export interface FormCase {
  /** For screenshots and messages: 'brand', 'staff-invite'. */
  name: string;
  /** Opens the screen with the form, signed in, at the current width. */
  open: (page: Page) => Promise<void>;
  /** The form. */
  form: (page: Page) => Locator;
  /** Changes a value, so the form has unsaved changes. */
  change: (page: Page) => Promise<void>;
  /** Sets values only the server refuses (in use, stale, not allowed) and submits. */
  refuse: (page: Page) => Promise<void>;
  /** The field the server names in its 422, and its message. */
  field: (page: Page) => Locator;
  message: string | RegExp;
}

/** The dialogs a page showed, answered as `answer` says (accept unless a check wants to stay). */
interface Dialogs {
  asked: string[];
  answer: 'accept' | 'dismiss';
}

const answering = new WeakMap<Page, Dialogs>();

function answerDialogs(page: Page): Dialogs {
  const known = answering.get(page);
  if (known) return known;
  const dialogs: Dialogs = { asked: [], answer: 'accept' };
  answering.set(page, dialogs);
  page.on('dialog', async (dialog) => {
    dialogs.asked.push(dialog.message());
    await (dialogs.answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  return dialogs;
}

/** Leaving by the menu asks first; staying keeps the screen and the change. */
async function checkLeaveWarning(page: Page, c: FormCase, dialogs: Dialogs): Promise<void> {
  await c.change(page);
  const before = page.url();
  dialogs.asked = [];
  dialogs.answer = 'dismiss';
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link').first().click();
  await expect.poll(() => dialogs.asked, c.name).toEqual([LEAVE_MESSAGE]);
  dialogs.answer = 'accept';
  // The dialog is recorded before it is dismissed; the router puts the address back after that.
  await expect(page, c.name).toHaveURL(before);
  await expect(c.form(page), c.name).toBeVisible();
}

/** A refused save: the message beside the field (its description), and the field focused. */
async function checkServerError(page: Page, c: FormCase): Promise<void> {
  await c.refuse(page);
  const field = c.field(page);
  await expect(field, c.name).toHaveAttribute('aria-invalid', 'true');
  await expect(field, c.name).toHaveAccessibleDescription(c.message);
  await expect(field, c.name).toBeFocused();
}

/**
 * Every check of `c` at both widths, on a page signed in to the back office. Leaving a form with
 * changes (to open it again at the next width) is accepted.
 */
export async function checkForm(page: Page, c: FormCase): Promise<void> {
  const dialogs = answerDialogs(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await c.open(page);
    await expect(c.form(page), c.name).toBeVisible();
    await checkLeaveWarning(page, c, dialogs);
    await checkServerError(page, c);
    await shot(page, `admin-forms/${c.name}-${width}.png`, { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), c.name).toBeLessThanOrEqual(
      width,
    );
  }
}
