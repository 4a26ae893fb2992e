/** An order's refund: by line quantities or an amount, with a reason; idempotent on retry. */
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { paymentLabel } from '../../lib/orders/orders.ts';
import { linesRefundCents, unitsLeft } from '../../lib/orders/refunds.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import { useRefund } from '../api/orders.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { errorOf, Field, FormError } from '../form/field.tsx';
import { showServerErrors, useAdminForm } from '../form/use-admin-form.ts';
import { useIdempotencyKey } from '../idempotency.ts';
import { emptyChoice, type RefundChoice, RefundFields, refundBody } from '../refund-lines.tsx';
import type { OrderDetail } from '../types.ts';

interface Values {
  choice: RefundChoice;
  reason: string;
}

export function RefundForm({ order, onDone }: { order: OrderDetail; onDone: (message: string) => void }) {
  const refund = useRefund(order.invoice_number);
  const idempotency = useIdempotencyKey();
  const form = useAdminForm<Values>({ defaultValues: { choice: emptyChoice(), reason: '' } });
  const lines = order.items.map((i) => ({ ...i, left: unitsLeft(i.quantity, i.refunded_quantity) }));
  // The refund asked for, checked and priced, waiting for the member to confirm it.
  const [pending, setPending] = useState<{ request: Record<string, unknown>; cents: number } | null>(null);

  const check = form.submit(async ({ choice, reason }) => {
    const body = refundBody(choice);
    if (typeof body === 'string') return form.setError('root.server', { message: body });
    if (!reason.trim())
      return form.setError('reason', { message: 'Give a reason for the refund.' }, { shouldFocus: true });
    const left = order.totals.refundable_cents;
    const cents =
      'lines' in body
        ? linesRefundCents(body.lines, (id) => order.items.find((i) => i.id === id)?.unit_inc_gst_cents, left)
        : body.amount_cents;
    setPending({ request: { ...body, reason: reason.trim() }, cents });
  });

  const confirm = async (request: Record<string, unknown>) => {
    setPending(null);
    try {
      const data = await refund.mutateAsync({ ...request, key: idempotency.keyFor(request) });
      idempotency.done();
      form.reset({ choice: emptyChoice(), reason: '' });
      onDone(`Refunded ${formatMoney(data.amount_cents)}.`);
    } catch (error) {
      showServerErrors(form, error, document.getElementById('refund-form') as HTMLFormElement | null);
    }
  };

  return (
    <form id="refund-form" className="card" onSubmit={check} aria-labelledby="refund-title" noValidate>
      <h2 id="refund-title">Refund</h2>
      <p>{formatMoney(order.totals.refundable_cents)} can still be refunded.</p>
      <Controller
        control={form.control}
        name="choice"
        render={({ field }) => (
          <RefundFields idPrefix="refund" lines={lines} choice={field.value} onChange={field.onChange} />
        )}
      />
      <Field id="refund-reason" label="Reason" error={errorOf(form, 'reason')}>
        {(aria) => <input {...aria} maxLength={500} {...form.register('reason')} />}
      </Field>
      <FormError form={form} />
      <button type="submit" className="danger" disabled={refund.isPending}>
        {refund.isPending ? 'Refunding…' : 'Refund'}
      </button>
      {pending && (
        <ConfirmDialog
          title={`Refund ${formatMoney(pending.cents)}?`}
          confirmLabel={`Refund ${formatMoney(pending.cents)}`}
          onConfirm={() => void confirm(pending.request)}
          onCancel={() => setPending(null)}
        >
          <p>
            {formatMoney(pending.cents)} goes back to the customer's{' '}
            {paymentLabel(order.payment_method, order.payment_method_type)} payment for order{' '}
            {order.invoice_number}. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}
