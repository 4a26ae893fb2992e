/** The "Download tax invoice" button of a paid order the signed-in member owns, and what went wrong. */
import { useStore } from '@nanostores/react';
import { $invoiceDownload, downloadInvoice } from '../../stores/invoices.ts';
import { FormMessage } from './Field.tsx';

export function InvoiceDownload({ invoice }: { invoice: string }) {
  const state = useStore($invoiceDownload);
  const busy = state.kind === 'loading' && state.invoice === invoice;
  return (
    <div className="invoice-download">
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => void downloadInvoice(invoice)}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? 'Preparing tax invoice...' : 'Download tax invoice'}
      </button>
      {state.kind === 'failed' && state.invoice === invoice && <FormMessage text={state.message} />}
    </div>
  );
}
