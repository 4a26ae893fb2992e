import { describe, expect, it } from 'vitest';
import { checkInvoiceLink, INVOICE_LINK_TTL_MS, invoiceLink, signInvoiceLink } from './invoice-links.ts';

const SECRET = 'test-secret';
const NOW = Date.parse('2026-03-05T00:00:00Z');

describe('signed invoice links', () => {
  it('name the order and a 30-day expiry, signed with the secret', () => {
    const { expires, sig } = signInvoiceLink(SECRET, 'SCABC', NOW);
    expect(expires).toBe((NOW + INVOICE_LINK_TTL_MS) / 1000);
    expect(invoiceLink('https://shop.example/', SECRET, 'SCABC', NOW)).toBe(
      `https://shop.example/api/invoices/SCABC?expires=${expires}&sig=${sig}`,
    );
    expect(checkInvoiceLink(SECRET, 'SCABC', String(expires), sig, NOW)).toBe('valid');
  });

  it('are invalid for another order, another secret, a changed expiry or a malformed query', () => {
    const { expires, sig } = signInvoiceLink(SECRET, 'SCABC', NOW);
    expect(checkInvoiceLink(SECRET, 'SCABD', String(expires), sig, NOW)).toBe('invalid');
    expect(checkInvoiceLink('other-secret', 'SCABC', String(expires), sig, NOW)).toBe('invalid');
    expect(checkInvoiceLink(SECRET, 'SCABC', String(expires + 1), sig, NOW)).toBe('invalid');
    expect(checkInvoiceLink(SECRET, 'SCABC', undefined, sig, NOW)).toBe('invalid');
    expect(checkInvoiceLink(SECRET, 'SCABC', String(expires), sig.slice(1), NOW)).toBe('invalid');
    expect(checkInvoiceLink(SECRET, 'SCABC', '1e12', sig, NOW)).toBe('invalid');
  });

  it('expire after 30 days, and only a genuine link is said to have expired', () => {
    const { expires, sig } = signInvoiceLink(SECRET, 'SCABC', NOW);
    const later = NOW + INVOICE_LINK_TTL_MS + 1000;
    expect(checkInvoiceLink(SECRET, 'SCABC', String(expires), sig, later)).toBe('expired');
    expect(checkInvoiceLink(SECRET, 'SCABD', String(expires), sig, later)).toBe('invalid');
  });
});
