/** The current build's `_headers`, read once per build folder and applied to every page response. */
import { headersFor, parseHeaderRules } from '../lib/site/header-rules.ts';
import { perBuildFile } from './build-file.ts';

const rulesFor = perBuildFile('_headers', parseHeaderRules);

/** The headers `_headers` gives a URL path of the served build. */
export function pageHeaders(dist: string, path: string): Record<string, string> {
  return headersFor(rulesFor(dist), path);
}
