/**
 * The Freight screen in the back office, in the browser against the running shop: a parcel rate and
 * the cutoff saved and still there after a reload, a save made from a stale copy shown as a conflict,
 * a wrong postcode line said by its number with nothing saved, a rule only the server knows said
 * beside its field; axe and the widths at 390 and 1366 px (screenshots with SHOTS_DIR).
 *
 * Other suites quote freight against the shop's document, so this one changes what none of them
 * quotes (Parcel Post to the Northern Territory up to 22 kg), moves the cutoff only on the side of
 * the shop's clock it already is (so no quote made meanwhile changes its business days), and puts
 * the document back as it found it.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { FreightSettings } from '../../src/lib/api/schemas/freight-config.ts';
import { checkForm, refuseNextSave, WIDTHS } from './admin-form-checks.ts';
import { shot } from './shots.ts';
import { createStaff, MACHINE, signInStaff } from './staff-helpers.ts';

const run = Date.now();
const PARCEL = 'Australia Post Parcel Post';
/** The Northern Territory's heaviest parcel band: no other suite sends a parcel there. */
const NT_22KG = 'Northern Territory Up to 22 kg $ ex GST';

async function readFreight(request: APIRequestContext): Promise<FreightSettings> {
  const res = await request.get('/api/admin/freight', { headers: MACHINE });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: FreightSettings }).data;
}

async function putFreight(request: APIRequestContext, body: FreightSettings): Promise<FreightSettings> {
  const res = await request.put('/api/admin/freight', { headers: MACHINE, data: body });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: FreightSettings }).data;
}

/**
 * Three cutoffs on the same side of Sydney's clock as `cutoff`: later ones while it is before the
 * cutoff, earlier ones once it is past, so whether an order is after the cutoff does not change.
 */
function cutoffsBeside(cutoff: string): [string, string, string] {
  const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const now = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
  const at = minutesOf(cutoff);
  const sign = minutesOf(now) < at ? 1 : -1;
  const time = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return [time(at + sign * 15), time(at + sign * 30), time(at + sign * 45)];
}

const parcelToNt = (s: FreightSettings) =>
  s.config.services.find((service) => service.id === 'parcel')!.rates.NT!.bandCents[5]!;
const dollars = (cents: number) => (cents / 100).toFixed(2);

const freightForm = (p: Page) => p.getByRole('form', { name: 'Freight settings' });
const cutoff = (p: Page) => freightForm(p).getByLabel('Order cutoff');
const ntRate = (p: Page) =>
  freightForm(p).getByRole('group', { name: PARCEL }).getByRole('textbox', { name: NT_22KG, exact: true });
const saveButton = (p: Page) => freightForm(p).getByRole('button', { name: 'Save freight settings' });

async function setWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
}

/** The screen opened afresh from the dashboard, its document loaded. */
async function openFreight(page: Page): Promise<void> {
  await page.goto('/admin/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/admin/#/freight');
  await expect(page.getByRole('heading', { level: 1, name: 'Freight' })).toBeVisible();
  await expect(freightForm(page)).toBeVisible();
}

test('freight: a rate and the cutoff are kept, a stale save is a conflict, a wrong postcode line saves nothing', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const original = await readFreight(request);
  const email = `freight.${run}@example.com`;
  await createStaff(request, 'manager', email);
  const page = await signInStaff(browser, email);
  try {
    await setWidth(page, 1366);
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Freight', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Freight' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Locations' }).last()).toHaveAttribute('href', '#/locations');

    // A parcel rate and the cutoff, saved as cents and text, still there after a reload.
    const [kept, mine, theirs] = cutoffsBeside(original.config.cutoff);
    const rate = parcelToNt(original) + 55;
    await expect(ntRate(page)).toHaveValue(dollars(parcelToNt(original)));
    await ntRate(page).fill(dollars(rate));
    await cutoff(page).fill(kept);
    await saveButton(page).click();
    await expect(freightForm(page).getByRole('status')).toHaveText('Saved.');
    const saved = await readFreight(request);
    expect(saved.config.cutoff).toBe(kept);
    expect(parcelToNt(saved)).toBe(rate);
    await page.reload();
    await expect(ntRate(page)).toHaveValue(dollars(rate));
    await expect(cutoff(page)).toHaveValue(kept);

    // Someone saves first: the conflict shows the saved value, and the saved copy can be taken.
    await cutoff(page).fill(mine);
    await putFreight(request, { config: { ...saved.config, cutoff: theirs }, version: saved.version });
    await saveButton(page).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'Someone else saved this' });
    await expect(conflict).toContainText(`Cutoff: yours ${mine}, saved ${theirs}`);
    await shot(page, 'admin-freight/conflict-1366.png');
    await conflict.getByRole('button', { name: 'Use the saved version' }).click();
    await expect(cutoff(page)).toHaveValue(theirs);
    await expect(ntRate(page)).toHaveValue(dollars(rate));

    // A postcode line with no such state: said by its line number, and nothing is sent.
    const before = await readFreight(request);
    const postcodes = freightForm(page).getByLabel('Ranges, one a line');
    const text = await postcodes.inputValue();
    const line = text.split('\n').length + 1;
    const lineError = new RegExp(`Line ${line}: "XX" is not a state`);
    await postcodes.fill(`${text}\n9990,9999,XX,NT,0`);
    await freightForm(page).getByRole('button', { name: 'Check lines' }).click();
    await expect(postcodes).toHaveAttribute('aria-invalid', 'true');
    await expect(postcodes).toHaveAccessibleDescription(lineError);
    await expect(postcodes).toBeFocused();
    await saveButton(page).click();
    await expect(postcodes).toBeFocused();
    await expect(freightForm(page).getByRole('alert').filter({ hasText: 'Not saved' })).toContainText(
      lineError,
    );
    await shot(page, 'admin-freight/postcode-error-1366.png');
    expect((await readFreight(request)).version).toBe(before.version);
    await postcodes.fill(text);
    await freightForm(page).getByRole('button', { name: 'Check lines' }).click();
    await expect(postcodes).not.toHaveAttribute('aria-invalid', 'true');
    await expect(freightForm(page).getByRole('status')).toHaveText(
      `Every line reads: ${before.config.postcodes.length} ranges.`,
    );
  } finally {
    const now = await readFreight(request);
    await putFreight(request, { config: original.config, version: now.version });
    await page.context().close();
  }
});

test('freight: a rule only the server knows is said beside its field; the screen passes axe and fits', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const email = `freight.forms.${run}@example.com`;
  await createStaff(request, 'owner', email);
  const page = await signInStaff(browser, email);
  const message = 'Our carriers collect before 16:00.';
  await checkForm(page, {
    name: 'freight',
    open: openFreight,
    form: freightForm,
    change: (p) => cutoff(p).fill('16:00'),
    refuse: async (p) => {
      await refuseNextSave(p, /\/api\/admin\/freight$/, 'config.cutoff', message);
      await cutoff(p).fill('16:30');
      await saveButton(p).click();
    },
    field: cutoff,
    message: new RegExp(`${message.replace('.', '\\.')}$`),
  });
  for (const width of WIDTHS) {
    await setWidth(page, width);
    await openFreight(page);
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await shot(page, `admin-freight/freight-${width}.png`, { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The rate tables scroll inside their own region, which a keyboard can reach.
    const region = page.getByRole('region', { name: `${PARCEL} rates` });
    await expect(region).toHaveAttribute('tabindex', '0');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map(
        (v) => `${width}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target).join(', ')}`,
      ),
    ).toEqual([]);
  }
  await page.context().close();
});
