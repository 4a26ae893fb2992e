/**
 * The system Chromium for the browser suite and the benchmarks: CHROMIUM_PATH, or Debian's packages
 * (these machines cannot download Playwright's own browsers).
 */
import { existsSync } from 'node:fs';

const full = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/**
 * Debian's `chromium-headless-shell`: the headless-only build Playwright itself runs headless tests
 * in. The browser suite took 7.7 min in it against 10.4 min in the full browser on a 2-core box, where
 * Chromium's own work is most of the suite's CPU.
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** The full browser: CHROMIUM_PATH, or Debian's /usr/bin/chromium (Lighthouse and the benchmarks). */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return full.find((p) => existsSync(p)) ?? full[0]!;
}

/** The browser suite's browser: CHROMIUM_PATH, else the headless shell where installed, else the full browser. */
export function testBrowserPath(): string {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return chromiumPath();
}

/** Flags for headless system Chromium on these machines (no sandbox, GPU or background traffic). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
