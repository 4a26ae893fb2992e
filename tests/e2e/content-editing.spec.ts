/**
 * The back office's content screens, in the browser against the running shop: an editor
 * creates a brand (hidden, so shopper pages stay as other specs expect) and a blog draft, edits an
 * FAQ and restores it, sees the field error of a bad permalink and the conflict notice of a stale
 * save. Screenshots at phone and desktop width, with axe and no sideways scrolling. Nothing here
 * waits for the site to rebuild.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { shot } from './shots.ts';

const MACHINE = { Authorization: 'Bearer e2e-admin-token' };
const PASSWORD = 'Content-editor-2026!';
const run = Date.now();

interface Faq {
  id: number;
  group_name: string;
  question: string;
  answer: string;
  sort_order: number;
  version: number;
}

async function createEditor(request: APIRequestContext, email: string): Promise<void> {
  const res = await request.post('/api/admin/staff', {
    headers: MACHINE,
    data: { email, name: `Editor ${run}`, role: 'editor', password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible({ timeout: 20_000 });
  return page;
}

async function openScreen(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

async function faqs(request: APIRequestContext): Promise<Faq[]> {
  const res = await request.get('/api/admin/faqs', { headers: MACHINE });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { data: Faq[] } | Faq[];
  return Array.isArray(body) ? body : body.data;
}

/** Types into a rich-text field (a Tiptap editable area named by its label). */
async function typeRich(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: label, exact: true });
  await expect(box).toHaveAttribute('contenteditable', 'true');
  await box.click();
  await page.keyboard.type(text);
}

test('an editor creates a brand and a blog draft, edits an FAQ, and sees field errors and a conflict', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `content.editor.${run}@example.com`;
  await createEditor(request, email);
  const page = await signIn(browser, email);

  // A brand: a bad permalink is refused beside its field, then the brand saves (hidden from shoppers).
  await openScreen(page, 'Brands', 'Brands');
  await page.getByRole('link', { name: 'New brand' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New brand' })).toBeFocused();
  const brandForm = page.getByRole('form', { name: 'Brand' });
  await brandForm.getByLabel('Name', { exact: true }).fill(`E2E Brand ${run}`);
  const permalink = brandForm.getByLabel('Permalink', { exact: true });
  await permalink.fill('Not A Permalink!');
  await brandForm.getByLabel('Shown on the site').uncheck();
  await typeRich(page, 'Description', 'Made for the content-editing test.');
  await brandForm.getByRole('button', { name: 'Save' }).click();
  await expect(permalink).toHaveAttribute('aria-invalid', 'true');
  await expect(permalink).toBeFocused();
  const describedBy = (await permalink.getAttribute('aria-describedby')) ?? '';
  const permalinkError = page.locator(`[id="${describedBy.split(' ').find((id) => id.endsWith('-error'))}"]`);
  await expect(permalinkError).toContainText(/permalink/i);
  await permalink.fill(`e2e-brand-${run}`);
  await expect(permalink).not.toHaveAttribute('aria-invalid', 'true');
  await brandForm.getByRole('button', { name: 'Save' }).click();
  await expect(brandForm.getByRole('status').filter({ hasText: 'Brand saved.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `E2E Brand ${run}` })).toBeVisible();
  await expect(page.locator('.publish-status')).toBeVisible();
  await expect(page).toHaveURL(/#\/brands\/\d+$/);
  await openScreen(page, 'Brands', 'Brands');
  await expect(page.getByRole('row', { name: new RegExp(`E2E Brand ${run}`) })).toContainText('Hidden');

  // A blog draft.
  await openScreen(page, 'Blog', 'Blog');
  await page.getByRole('link', { name: 'New post' }).click();
  const postForm = page.getByRole('form', { name: 'Post' });
  await postForm.getByLabel('Title', { exact: true }).fill(`E2E draft ${run}`);
  await postForm.getByLabel('Permalink', { exact: true }).fill(`e2e-draft-${run}`);
  await expect(postForm.getByLabel('Status', { exact: true })).toHaveValue('0');
  await typeRich(page, 'Content', 'A draft nobody sees yet.');
  await postForm.getByLabel('SEO title', { exact: true }).fill(`Draft ${run}`);
  await postForm.getByRole('button', { name: 'Save' }).click();
  await expect(postForm.getByRole('status').filter({ hasText: 'Post saved.' })).toBeVisible();
  await openScreen(page, 'Blog', 'Blog');
  await expect(page.getByRole('row', { name: new RegExp(`E2E draft ${run}`) })).toContainText('Draft');

  // An FAQ edited in place (the last one, so the FAQ page's first answer never changes), then a
  // save over a version someone else saved meanwhile shows the conflict, and taking theirs restores it.
  const before = (await faqs(request)).sort((a, b) => a.id - b.id).at(-1)!;
  await openScreen(page, 'Pages and FAQs', 'Pages and FAQs');
  await page.getByRole('button', { name: `Edit FAQ: ${before.question}` }).click();
  // The form is named after the question, so after the save its name follows the new text.
  const faqForm = page.getByRole('form', { name: /^FAQ "/ });
  const edited = `${before.question} (checked ${run})`;
  await faqForm.getByLabel('Question', { exact: true }).fill(edited);
  await faqForm.getByRole('button', { name: 'Save' }).click();
  await expect(faqForm.getByRole('status').filter({ hasText: 'saved.' })).toBeVisible();
  const saved = (await faqs(request)).find((f) => f.id === before.id)!;
  expect(saved.question).toBe(edited);
  expect(saved.version).toBe(before.version + 1);

  // Someone else puts the question back (a newer version); this editor's next save is refused.
  const other = await request.patch(`/api/admin/faqs/${before.id}`, {
    headers: MACHINE,
    data: { version: saved.version, question: before.question },
  });
  expect(other.status(), await other.text()).toBe(200);
  const form = faqForm;
  await form.getByLabel('Question', { exact: true }).fill(`${edited} again`);
  await form.getByRole('button', { name: 'Save' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'Someone else saved this' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText(`Question: yours ${edited} again, saved ${before.question}`);
  await conflict.getByRole('button', { name: 'Use the saved version' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(form.getByLabel('Question', { exact: true })).toHaveValue(before.question);
  const after = (await faqs(request)).find((f) => f.id === before.id)!;
  expect(after.question).toBe(before.question);
});

test('the brand editor and Pages and FAQs fit 390 and 1366 px with no axe violations', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `content.shots.${run}@example.com`;
  await createEditor(request, email);
  const page = await signIn(browser, email);
  const brands = (await (await request.get('/api/admin/brands', { headers: MACHINE })).json()) as
    | { data: { id: number }[] }
    | { id: number }[];
  const brandId = (Array.isArray(brands) ? brands : brands.data)[0]!.id;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    for (const [name, path] of [
      ['brand-editor', `#/brands/${brandId}`],
      ['pages-and-faqs', '#/pages'],
    ] as const) {
      await page.goto(`/admin/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      if (name === 'brand-editor') await expect(page.getByRole('toolbar')).toBeVisible();
      await shot(page, `content-editing/${name}-${width}.png`, { fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
        width,
      );
      const found = await new AxeBuilder({ page }).analyze();
      expect(found.violations.map((v) => `${name}: ${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    }
  }
});
