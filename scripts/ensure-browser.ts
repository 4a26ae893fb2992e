/**
 * Finds the system Chromium for Playwright, installing Debian's package when it is missing
 * (these machines cannot download Playwright's own browsers).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './lib/browser.ts';

const path = chromiumPath();
if (existsSync(path)) {
  console.log(`Chromium: ${path}`);
} else if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium not found; installing Debian package chromium...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(chromiumPath())) throw new Error('apt-get finished but no chromium binary was found');
} else {
  console.error(`No Chromium at ${path}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
