import { describe, expect, it } from 'vitest';
import { asciiHtml, escapeHtml, scriptJson } from './escape.ts';

describe('HTML escaping', () => {
  it('escapes the characters that end text or a quoted attribute', () => {
    expect(escapeHtml(`Nuts & <b>"bolts"</b> 'n' more`)).toBe(
      'Nuts &amp; &lt;b&gt;&quot;bolts&quot;&lt;/b&gt; &#39;n&#39; more',
    );
  });

  it('writes every character past ASCII as a numeric reference, one per character', () => {
    expect(escapeHtml('Hilux 2015–2024 · Café ★ 🚗')).toBe(
      'Hilux 2015&#8211;2024 &#183; Caf&#233; &#9733; &#128663;',
    );
    expect(asciiHtml('<p>Driver’s side</p>')).toBe('<p>Driver&#8217;s side</p>');
  });

  it('leaves ASCII as it is, however long', () => {
    const long = 'a'.repeat(20_000);
    expect(asciiHtml(long)).toBe(long);
    expect(asciiHtml(`${long}é${long}`)).toBe(`${long}&#233;${long}`);
  });
});

describe('JSON for a script element', () => {
  it('cannot close its script', () => {
    expect(scriptJson({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });

  it('is ASCII, and reads back as the data it was made from', () => {
    const data = { name: 'Bosch “Quiet” pads – 2015', car: '🚗' };
    const text = scriptJson(data);
    expect(text).not.toMatch(/[\u0080-\uffff]/);
    expect(text).toContain('\\u2013');
    expect(text).toContain('\\ud83d\\ude97');
    expect(JSON.parse(text)).toEqual(data);
  });
});
