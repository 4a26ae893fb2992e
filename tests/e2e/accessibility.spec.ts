import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

for (const path of ['/', '/shop/', '/product/', '/blogs/', '/blog/', '/faqs/']) {
  test(`axe finds nothing serious or critical on ${path}`, async ({ page }) => {
    if (path === '/product/' || path === '/blog/') {
      await page.goto(path === '/product/' ? '/shop/' : '/blogs/');
      await page
        .locator(path === '/product/' ? '.card a' : '.blog-card a')
        .first()
        .click();
      // axe must not start on the page the click is leaving (its document goes away mid-run);
      // waitForURL also waits for the new page's load event.
      await page.waitForURL(new RegExp(`${path}[^/]+/$`));
    } else {
      await page.goto(path);
    }
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
