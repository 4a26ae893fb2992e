/**
 * The content screens' forms pass the back office's form checks (admin-form-checks.ts) at phone and
 * desktop width: the brand, blog post and category editors (a permalink or code another record has,
 * which only the server knows), listing SEO (schema markup that is not JSON: the API's own rule for
 * listings, which the form leaves to it) and the settings (an ABN whose check digits are wrong, which
 * only the server checks). Every refused save writes nothing, so the site does not rebuild.
 *
 * An information page and a home page block have no rule only the server knows (no unique field, no
 * rule across records; a stale version is a 409, shown as a conflict): their case answers the save
 * with a 422 in the API's shape (page.route) to check the form shows it beside its field, focused.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { checkForm, refuseNextSave } from './admin-form-checks.ts';
import { createStaff, MACHINE, signInStaff } from './staff-helpers.ts';

const run = Date.now();

interface Row {
  id: number;
  title: string;
  permalink: string;
  sku?: string;
}

async function list(request: APIRequestContext, resource: string): Promise<Row[]> {
  const res = await request.get(`/api/admin/${resource}`, { headers: MACHINE });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Row[] }).data;
}

async function openScreen(page: Page, hash: string, heading: string | RegExp): Promise<void> {
  // From another screen first: the same address again would not open the screen afresh.
  // (Leaving a form with changes asks first: wait until the dashboard is there before going on.)
  await page.goto('/admin/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto(`/admin/#/${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('the content forms pass the form checks at phone and desktop width', async ({ browser, request }) => {
  test.setTimeout(420_000);
  const email = `forms.content.${run}@example.com`;
  await createStaff(request, 'owner', email);
  const page = await signInStaff(browser, email);

  // Brand: another brand's permalink.
  const [brand, otherBrand] = (await list(request, 'brands')) as [Row, Row];
  const brandForm = (p: Page) => p.getByRole('form', { name: 'Brand' });
  await checkForm(page, {
    name: 'brand',
    open: (p) => openScreen(p, `brands/${brand.id}`, brand.title),
    form: brandForm,
    change: (p) => brandForm(p).getByLabel('Name', { exact: true }).fill(`${brand.title} ${run}`),
    refuse: async (p) => {
      await brandForm(p).getByLabel('Permalink', { exact: true }).fill(otherBrand.permalink);
      await brandForm(p).getByRole('button', { name: 'Save' }).click();
    },
    field: (p) => brandForm(p).getByLabel('Permalink', { exact: true }),
    message: new RegExp(`Permalink ${otherBrand.permalink} is already used by another brand\\.`),
  });

  // Blog post: another post's permalink.
  const [post, otherPost] = (await list(request, 'blogs')) as [Row, Row];
  const postForm = (p: Page) => p.getByRole('form', { name: 'Post' });
  await checkForm(page, {
    name: 'blog-post',
    open: (p) => openScreen(p, `blogs/${post.id}`, post.title),
    form: postForm,
    change: (p) => postForm(p).getByLabel('SEO title', { exact: true }).fill(`forms ${run}`),
    refuse: async (p) => {
      await postForm(p).getByLabel('Permalink', { exact: true }).fill(otherPost.permalink);
      await postForm(p).getByRole('button', { name: 'Save' }).click();
    },
    field: (p) => postForm(p).getByLabel('Permalink', { exact: true }),
    message: new RegExp(`Permalink ${otherPost.permalink} is already used by another blog post\\.`),
  });

  // Category: another category's code.
  const [category, otherCategory] = (await list(request, 'categories')) as [Row, Row];
  const categoryForm = (p: Page) => p.getByRole('form', { name: 'Category' });
  await checkForm(page, {
    name: 'category',
    open: (p) => openScreen(p, `categories/${category.id}`, category.title),
    form: categoryForm,
    change: (p) => categoryForm(p).getByLabel('Name', { exact: true }).fill(`${category.title} ${run}`),
    refuse: async (p) => {
      await categoryForm(p).getByLabel('Code (SKU)', { exact: true }).fill(String(otherCategory.sku));
      await categoryForm(p).getByRole('button', { name: 'Save' }).click();
    },
    field: (p) => categoryForm(p).getByLabel('Code (SKU)', { exact: true }),
    message: `Code (SKU) ${otherCategory.sku} is already used by another category.`,
  });

  // Listing SEO: schema markup that is not JSON (the listing's rule is the API's own).
  const metaForm = (p: Page) => p.getByRole('form', { name: /listing$/ });
  await checkForm(page, {
    name: 'listing-seo',
    open: (p) => openScreen(p, 'page-meta/shop', /^Listing SEO: /),
    form: metaForm,
    change: (p) => metaForm(p).getByLabel('SEO keywords', { exact: true }).fill(`forms ${run}`),
    refuse: async (p) => {
      await metaForm(p).getByLabel('Schema markup (JSON-LD)').fill('{ not json');
      await metaForm(p).getByRole('button', { name: 'Save' }).click();
    },
    field: (p) => metaForm(p).getByLabel('Schema markup (JSON-LD)'),
    message: /Schema markup must be valid JSON \(or empty\)/,
  });

  // Settings: an ABN whose check digits are wrong.
  const settingsForm = (p: Page) => p.getByRole('form', { name: 'General settings' });
  await checkForm(page, {
    name: 'settings',
    open: (p) => openScreen(p, 'settings', 'Settings'),
    form: settingsForm,
    change: (p) => settingsForm(p).getByLabel('Legal name').fill(`Forms ${run} Pty Ltd`),
    refuse: async (p) => {
      await settingsForm(p).getByLabel('ABN').fill('12345678901');
      await settingsForm(p).getByRole('button', { name: 'Save settings' }).click();
    },
    field: (p) => settingsForm(p).getByLabel('ABN'),
    message: 'Please enter a valid ABN.',
  });

  // Information page: the save answered with a 422 for its title.
  const [info] = (await list(request, 'pages')) as [Row];
  const pageForm = (p: Page) => p.getByRole('form', { name: 'Page' });
  const titleTaken = 'Title is used by another page.';
  await checkForm(page, {
    name: 'info-page',
    open: (p) => openScreen(p, `pages/${info.id}`, info.title),
    form: pageForm,
    change: (p) => pageForm(p).getByLabel('SEO keywords', { exact: true }).fill(`forms ${run}`),
    refuse: async (p) => {
      await refuseNextSave(p, new RegExp(`/api/admin/pages/${info.id}$`), 'title', titleTaken);
      await pageForm(p).getByRole('button', { name: 'Save' }).click();
    },
    field: (p) => pageForm(p).getByLabel('Title', { exact: true }),
    message: titleTaken,
  });

  // A home page slide, edited in place: the save answered with a 422 for its link.
  const [slide] = ((await list(request, 'home-blocks')) as (Row & { kind: string })[]).filter(
    (b) => b.kind === 'slide',
  );
  const slideForm = (p: Page) => p.getByRole('form', { name: /^Slide "/ });
  const noPage = 'Link must lead to a page of the shop.';
  await checkForm(page, {
    name: 'home-block',
    open: async (p) => {
      await openScreen(p, 'home-blocks', 'Home slides and banners');
      await p.getByRole('button', { name: `Edit slide: ${slide!.title}` }).click();
    },
    form: slideForm,
    change: (p) => slideForm(p).getByLabel('Button text').fill(`Forms ${run}`),
    refuse: async (p) => {
      await refuseNextSave(p, new RegExp(`/api/admin/home-blocks/${slide!.id}$`), 'href', noPage);
      await slideForm(p).getByRole('button', { name: 'Save' }).click();
    },
    field: (p) => slideForm(p).getByLabel('Link', { exact: true }),
    message: new RegExp(noPage.replace('.', '\\.')),
  });
});
