/**
 * Search that forgives spelling and ranks by the shopper's vehicle (issue 52), on the static
 * backend: "brkae pads" in the header box and on the results page says 'Showing results for "brake
 * pads"' with a link that searches the words as typed (and finds nothing); with a vehicle in My
 * Garage the results put the parts that fit it first and mark the ones that do not. At 390 and 1366
 * px; screenshots go to /tmp/search-shots/.
 */
import { expect, test } from '@playwright/test';
import type { SearchAnalytics } from '../../src/lib/api/schemas/search.ts';
import { contextWithRanger } from './garage-helpers.ts';
import { MACHINE } from './staff-helpers.ts';

const SHOTS = '/tmp/search-shots';
const WIDTHS = [390, 1366] as const;

for (const width of WIDTHS) {
  test(`a misspelt query at ${width} px: corrected in the box and on the results page, with the words as typed a click away`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.click();
    await box.pressSequentially('brkae pads');
    await expect(page.getByText('Showing results for "brake pads"')).toBeVisible();
    await expect(page.getByRole('option').first()).toContainText(/Brake Pad/);
    await page.screenshot({ path: `${SHOTS}/box-corrected-${width}.png` });

    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-results\/\?query=brkae%20pads/);
    await expect(page.getByText('Showing results for "brake pads"')).toBeVisible();
    await expect(page.locator('.card h2').first()).toContainText(/Brake Pad/);
    await page.screenshot({ path: `${SHOTS}/results-corrected-${width}.png`, fullPage: width > 400 });

    await page.getByRole('link', { name: 'Search instead for "brkae pads"' }).click();
    await expect(page).toHaveURL(/exact=1/);
    await expect(page.getByText('No results found.')).toBeVisible();
    await expect(page.getByText('Showing results for')).toHaveCount(0);

    // Nothing near: still nothing, and no correction claimed.
    await page.goto('/search-results/?query=zzqxzzqx');
    await expect(page.getByText('No results found.')).toBeVisible();
    await expect(page.getByText('Showing results for')).toHaveCount(0);

    // The static search told the shop's search report: the correction, and the query that found nothing.
    await expect
      .poll(
        async () => {
          const res = await context.request.get('/api/admin/search/analytics?days=7', { headers: MACHINE });
          const { data } = (await res.json()) as { data: SearchAnalytics };
          return {
            corrected: data.corrections.some(
              (c) => c.query === 'brkae pads' && c.corrected_to === 'brake pads',
            ),
            nothing: data.zero_results.some((z) => z.query === 'zzqxzzqx'),
          };
        },
        { timeout: 10_000 },
      )
      .toEqual({ corrected: true, nothing: true });
    await context.close();
  });

  test(`with a vehicle at ${width} px: fitting parts first, universal next, the rest last and marked`, async ({
    browser,
  }) => {
    const context = await contextWithRanger(browser, width);
    const page = await context.newPage();
    await page.goto('/search-results/?query=brake');
    const badges = page.locator('.card [data-fit]');
    await expect(badges.filter({ hasText: 'Does not fit your Ranger' }).first()).toBeVisible();
    // Fits (or check fitment) first, then universal (no badge), then does not fit: never back up.
    const rank = (text: string, hidden: boolean) => (hidden ? 1 : /^Does not fit/.test(text) ? 2 : 0);
    const ranks = await badges.evaluateAll((els) =>
      els.map((el) => [el.textContent ?? '', (el as HTMLElement).hidden] as const),
    );
    const order = ranks.map(([text, hidden]) => rank(text, hidden));
    expect(order[0]).toBe(0);
    expect(order.every((r, i) => i === 0 || order[i - 1]! <= r)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/results-vehicle-${width}.png`, fullPage: width > 400 });

    // The box too: the Ranger's brake parts first, parts for other vehicles marked.
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.click();
    await box.pressSequentially('ranger brake');
    await expect(page.getByRole('option').first()).toContainText(/Ranger/);
    await box.fill('brake pads');
    await expect(
      page.getByRole('option').filter({ hasText: 'Does not fit your Ranger' }).first(),
    ).toBeVisible();
    const firstMisfit = await page
      .getByRole('option')
      .evaluateAll((els) => els.findIndex((el) => el.textContent?.includes('Does not fit your Ranger')));
    expect(firstMisfit).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/box-vehicle-${width}.png` });
    await context.close();
  });
}
