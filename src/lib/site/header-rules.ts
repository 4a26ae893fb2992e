/**
 * Response header rules in the `_headers` format static hosts read (Cloudflare Pages style):
 *   /path/pattern        (`*` matches anything, including slashes)
 *     Header-Name: value
 *     ! Header-Name      (drops the header an earlier, broader rule set)
 * Every matching rule applies, in file order; a header set twice is joined with ", ".
 */

export interface HeaderRule {
  pattern: string;
  set: [string, string][];
  detach: string[];
}

export function formatHeaderRules(rules: HeaderRule[]): string {
  return rules
    .map((r) =>
      [r.pattern, ...r.detach.map((name) => `  ! ${name}`), ...r.set.map(([k, v]) => `  ${k}: ${v}`)].join(
        '\n',
      ),
    )
    .join('\n');
}

export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: raw.trim(), set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    const line = raw.trim();
    if (!rule) continue;
    if (line.startsWith('!')) rule.detach.push(line.slice(1).trim());
    else {
      const colon = line.indexOf(':');
      if (colon > 0) rule.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

const compiled = new Map<string, RegExp>();

/** Whether a rule pattern matches a path (each pattern compiled once: this runs on every request). */
function matches(pattern: string, path: string): boolean {
  if (!pattern.includes('*')) return pattern === path;
  let re = compiled.get(pattern);
  if (!re) {
    re = new RegExp(
      `^${pattern
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    compiled.set(pattern, re);
  }
  return re.test(path);
}

/** The headers the rules give a URL path (names in their first spelling). */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const out = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!matches(rule.pattern, path)) continue;
    for (const name of rule.detach) out.delete(name.toLowerCase());
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const prior = out.get(key);
      out.set(key, prior ? [prior[0], `${prior[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries([...out.values()]);
}
