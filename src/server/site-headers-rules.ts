/** The current build's `_headers`, read once per build folder and applied to every page response. */
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { type HeaderRule, headersFor, parseHeaderRules } from '../lib/header-rules.ts';

let cached: { dir: string; rules: HeaderRule[] } | null = null;

function rulesFor(dist: string): HeaderRule[] {
  const dir = realpathSync(dist);
  if (cached?.dir !== dir) {
    let text = '';
    try {
      text = readFileSync(join(dir, '_headers'), 'utf8');
    } catch {
      // a build without header rules
    }
    cached = { dir, rules: parseHeaderRules(text) };
  }
  return cached.rules;
}

/** The headers `_headers` gives a URL path of the served build. */
export function pageHeaders(dist: string, path: string): Record<string, string> {
  return headersFor(rulesFor(dist), path);
}
