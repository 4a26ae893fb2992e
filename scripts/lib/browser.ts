/** Where the system Chromium is: CHROMIUM_PATH, or Debian's /usr/bin/chromium. */
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return candidates.find((p) => existsSync(p)) ?? candidates[0]!;
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
