/**
 * The shop as its emails show it: name, logo, brand colour and the footer's seller details, read once
 * from the general settings (one select) and the server's configuration (store name, site URL).
 */
import type { Db } from '../../db/client.ts';
import { generalSettings } from '../../db/schema/index.ts';

export interface EmailBrand {
  storeName: string;
  /** The shop's origin, no trailing slash: every link and picture in an email is on it. */
  siteUrl: string;
  /** The logo's absolute address ('' = the store name as styled text). */
  logoUrl: string;
  /** Headings' and buttons' colour, #rrggbb. */
  colour: string;
  /** The seller as its tax invoices name it (any may be ''). */
  legalName: string;
  /** 11 digits, no spaces, or ''. */
  abn: string;
  address: string;
  contactEmail: string;
  contactPhone: string;
}

export const DEFAULT_BRAND_COLOUR = '#b3261e';
export const BRAND_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** A logo setting as an absolute address: a path ('/storage/logo.png') is on the shop's origin. */
export function absoluteLogo(logo: string, siteUrl: string): string {
  const value = logo.trim();
  if (!value) return '';
  if (value.startsWith('/') && !value.startsWith('//')) return `${siteUrl}${value}`;
  return value;
}

/** The brand from a settings row (or none: a fresh shop) and the server's store identity. */
export function brandOf(
  row: Partial<typeof generalSettings.$inferSelect> | undefined,
  config: { storeName: string; siteUrl: string },
): EmailBrand {
  const siteUrl = config.siteUrl.replace(/\/+$/, '');
  const colour = row?.emailBrandColour ?? '';
  return {
    storeName: config.storeName,
    siteUrl,
    logoUrl: absoluteLogo(row?.emailLogoUrl ?? '', siteUrl),
    colour: BRAND_COLOUR.test(colour) ? colour.toLowerCase() : DEFAULT_BRAND_COLOUR,
    legalName: row?.sellerLegalName ?? '',
    abn: row?.sellerAbn ?? '',
    address: row?.sellerAddress ?? '',
    contactEmail: row?.emailContactEmail ?? '',
    contactPhone: row?.emailContactPhone ?? '',
  };
}

/** The shop's email brand: one select of the general settings. */
export async function loadEmailBrand(
  db: Pick<Db, 'select'>,
  config: { storeName: string; siteUrl: string },
): Promise<EmailBrand> {
  const [row] = await db
    .select({
      emailLogoUrl: generalSettings.emailLogoUrl,
      emailBrandColour: generalSettings.emailBrandColour,
      sellerLegalName: generalSettings.sellerLegalName,
      sellerAbn: generalSettings.sellerAbn,
      sellerAddress: generalSettings.sellerAddress,
      emailContactEmail: generalSettings.emailContactEmail,
      emailContactPhone: generalSettings.emailContactPhone,
    })
    .from(generalSettings)
    .limit(1);
  return brandOf(row, config);
}
