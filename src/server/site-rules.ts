/** The current build's `_redirects`, read once per build folder and applied before static files. */
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { indexRules, matchRule, parseRules, type RedirectMatch, type RuleIndex } from '../lib/redirects.ts';

let cached: { dir: string; rules: RuleIndex } | null = null;

function rulesFor(dist: string): RuleIndex {
  const dir = realpathSync(dist);
  if (cached?.dir !== dir) {
    let text = '';
    try {
      text = readFileSync(join(dir, '_redirects'), 'utf8');
    } catch {
      // a build without rules
    }
    cached = { dir, rules: indexRules(parseRules(text)) };
  }
  return cached.rules;
}

/** The rule for a request, if any. */
export function redirectFor(dist: string, path: string, query: URLSearchParams): RedirectMatch | null {
  return matchRule(rulesFor(dist), path, query);
}
