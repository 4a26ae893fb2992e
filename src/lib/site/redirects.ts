/**
 * Redirect rules in the `_redirects` format static hosts read (Netlify style):
 *   /from [key=value | key=:name ...] /to [status][!]
 * A rule matches when the path matches (`:name` segments, trailing `*` splat) and every listed query
 * key is present (literal values must be equal). First match wins. `!` forces the rule even when a
 * file exists at the path; status 200 rewrites instead of redirecting.
 */

export interface RedirectRule {
  from: string;
  query: Record<string, string>;
  to: string;
  status: number;
  force: boolean;
}

export interface RedirectMatch {
  location: string;
  status: number;
  force: boolean;
}

/** Writes rules as `_redirects` lines. */
export function formatRules(rules: RedirectRule[]): string {
  return `${rules
    .map((r) =>
      [
        r.from,
        ...Object.entries(r.query).map(([k, v]) => `${k}=${v}`),
        r.to,
        `${r.status}${r.force ? '!' : ''}`,
      ].join(' '),
    )
    .join('\n')}\n`;
}

/** Parses `_redirects` text; comments and blank lines are skipped. */
export function parseRules(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const parts = line.split(/\s+/);
    const from = parts.shift()!;
    const query: Record<string, string> = {};
    while (parts[0]?.includes('=') && !parts[0].startsWith('/')) {
      const [k, ...v] = parts.shift()!.split('=');
      query[k!] = v.join('=');
    }
    const to = parts.shift();
    if (!to) continue;
    const statusText = parts.shift() ?? '301';
    rules.push({
      from,
      query,
      to,
      status: Number.parseInt(statusText, 10) || 301,
      force: statusText.endsWith('!'),
    });
  }
  return rules;
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const params: Record<string, string> = {};
  const p = pattern.split('/');
  const s = path.split('/');
  for (let i = 0; i < p.length; i++) {
    const seg = p[i]!;
    if (seg === '*') {
      params.splat = s.slice(i).join('/');
      return params;
    }
    if (i >= s.length) return null;
    if (seg.startsWith(':')) params[seg.slice(1)] = s[i]!;
    else if (seg !== s[i]) return null;
  }
  return p.length === s.length ? params : null;
}

/**
 * Rules grouped for lookup: rules whose path has no placeholder are found by exact path, so a file of
 * 20,000 product rules costs one map lookup per request. File order is kept.
 */
export interface RuleIndex {
  byPath: Map<string, { rule: RedirectRule; order: number }[]>;
  patterns: { rule: RedirectRule; order: number }[];
}

export function indexRules(rules: readonly RedirectRule[]): RuleIndex {
  const index: RuleIndex = { byPath: new Map(), patterns: [] };
  rules.forEach((rule, order) => {
    if (/[:*]/.test(rule.from)) {
      index.patterns.push({ rule, order });
      return;
    }
    const list = index.byPath.get(rule.from);
    if (list) list.push({ rule, order });
    else index.byPath.set(rule.from, [{ rule, order }]);
  });
  return index;
}

/**
 * The rules that may match a path, in file order, each marked when its path is known to match (found
 * by exact path). The two lists are each in file order already, so they are merged, not sorted: a
 * path such as /shop has thousands of query rules in a large catalogue (one per listing page).
 */
function* candidates(
  rules: readonly RedirectRule[] | RuleIndex,
  path: string,
): Generator<{ rule: RedirectRule; exact: boolean }> {
  if (Array.isArray(rules)) {
    for (const rule of rules) yield { rule, exact: false };
    return;
  }
  const { byPath, patterns } = rules as RuleIndex;
  const exact = byPath.get(path) ?? [];
  let i = 0;
  let j = 0;
  while (i < exact.length || j < patterns.length) {
    if (j >= patterns.length || (i < exact.length && exact[i]!.order < patterns[j]!.order))
      yield { rule: exact[i++]!.rule, exact: true };
    else yield { rule: patterns[j++]!.rule, exact: false };
  }
}

/** Finds the first rule for a path and query; the location has its :names filled in. */
export function matchRule(
  rules: readonly RedirectRule[] | RuleIndex,
  path: string,
  query: URLSearchParams,
): RedirectMatch | null {
  // The first value of each key, as URLSearchParams.get gives it, read once for every rule.
  const values = new Map<string, string>();
  for (const [key, value] of query) if (!values.has(key)) values.set(key, value);
  for (const { rule, exact } of candidates(rules, path)) {
    const params = exact ? {} : matchPath(rule.from, path);
    if (!params) continue;
    let ok = true;
    // Path segments arrive still percent-encoded; query values arrive decoded and are encoded here.
    for (const key in rule.query) {
      const value = rule.query[key]!;
      const actual = values.get(key) ?? null;
      if (actual === null || actual === '') ok = false;
      else if (value.startsWith(':')) params[value.slice(1)] = encodeURIComponent(actual);
      else if (value !== actual) ok = false;
      if (!ok) break;
    }
    if (!ok) continue;
    const location = rule.to.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);
    return { location, status: rule.status, force: rule.force };
  }
  return null;
}
