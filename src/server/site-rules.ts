/** The current build's `_redirects`, read once per build folder and applied before static files. */
import { indexRules, matchRule, parseRules, type RedirectMatch } from '../lib/redirects.ts';
import { perBuildFile } from './build-file.ts';

const rulesFor = perBuildFile('_redirects', (text) => indexRules(parseRules(text)));

/** The rule for a request, if any. */
export function redirectFor(dist: string, path: string, query: URLSearchParams): RedirectMatch | null {
  return matchRule(rulesFor(dist), path, query);
}
