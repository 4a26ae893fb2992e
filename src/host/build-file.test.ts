import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { perBuildFile } from './build-file.ts';

/** A served path (a symlink, as the runner makes it) switched between build folders. */
function servedSite() {
  const root = mkdtempSync(join(tmpdir(), 'build-file-'));
  const dist = join(root, 'dist');
  return {
    dist,
    publish(name: string, rules: string) {
      const site = join(root, name);
      mkdirSync(site);
      writeFileSync(join(site, '_redirects'), rules);
      rmSync(dist, { force: true });
      symlinkSync(site, dist);
    },
  };
}

describe('a rules file of the served build', () => {
  it('is parsed once per build, and not again for a build whose file says the same', () => {
    const site = servedSite();
    const parsed: string[] = [];
    const rules = perBuildFile('_redirects', (text) => {
      parsed.push(text);
      return text.trim().split('\n');
    });
    site.publish('a', '/old /new 301\n');
    expect(rules(site.dist)).toEqual(['/old /new 301']);
    expect(rules(site.dist)).toEqual(['/old /new 301']);
    site.publish('b', '/old /new 301\n');
    expect(rules(site.dist)).toEqual(['/old /new 301']);
    expect(parsed).toHaveLength(1);
    site.publish('c', '/old /newer 301\n');
    expect(rules(site.dist)).toEqual(['/old /newer 301']);
    expect(parsed).toHaveLength(2);
  });
});
