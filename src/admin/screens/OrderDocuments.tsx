/** An order's papers and emails: tax invoice and packing slip PDFs, the confirmation sent again. */
import { useState } from 'react';
import { can } from '../../lib/account/staff-roles.ts';
import { errorText, saveBlob } from '../api/client.ts';
import { orderFile, resendConfirmation } from '../api/orders.ts';
import type { OrderDetail, Staff } from '../types.ts';
import { Notice } from '../ui.tsx';

export function OrderDocuments({ order, staff }: { order: OrderDetail; staff: Staff }) {
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const paid = order.payment_status === 'completed';
  const fulfils = can(staff.role, 'orders:fulfil');

  const run = async (work: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      setMessage(await work());
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const download = (file: string, name: string) =>
    run(async () => {
      saveBlob(await orderFile(order.invoice_number, file), name);
      return null;
    });

  return (
    <section className="card" aria-labelledby="documents-title">
      <h2 id="documents-title">Documents</h2>
      <div className="actions">
        {paid && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void download('invoice.pdf', `tax-invoice-${order.invoice_number}.pdf`)}
          >
            Tax invoice (PDF)
          </button>
        )}
        {fulfils && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void download('packing-slip.pdf', `packing-slip-${order.invoice_number}.pdf`)}
          >
            Packing slip (PDF)
          </button>
        )}
        {fulfils && paid && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => resendConfirmation(order.invoice_number))}
          >
            Resend confirmation email
          </button>
        )}
      </div>
      <Notice>{message}</Notice>
      <Notice error>{error}</Notice>
    </section>
  );
}
