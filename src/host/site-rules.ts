/** The current build's `_redirects`, read once per build folder and applied before static files. */
import { indexRules, matchRule, parseRules, type RedirectMatch } from '../lib/site/redirects.ts';
import { perBuildFile } from './build-file.ts';
import { sameOriginLocation } from './url-paths.ts';

const rulesFor = perBuildFile('_redirects', (text) => indexRules(parseRules(text)));

/** The rule for a request, if any; its location stays on this origin whatever the request put in it. */
export function redirectFor(dist: string, path: string, query: URLSearchParams): RedirectMatch | null {
  const match = matchRule(rulesFor(dist), path, query);
  // `:name` placeholders copy request segments, which arrive with `%5c` already decoded to `\`.
  return match && { ...match, location: sameOriginLocation(match.location) };
}
