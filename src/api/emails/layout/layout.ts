/**
 * The frame of every email (react-email components, no JSX: the API runs .ts files as they are):
 * the shop's logo or its name as styled text, a 600 px card that is fluid on a phone, and the
 * footer. Dark-mode safe (color-scheme meta and the overrides in theme.ts), system fonts only,
 * readable with pictures blocked (the logo's alt is the shop's name).
 */
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type ReactNode } from 'react';
import type { EmailBrand } from './brand.ts';
import { footerLines } from './footer.ts';
import { COLOURS, FONT, STYLE } from './theme.ts';

export interface LayoutProps {
  brand: EmailBrand;
  /** The subject, as the document's title. */
  title: string;
  /** The inbox's preview line after the subject. */
  preview: string;
  /** Why the reader got this email: "You are receiving this email because you placed order SC1." */
  reason: string;
  children: ReactNode;
}

function masthead(brand: EmailBrand): ReactNode {
  const mark = brand.logoUrl
    ? h(Img, {
        src: brand.logoUrl,
        alt: brand.storeName,
        width: 180,
        style: { maxWidth: '180px', height: 'auto', color: brand.colour, fontSize: '22px', fontWeight: 700 },
      })
    : h(
        'span',
        {
          className: 'e-name',
          style: { color: brand.colour, fontSize: '24px', fontWeight: 700, letterSpacing: '-0.01em' },
        },
        brand.storeName,
      );
  return h(
    Section,
    { style: { padding: '24px 8px 16px' } },
    h(Link, { href: `${brand.siteUrl}/`, style: { textDecoration: 'none' } }, mark),
  );
}

function footer(brand: EmailBrand, reason: string): ReactNode {
  return h(
    Section,
    { style: { padding: '16px 8px 32px' } },
    ...footerLines(brand, reason).map((line, i) =>
      h(
        Text,
        {
          key: i,
          className: 'e-muted',
          style: { color: COLOURS.muted, fontSize: '12px', lineHeight: '18px', margin: '0 0 4px' },
        },
        line,
      ),
    ),
  );
}

export function EmailLayout({ brand, title, preview, reason, children }: LayoutProps): ReactNode {
  const card = h(
    Section,
    {
      className: 'e-card e-text',
      style: {
        backgroundColor: COLOURS.card,
        border: `1px solid ${COLOURS.rule}`,
        borderRadius: '8px',
        padding: '28px 32px',
        color: COLOURS.text,
      },
    },
    children,
  );
  return h(
    Html,
    { lang: 'en-AU' },
    h(
      Head,
      null,
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('title', null, title),
      h('style', null, STYLE),
    ),
    // The page colour on the body and on a table of its own, both reached by the dark overrides' class
    // (react-email's Body would copy it to a cell no class reaches, leaving the page light in dark mode).
    h(
      'body',
      { className: 'e-page', style: { backgroundColor: COLOURS.page, margin: 0, padding: 0 } },
      h(Preview, null, preview),
      h(
        Section,
        { className: 'e-page', style: { backgroundColor: COLOURS.page, padding: '0 8px', fontFamily: FONT } },
        h(
          Container,
          { style: { maxWidth: '600px', width: '100%', margin: '0 auto' } },
          masthead(brand),
          card,
          footer(brand, reason),
        ),
      ),
    ),
  );
}
