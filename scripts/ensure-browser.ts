/**
 * Finds the system Chromium for Playwright, installing Debian's packages when they are missing
 * (these machines cannot download Playwright's own browsers): `chromium` for Lighthouse and the
 * benchmarks, `chromium-headless-shell` for the browser suite (scripts/lib/browser.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, HEADLESS_SHELL, testBrowserPath } from './lib/browser.ts';

const missing = process.env.CHROMIUM_PATH
  ? []
  : [
      ...(existsSync(chromiumPath()) ? [] : ['chromium']),
      ...(existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
    ];
if (missing.length > 0 && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log(`Installing Debian packages: ${missing.join(' ')}...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
const path = testBrowserPath();
if (existsSync(path)) {
  console.log(`Chromium for the browser suite: ${path}`);
} else {
  console.error(
    `No Chromium at ${path}. Install it (apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
