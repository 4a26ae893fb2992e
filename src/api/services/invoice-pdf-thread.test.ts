import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaidOrder } from '../../../tests/helpers/paid-orders.ts';
import { pdfText } from '../../../tests/helpers/pdf-text.ts';
import { testDatabase } from '../../../tests/helpers/test-db.ts';
import type { Database } from '../db/client.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { drawInvoicePdf, stopInvoiceWorker } from './invoice-pdf-thread.ts';
import { loadTaxInvoice, type TaxInvoice } from './tax-invoice.ts';

let database: Database;
let invoices: TaxInvoice[];
beforeAll(async () => {
  database = await testDatabase();
  invoices = [];
  for (const [title, sku] of [
    ['Bosch Front Brake Pads', 'BOS-BP123'],
    ['Castrol Edge 5W-30 5L', 'CAS-E530'],
  ] as const) {
    const { row } = await insertPaidOrder(database.db, {
      lines: [{ title, sku, unitExCents: 4599, quantity: 2 }],
      createdAt: new Date('2026-03-04T20:30:00Z'),
    });
    invoices.push(await loadTaxInvoice(database.db, row));
  }
});
afterAll(async () => {
  await stopInvoiceWorker();
  await database.close();
});

describe('tax invoice PDFs drawn on the worker thread', () => {
  it('are the bytes the main thread would draw, each for its own order when several are asked at once', async () => {
    const drawn = await Promise.all([...invoices, ...invoices].map((invoice) => drawInvoicePdf(invoice)));
    for (const [i, pdf] of drawn.entries()) {
      const invoice = invoices[i % invoices.length]!;
      expect(Buffer.compare(pdf, await renderInvoicePdf(invoice))).toBe(0);
      expect(await pdfText(pdf)).toContain(`Invoice number ${invoice.invoiceNumber}`);
    }
  });

  it('starts a worker again after one has stopped', async () => {
    await drawInvoicePdf(invoices[0]!);
    await stopInvoiceWorker();
    const pdf = await drawInvoicePdf(invoices[1]!);
    expect(await pdfText(pdf)).toContain(invoices[1]!.invoiceNumber);
  });
});
