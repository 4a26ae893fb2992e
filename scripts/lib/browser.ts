/** Where the system Chromium is: CHROMIUM_PATH, or Debian's /usr/bin/chromium. */
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return candidates.find((p) => existsSync(p)) ?? candidates[0]!;
}
