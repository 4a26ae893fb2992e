/** A rules file of the served build (`_redirects`, `_headers`), parsed once per build folder. */
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Returns a reader that reads `name` again when the served build folder changes, and parses it again
 * only when its text changed: a one-product edit leaves `_redirects` as it was, and parsing it (250,000
 * rules at 100,000 products) held up the first request after each publish by about a second.
 */
export function perBuildFile<T>(name: string, parse: (text: string) => T): (dist: string) => T {
  let cached: { dir: string; text: string; value: T } | null = null;
  return (dist) => {
    const dir = realpathSync(dist);
    if (cached?.dir !== dir) {
      let text = '';
      try {
        text = readFileSync(join(dir, name), 'utf8');
      } catch {
        // a build without this file
      }
      cached = { dir, text, value: cached?.text === text ? cached.value : parse(text) };
    }
    return cached.value;
  };
}
