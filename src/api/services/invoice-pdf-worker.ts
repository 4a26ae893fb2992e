/** The worker thread of services/invoice-pdf-thread.ts: draws each invoice it is sent. */
import { parentPort } from 'node:worker_threads';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { TaxInvoice } from './tax-invoice.ts';

parentPort?.on('message', async ({ id, invoice }: { id: number; invoice: TaxInvoice }) => {
  try {
    parentPort?.postMessage({ id, pdf: await renderInvoicePdf(invoice) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
