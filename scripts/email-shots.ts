/**
 * Screenshots of the order confirmation and shipped emails as Chromium shows them (issue 51): each
 * rendered from the samples (src/api/emails/samples.ts) with a sample brand, written as .html and
 * shot at 390 px and 1366 px wide, and at 390 px in dark mode (prefers-color-scheme: dark).
 * Pictures on the sample shop's origin are answered with generated PNGs, so nothing is fetched.
 *
 *   npx node scripts/email-shots.ts [out-dir]     (default $SHOTS_DIR or /tmp/email-shots)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { brandOf } from '../src/api/emails/layout/brand.ts';
import { sampleEmails } from '../src/api/emails/samples.ts';
import { CHROMIUM_FLAGS, testBrowserPath } from './lib/browser.ts';

const SITE = 'https://parts.example.com.au';
const out = resolve(process.argv[2] ?? process.env.SHOTS_DIR ?? '/tmp/email-shots');

const brand = {
  ...brandOf(undefined, { storeName: 'Southern Cross Auto Parts', siteUrl: SITE }),
  legalName: 'Southern Cross Auto Parts Pty Ltd',
  abn: '51824753556',
  address: '12 Industrial Ave, Penrith NSW 2750',
  contactEmail: 'help@parts.example.com.au',
  contactPhone: '02 4700 1234',
};
const pictures = [
  { title: 'Bendix General CT Front Brake Pads DB1170GCT', imageUrl: `${SITE}/storage/uploads/db1170.png` },
  { title: 'Ryco Oil Filter Z411', imageUrl: `${SITE}/storage/uploads/z411.png` },
  { title: 'Narva H4 Plus 130 Headlight Globes (pair)', imageUrl: null },
];
const emails = sampleEmails(brand, pictures);

/** A plain product-like picture: a grey square with a darker disc (no words). */
const picture = () =>
  sharp({ create: { width: 128, height: 128, channels: 3, background: '#d9dde3' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><circle cx="64" cy="64" r="40" fill="#6b7280"/><circle cx="64" cy="64" r="16" fill="#d9dde3"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: testBrowserPath(), args: CHROMIUM_FLAGS });
const png = await picture();
const written: string[] = [];
try {
  for (const name of ['order-confirmation', 'order-shipped'] as const) {
    const html = emails[name]().html!;
    const file = join(out, `${name}.html`);
    await writeFile(file, html);
    for (const [width, scheme] of [
      [390, 'light'],
      [1366, 'light'],
      [390, 'dark'],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
      await page.route('**/*', (route) =>
        route.request().url().startsWith(`${SITE}/storage/`)
          ? route.fulfill({ contentType: 'image/png', body: png })
          : route.abort(),
      );
      await page.setContent(html, { waitUntil: 'load' });
      const shot = join(out, `${name}-${width}${scheme === 'dark' ? '-dark' : ''}.png`);
      await page.screenshot({ path: shot, fullPage: true });
      // Nothing may be wider than the phone's screen: the layout is fluid.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) throw new Error(`${name} at ${width} px is ${overflow} px wider than the screen`);
      written.push(shot);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
console.log(written.join('\n'));
