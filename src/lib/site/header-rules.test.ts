import { describe, expect, it } from 'vitest';
import { formatHeaderRules, headersFor, parseHeaderRules } from './header-rules.ts';

const text = `# comment
/*
  X-Frame-Options: DENY
  Cache-Control: public, max-age=0, must-revalidate
  Content-Security-Policy: default-src 'self'
/_astro/*
  ! Cache-Control
  Cache-Control: public, max-age=31536000, immutable
/pay/*
  ! Content-Security-Policy
  Content-Security-Policy: default-src 'self' https://js.stripe.com
/*
  Link: </a.css>; rel=preload
/*
  Link: </b.css>; rel=preload
`;

describe('_headers rules', () => {
  const rules = parseHeaderRules(text);

  it('applies every matching rule, with detached headers replaced', () => {
    expect(headersFor(rules, '/_astro/app.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/pay/')['Content-Security-Policy']).toBe(
      "default-src 'self' https://js.stripe.com",
    );
    expect(headersFor(rules, '/shop/')).toMatchObject({
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Content-Security-Policy': "default-src 'self'",
    });
  });

  it('joins a header set by two rules', () => {
    expect(headersFor(rules, '/')['Link']).toBe('</a.css>; rel=preload, </b.css>; rel=preload');
  });

  it('formats what it parses', () => {
    expect(parseHeaderRules(formatHeaderRules(rules))).toEqual(rules);
  });
});
