/** An order's refund: by line quantities or an amount, with a reason; idempotent on retry. */
import { type FormEvent, useState } from 'react';
import { paymentLabel } from '../../lib/orders/orders.ts';
import { linesRefundCents, unitsLeft } from '../../lib/orders/refunds.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import { api, errorText } from '../api.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { useIdempotencyKey } from '../idempotency.ts';
import { emptyChoice, RefundFields, refundBody } from '../refund-lines.tsx';
import type { OrderDetail } from '../types.ts';
import { Notice } from '../ui.tsx';

export function RefundForm({ order, onDone }: { order: OrderDetail; onDone: (message: string) => void }) {
  const [choice, setChoice] = useState(emptyChoice);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const idempotency = useIdempotencyKey();
  const lines = order.items.map((i) => ({ ...i, left: unitsLeft(i.quantity, i.refunded_quantity) }));

  // The refund asked for, checked and priced, waiting for the member to confirm it.
  const [pending, setPending] = useState<{ request: object; cents: number } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = refundBody(choice);
    if (typeof body === 'string') return setError(body);
    if (!reason.trim()) return setError('Give a reason for the refund.');
    const left = order.totals.refundable_cents;
    const cents =
      'lines' in body
        ? linesRefundCents(body.lines, (id) => order.items.find((i) => i.id === id)?.unit_inc_gst_cents, left)
        : body.amount_cents;
    setError(null);
    setPending({ request: { ...body, reason: reason.trim() }, cents });
  };

  const refund = async (request: object) => {
    setPending(null);
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.post<{ data: { amount_cents: number } }>(
        `admin/orders/${encodeURIComponent(order.invoice_number)}/refunds`,
        request,
        { headers: { 'Idempotency-Key': idempotency.keyFor(request) } },
      );
      idempotency.done();
      setChoice(emptyChoice());
      setReason('');
      onDone(`Refunded ${formatMoney(data.amount_cents)}.`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card" onSubmit={submit} aria-labelledby="refund-title" noValidate>
      <h2 id="refund-title">Refund</h2>
      <p>{formatMoney(order.totals.refundable_cents)} can still be refunded.</p>
      <RefundFields idPrefix="refund" lines={lines} choice={choice} onChange={setChoice} />
      <div className="field">
        <label htmlFor="refund-reason">Reason</label>
        <input
          id="refund-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
        />
      </div>
      <Notice error>{error}</Notice>
      <button type="submit" className="danger" disabled={busy}>
        {busy ? 'Refunding…' : 'Refund'}
      </button>
      {pending && (
        <ConfirmDialog
          title={`Refund ${formatMoney(pending.cents)}?`}
          confirmLabel={`Refund ${formatMoney(pending.cents)}`}
          onConfirm={() => void refund(pending.request)}
          onCancel={() => setPending(null)}
        >
          <p>
            {formatMoney(pending.cents)} goes back to the customer's {paymentLabel(order.payment_method)}{' '}
            payment for order {order.invoice_number}. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}
