/**
 * The pieces emails are made of, inside the layout's card: paragraphs, a heading in the brand
 * colour, a button, a table of facts (label and value), and an item with its picture (or a neutral
 * box when it has none). Every colour reads on light and dark (theme.ts's classes).
 */
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Heading } from '@react-email/heading';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { type ComponentType, type CSSProperties, createElement as h, type ReactNode } from 'react';
import type { EmailBrand } from './brand.ts';
import { COLOURS, onColour } from './theme.ts';

const TEXT = { color: COLOURS.text, fontSize: '15px', lineHeight: '24px', margin: '0 0 14px' };

/** A paragraph of body text. */
export const para = (...children: ReactNode[]): ReactNode =>
  h(Text, { className: 'e-text', style: TEXT }, ...children);

/** Smaller, quieter text (a note under a button, a link valid for so long). */
export const small = (...children: ReactNode[]): ReactNode =>
  h(
    Text,
    { className: 'e-muted', style: { ...TEXT, color: COLOURS.muted, fontSize: '13px', lineHeight: '20px' } },
    ...children,
  );

export const strong = (text: string): ReactNode => h('strong', null, text);

/** Text someone typed, as paragraphs (split at blank lines) with its single line breaks kept. */
export const paragraphs = (text: string): ReactNode[] =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((block) =>
      para(...block.split('\n').flatMap((line, i) => (i ? [h('br', { key: i }), line] : [line]))),
    );

/** The email's heading, in the brand colour (light text in dark mode). */
export const heading = (brand: EmailBrand, text: string): ReactNode =>
  h(
    Heading,
    {
      as: 'h1',
      className: 'e-heading',
      style: {
        color: brand.colour,
        fontSize: '22px',
        lineHeight: '30px',
        margin: '0 0 16px',
        fontWeight: 700,
      },
    },
    text,
  );

/** A button to a page, the brand colour behind text that reads on it. */
export const button = (brand: EmailBrand, href: string, label: string): ReactNode =>
  h(
    Section,
    { style: { margin: '8px 0 20px' } },
    h(
      Button,
      {
        href,
        style: {
          backgroundColor: brand.colour,
          color: onColour(brand.colour),
          borderRadius: '6px',
          fontSize: '15px',
          fontWeight: 600,
          padding: '12px 20px',
        },
      },
      label,
    ),
  );

/** An inline link in the brand colour (underlined, so it is a link without colour too). */
export const link = (brand: EmailBrand, href: string, label: string): ReactNode =>
  h(
    Link,
    { href, className: 'e-heading', style: { color: brand.colour, textDecoration: 'underline' } },
    label,
  );

/** A rule between parts of the card. */
export const rule = (): ReactNode =>
  h('hr', {
    className: 'e-rule',
    style: { border: 'none', borderTop: `1px solid ${COLOURS.rule}`, margin: '16px 0', width: '100%' },
  });

/** Label / value rows; `bold` rows (a total) stand out. */
export function facts(rows: { label: string; value: ReactNode; bold?: boolean }[]): ReactNode {
  return h(
    'table',
    {
      role: 'presentation',
      width: '100%',
      cellPadding: '0',
      cellSpacing: '0',
      border: 0,
      className: 'e-text',
      style: { color: COLOURS.text, fontSize: '14px', lineHeight: '22px', margin: '0 0 16px' },
    },
    h(
      'tbody',
      null,
      ...rows.map((r, i) =>
        h(
          'tr',
          { key: i, style: r.bold ? { fontWeight: 700, fontSize: '16px' } : undefined },
          h(
            'th',
            {
              scope: 'row',
              align: 'left',
              style: { fontWeight: r.bold ? 700 : 400, padding: '3px 12px 3px 0', verticalAlign: 'top' },
            },
            r.label,
          ),
          h('td', { align: 'right', style: { padding: '3px 0', verticalAlign: 'top' } }, r.value),
        ),
      ),
    ),
  );
}

/** A product's picture at 64 px, or a neutral box of that size when it has none. */
export function picture(src: string | null, alt: string): ReactNode {
  if (src)
    return h(Img, {
      src,
      alt,
      width: 64,
      height: 64,
      style: {
        borderRadius: '4px',
        objectFit: 'cover',
        backgroundColor: COLOURS.box,
        color: COLOURS.muted,
        fontSize: '11px',
      },
    });
  return h('div', {
    className: 'e-box',
    role: 'presentation',
    style: { width: '64px', height: '64px', borderRadius: '4px', backgroundColor: COLOURS.box },
  });
}

/** react-email's Row, its children optional in the type as createElement passes them. */
const ItemRow = Row as ComponentType<{ style?: CSSProperties; children?: ReactNode }>;

/** An item: its picture on the left, its lines (title first) beside it, an optional value on the right. */
export function item(o: {
  imageUrl: string | null;
  title: string;
  lines: ReactNode[];
  aside?: ReactNode;
}): ReactNode {
  const cell = { verticalAlign: 'top', color: COLOURS.text, fontSize: '14px', lineHeight: '21px' } as const;
  const columns = [
    h(
      Column,
      { key: 'picture', style: { width: '76px', verticalAlign: 'top' } },
      picture(o.imageUrl, o.title),
    ),
    h(
      Column,
      { key: 'about', className: 'e-text', style: cell },
      h('div', { style: { fontWeight: 600 } }, o.title),
      ...o.lines.map((l, i) =>
        h('div', { key: i, className: 'e-muted', style: { color: COLOURS.muted } }, l),
      ),
    ),
    ...(o.aside
      ? [
          h(
            Column,
            {
              key: 'aside',
              className: 'e-text',
              align: 'right',
              style: { ...cell, paddingLeft: '12px', whiteSpace: 'nowrap' },
            },
            o.aside,
          ),
        ]
      : []),
  ];
  return h(ItemRow, { style: { margin: '0 0 14px' } }, ...columns);
}
