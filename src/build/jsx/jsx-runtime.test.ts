/**
 * The components' JSX runtime: what a page gets from an element. Tests call it as the compiled JSX
 * does (jsx(type, props)), so they need no JSX transform of their own.
 */
import { describe, expect, it } from 'vitest';
import { Fragment, Html, jsx, raw } from './jsx-runtime.ts';

describe('the JSX runtime', () => {
  it('escapes text and attribute values, in ASCII', () => {
    const html = jsx('a', {
      href: '/p/?a=1&b="2"',
      title: "O'Brien",
      children: ['<script>', ' – ', 'x'],
    }).html;
    expect(html).toBe(
      '<a href="/p/?a=1&amp;b=&quot;2&quot;" title="O&#39;Brien">&lt;script&gt; &#8211; x</a>',
    );
  });

  it('writes true attributes bare and leaves out false, null and undefined ones, in the order given', () => {
    const html = jsx('button', {
      type: 'button',
      'data-prev': true,
      hidden: true,
      disabled: false,
      title: undefined,
      rel: null,
    }).html;
    expect(html).toBe('<button type="button" data-prev hidden></button>');
  });

  it('closes no void element, and renders numbers, nothing for booleans and empty children', () => {
    expect(jsx('img', { src: 'a.webp', alt: '', width: 90 }).html).toBe(
      '<img src="a.webp" alt="" width="90">',
    );
    expect(jsx('p', { children: [0, false, null, undefined, true, [1, [2]]] }).html).toBe('<p>012</p>');
  });

  it('writes trusted HTML as it is, only through raw()', () => {
    const html = jsx('div', { children: [raw('<b>kept</b>'), '<b>escaped</b>'] }).html;
    expect(html).toBe('<div><b>kept</b>&lt;b&gt;escaped&lt;/b&gt;</div>');
  });

  it('calls components with their props, and joins fragments', () => {
    const Item = ({ name }: { name: string }) => jsx('li', { children: name });
    const list = jsx('ul', {
      children: jsx(Fragment, { children: [jsx(Item, { name: 'A & B' }), jsx(Item, { name: 'C' })] }),
    });
    expect(list).toBeInstanceOf(Html);
    expect(list.html).toBe('<ul><li>A &amp; B</li><li>C</li></ul>');
    expect(String(list)).toBe(list.html);
  });
});
