/** A rules file of the served build (`_redirects`, `_headers`), parsed once per build folder. */
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';

/** Returns a reader that re-parses `name` only when the served build folder changes. */
export function perBuildFile<T>(name: string, parse: (text: string) => T): (dist: string) => T {
  let cached: { dir: string; value: T } | null = null;
  return (dist) => {
    const dir = realpathSync(dist);
    if (cached?.dir !== dir) {
      let text = '';
      try {
        text = readFileSync(join(dir, name), 'utf8');
      } catch {
        // a build without this file
      }
      cached = { dir, value: parse(text) };
    }
    return cached.value;
  };
}
