import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaidOrder, type TestOrder } from '../../../tests/helpers/paid-orders.ts';
import { pdfText } from '../../../tests/helpers/pdf-text.ts';
import { testDatabase } from '../../../tests/helpers/test-db.ts';
import type { Database } from '../db/client.ts';
import { invoiceDate, printable, renderInvoicePdf } from './invoice-pdf.ts';
import { loadTaxInvoice } from './tax-invoice.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

/** Writes the order, draws its invoice and reads the PDF's text back. */
async function invoiceText(order: TestOrder) {
  const { row, totals } = await insertPaidOrder(database.db, order);
  const pdf = await renderInvoicePdf(await loadTaxInvoice(database.db, row));
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return { row, totals, text: await pdfText(pdf) };
}

const pads = { title: 'Bosch Front Brake Pads', sku: 'BOS-BP123', unitExCents: 4599, quantity: 2 };
const oil = { title: 'Castrol Edge 5W-30 5L', sku: 'CAS-E530', unitExCents: 6999, quantity: 1 };

describe('the tax invoice PDF', () => {
  it("shows every field the ATO asks for, with the order's own figures", async () => {
    const { row, text } = await invoiceText({
      lines: [pads, oil],
      discounts: { signupBp: 500, membershipBp: 1000, newsletterBp: 1000 },
      promoCode: 'NEWS-ABC123',
      // Evening of 4 March in UTC is the morning of 5 March in Parramatta.
      createdAt: new Date('2026-03-04T20:30:00Z'),
    });
    expect(text).toContain('Tax invoice');
    expect(text).toContain('Example Auto Parts Pty Ltd');
    expect(text).toContain('ABN 53 004 085 260');
    expect(text).toContain('12 Example Street, Parramatta NSW 2150');
    expect(text).toMatch(new RegExp(`Invoice number\\s+${row.invoiceNumber}`));
    expect(text).toMatch(/Invoice date\s+5 March 2026/);
    // Description, quantity, unit price and line total with GST, line total ex GST.
    expect(text).toContain('Bosch Front Brake Pads\nSKU BOS-BP123\n2 $50.59 $101.18 $91.98');
    expect(text).toContain('Castrol Edge 5W-30 5L\nSKU CAS-E530\n1 $76.99 $76.99 $69.99');
    // $178.17; less 5% ($8.91), 10% of $169.26 ($16.93), 10% of $152.33 ($15.23); plus $16.50 delivery.
    expect(text).toContain('Subtotal (inc GST) $178.17');
    expect(text).toContain('Sign-up discount -$8.91');
    expect(text).toContain('Membership discount -$16.93');
    expect(text).toContain('Newsletter code NEWS-ABC123 -$15.23');
    expect(text).toContain('Delivery (inc GST) $16.50');
    expect(text).toContain('Total (inc GST) $153.60');
    // One eleventh of $153.60, rounded half up.
    expect(text).toContain('GST (10%) included in total $13.96');
    expect(text).toContain('Total price includes GST');
    expect(row).toMatchObject({ totalCents: 15360, gstCents: 1396 });
  });

  it('names the buyer and their ABN from $1,000 with GST, and not below', async () => {
    const big = { title: 'Workshop Hoist 4T', sku: 'HOI-4T', unitExCents: 99_999, quantity: 1 };
    const trade = await invoiceText({
      lines: [big],
      buyerBusinessName: 'Acme Fleet Pty Ltd',
      buyerAbn: '51824753556',
    });
    expect(trade.row.totalCents).toBeGreaterThanOrEqual(100_000);
    expect(trade.text).toMatch(/Bill to\s+Acme Fleet Pty Ltd\s+ABN 51 824 753 556/);
    expect(trade.text).toContain('Delivery (inc GST) $0.00');

    const consumer = await invoiceText({ lines: [big] });
    expect(consumer.text).toMatch(/Bill to\s+Jane Citizen/);
    expect(consumer.text.match(/ABN/g)).toHaveLength(1);

    const small = await invoiceText({
      lines: [pads],
      buyerBusinessName: 'Acme Fleet Pty Ltd',
      buyerAbn: '51824753556',
    });
    expect(small.row.totalCents).toBeLessThan(100_000);
    expect(small.text).not.toContain('Bill to');
    expect(small.text).not.toContain('Acme Fleet');
    expect(small.text).not.toContain('Jane Citizen');
    expect(small.text.match(/ABN/g)).toHaveLength(1);
  });

  it('runs onto more pages for a long order, and keeps the totals whole', async () => {
    const lines = Array.from({ length: 45 }, (_, i) => ({
      ...oil,
      title: `Oil filter ${i + 1}`,
      sku: `FIL-${i}`,
    }));
    const { text } = await invoiceText({ lines });
    expect(text).toContain('Oil filter 45');
    expect(text).toContain('(continued)');
    expect(text).toContain('Total price includes GST');
  });

  it('prints what the built-in fonts cannot as near letters, never as other glyphs', () => {
    expect(printable('Zoë – “Ōtaki” 5 × 2 → ok 中')).toBe('Zoë – “Otaki” 5 × 2 -> ok ?');
    expect(invoiceDate(new Date('2026-06-30T14:00:00Z'))).toBe('1 July 2026');
  });

  it('draws invoice after invoice in one process, each with its own fonts and text', async () => {
    for (const [i, order] of [{ lines: [pads] }, { lines: [oil] }, { lines: [pads, oil] }].entries()) {
      const { row } = await insertPaidOrder(database.db, order);
      const pdf = await renderInvoicePdf(await loadTaxInvoice(database.db, row));
      const raw = pdf.toString('latin1');
      // Both fonts named in each document, once each: the built-in fonts are referenced, never embedded.
      expect(raw.match(/\/BaseFont \/Helvetica-Bold\b/g), `invoice ${i + 1}`).toHaveLength(1);
      expect(raw.match(/\/BaseFont \/Helvetica\s/g), `invoice ${i + 1}`).toHaveLength(1);
      const text = await pdfText(pdf);
      expect(text).toContain('Tax invoice');
      expect(text).toContain(row.invoiceNumber);
      expect(text).toContain(order.lines.length === 2 ? 'Castrol Edge 5W-30 5L' : order.lines[0]!.title);
    }
  });

  it('is quick to draw: under 100 ms per invoice once warm, even on a busy machine', async () => {
    const { row } = await insertPaidOrder(database.db, { lines: [pads, oil] });
    const invoice = await loadTaxInvoice(database.db, row);
    await renderInvoicePdf(invoice);
    const runs = 20;
    const started = performance.now();
    for (let i = 0; i < runs; i++) await renderInvoicePdf(invoice);
    const perInvoice = (performance.now() - started) / runs;
    console.info(`tax invoice PDF: ${perInvoice.toFixed(1)} ms per invoice (mean of ${runs})`);
    expect(perInvoice).toBeLessThan(100);
  });
});
