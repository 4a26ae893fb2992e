/**
 * Screenshots for a person to look at, kept only when SHOTS_DIR names a folder for them
 * (`SHOTS_DIR=shots npm run test:e2e`): no check reads them, and the suite's 90-odd full-page PNGs
 * were a share of the browser's CPU on every run. The checks beside each call run either way.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** Keeps `target` (a page, whole with `fullPage`, or one element) as SHOTS_DIR/`file` when SHOTS_DIR is set. */
export async function shot(target: Page | Locator, file: string, options: { fullPage?: boolean } = {}) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const path = join(dir, file);
  await mkdir(dirname(path), { recursive: true });
  if ('goto' in target) await target.screenshot({ path, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path });
}
