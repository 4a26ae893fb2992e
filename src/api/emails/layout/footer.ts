/**
 * The footer every email ends with, from the settings: the seller's legal name and ABN
 * ("ABN 12 345 678 901"), address, contact email and phone, and why the reader got the email. The
 * same lines close the plain-text part.
 */
import { formatAbn } from '../../../lib/account/abn.ts';
import type { EmailBrand } from './brand.ts';

/** The footer's lines, the empty settings left out. */
export function footerLines(brand: EmailBrand, reason: string): string[] {
  const seller = [brand.legalName || brand.storeName, brand.abn ? `ABN ${formatAbn(brand.abn)}` : '']
    .filter(Boolean)
    .join(', ');
  const contact = [brand.contactEmail, brand.contactPhone].filter(Boolean).join(' · ');
  return [seller, brand.address, contact ? `Contact us: ${contact}` : '', reason].filter(Boolean);
}

/** The plain-text part's closing: a signature separator, then the footer's lines. */
export function footerText(brand: EmailBrand, reason: string): string {
  return ['', '-- ', ...footerLines(brand, reason)].join('\n');
}
