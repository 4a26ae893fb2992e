/**
 * Tax invoice downloads from the member's order view: fetches the PDF of one of their paid orders and
 * hands it to the browser as a file. $invoiceDownload says which download is under way or what failed.
 */
import { atom } from 'nanostores';
import { failureText } from '../lib/api/failures.ts';
import { fetchInvoice } from '../lib/api/invoices.ts';
import { apiOptions } from './api.ts';

export type InvoiceDownload =
  | { kind: 'idle' }
  | { kind: 'loading'; invoice: string }
  | { kind: 'failed'; invoice: string; message: string };

export const $invoiceDownload = atom<InvoiceDownload>({ kind: 'idle' });

/** Saves a file through a temporary object URL (no page leaves, nothing is opened in a tab). */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the file only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads the tax invoice of the order numbered `invoice`. */
export async function downloadInvoice(invoice: string): Promise<void> {
  if ($invoiceDownload.get().kind === 'loading') return;
  $invoiceDownload.set({ kind: 'loading', invoice });
  try {
    const file = await fetchInvoice(apiOptions, invoice);
    saveFile(file.blob, file.fileName);
    $invoiceDownload.set({ kind: 'idle' });
  } catch (error) {
    console.error('Downloading the tax invoice failed', error);
    $invoiceDownload.set({ kind: 'failed', invoice, message: failureText('invoiceDownload', error) });
  }
}
