/**
 * JSX to HTML strings, synchronously: the runtime of the catalogue components (src/build/components),
 * chosen per file with `/** @jsxImportSource ../jsx *\/`.
 *
 * Every text child and attribute value is escaped (src/lib/format/escape.ts, in ASCII), so markup made
 * here is escaped by construction; HTML that is already safe (sanitised editor text, a cached card, JSON
 * for a script) goes in only through `raw()`. An element is rendered the moment it is created: a
 * component returns an `Html` holding its string, and its parent joins the strings.
 *
 * Attributes are written in the order given; `true` writes the bare name (`hidden`), `false`, `null`
 * and `undefined` leave the attribute out. Void elements (`img`, `input`, ...) get no closing tag.
 */
import { escapeHtml } from '../../lib/format/escape.ts';

/** Markup that is already HTML: rendered elements, and strings marked trusted with `raw()`. */
export class Html {
  readonly html: string;
  constructor(html: string) {
    this.html = html;
  }
  toString(): string {
    return this.html;
  }
}

/** Trusted HTML, written as it is: never text from a shopper or an editor that was not sanitised. */
export function raw(html: string): Html {
  return new Html(html);
}

export type Child = Html | string | number | boolean | null | undefined | readonly Child[];

type AttributeValue = string | number | boolean | null | undefined;

export interface Attributes {
  children?: Child;
  [name: string]: AttributeValue | Child;
}

type Component<P> = (props: P) => Html;

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

function childrenHtml(child: Child): string {
  if (child === null || child === undefined || typeof child === 'boolean') return '';
  if (child instanceof Html) return child.html;
  if (typeof child === 'string') return escapeHtml(child);
  if (typeof child === 'number') return String(child);
  let html = '';
  for (const c of child) html += childrenHtml(c);
  return html;
}

export function jsx<P>(type: string | Component<P>, props: P & Attributes): Html {
  if (typeof type === 'function') return type(props);
  let html = `<${type}`;
  for (const name in props) {
    if (name === 'children') continue;
    const value = props[name];
    if (value === null || value === undefined || value === false) continue;
    html += value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
  }
  if (VOID.has(type)) return new Html(`${html}>`);
  return new Html(`${html}>${childrenHtml(props.children)}</${type}>`);
}

export const jsxs = jsx;

export function Fragment({ children }: { children?: Child }): Html {
  return new Html(childrenHtml(children));
}

type Tag =
  | 'a'
  | 'article'
  | 'body'
  | 'button'
  | 'caption'
  | 'dd'
  | 'del'
  | 'details'
  | 'div'
  | 'dl'
  | 'dt'
  | 'em'
  | 'fieldset'
  | 'form'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'head'
  | 'html'
  | 'img'
  | 'input'
  | 'label'
  | 'legend'
  | 'li'
  | 'link'
  | 'meta'
  | 'nav'
  | 'ol'
  | 'option'
  | 'p'
  | 'script'
  | 'section'
  | 'select'
  | 'span'
  | 'strong'
  | 'summary'
  | 'table'
  | 'tbody'
  | 'td'
  | 'th'
  | 'thead'
  | 'time'
  | 'title'
  | 'tr'
  | 'ul';

export declare namespace JSX {
  type Element = Html;
  interface ElementChildrenAttribute {
    children: unknown;
  }
  type IntrinsicElements = Record<Tag, Attributes>;
}
