/**
 * One return request: the customer's reason (change of mind apart from faulty, damaged or wrong), the
 * attachment, and the decisions RETURN_TRANSITIONS allows from its status; refunding goes through the
 * order's refund, with a restocking fee only for change of mind.
 */
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { can } from '../../lib/account/staff-roles.ts';
import {
  feeAllowed,
  NO_FEE_MESSAGE,
  NO_RESTOCKING_FEE_MESSAGE,
  RETURN_TRANSITIONS,
  type ReturnStatus,
} from '../../lib/orders/fulfilment.ts';
import { linesRefundCents, unitsLeft } from '../../lib/orders/refunds.ts';
import { formatMoney, formatPercent, parseMoney } from '../../lib/pricing/money.ts';
import { useDecideReturn, useReturn } from '../api/returns.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { errorOf, Field, FormError } from '../form/field.tsx';
import { useAdminForm } from '../form/use-admin-form.ts';
import { useIdempotencyKey } from '../idempotency.ts';
import { emptyChoice, type RefundChoice, RefundFields, refundBody } from '../refund-lines.tsx';
import { href } from '../router.ts';
import type { ReturnDetail as Detail, Staff } from '../types.ts';
import { Heading, Notice, QueryState, Status, When } from '../ui.tsx';
import { Attachment } from './Attachment.tsx';

const DECISIONS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approve',
  rejected: 'Reject',
  received: 'Mark received',
  refunded: 'Refund',
  replaced: 'Mark replaced',
};

interface Values {
  note: string;
  choice: RefundChoice;
  fee: string;
}

function Decide({ ret, staff, onDone }: { ret: Detail; staff: Staff; onDone: (message: string) => void }) {
  const decision = useDecideReturn(String(ret.id));
  const form = useAdminForm<Values>({ defaultValues: { note: '', choice: emptyChoice(), fee: '' } });
  const idempotency = useIdempotencyKey();
  // The refund's amount while the member is asked to confirm it.
  const [confirming, setConfirming] = useState<number | null>(null);
  const next = RETURN_TRANSITIONS[ret.status as ReturnStatus] ?? [];
  const canRefund = can(staff.role, 'orders:refund') && ret.order !== null;
  if (!next.length) return null;
  const lines =
    ret.order?.items.map((i) => ({ ...i, left: unitsLeft(i.quantity, i.refunded_quantity) })) ?? [];

  const decide = (status: ReturnStatus, confirmed = false) =>
    form.submit(async ({ note, choice, fee }) => {
      const body: Record<string, unknown> = { status, ...(note.trim() ? { note: note.trim() } : {}) };
      if (status === 'refunded') {
        const refund = refundBody(choice);
        if (typeof refund === 'string') return form.setError('root.server', { message: refund });
        const feeCents = fee.trim() ? parseMoney(fee) : 0;
        if (feeCents === null || feeCents < 0)
          return form.setError(
            'fee',
            { message: 'The fee must be an amount, e.g. 15.00.' },
            { shouldFocus: true },
          );
        body.refund = { ...refund, ...(feeCents ? { fee_cents: feeCents } : {}) };
        if (!confirmed && ret.order) {
          const order = ret.order;
          const gross =
            'lines' in refund
              ? linesRefundCents(
                  refund.lines,
                  (id) => order.items.find((i) => i.id === id)?.unit_inc_gst_cents,
                  order.total_cents - order.refunded_cents,
                )
              : refund.amount_cents;
          return setConfirming(gross - feeCents);
        }
        body.key = idempotency.keyFor(body);
      }
      const data = await decision.mutateAsync(body);
      idempotency.done();
      form.reset({ note: '', choice: emptyChoice(), fee: '' });
      onDone(`Return R${ret.id} is now ${data.status}.`);
    });

  return (
    <section className="card" aria-labelledby="decide-title">
      <h2 id="decide-title">Decision</h2>
      <Field id="decision-note" label="Note to the customer (optional)" error={errorOf(form, 'note')}>
        {(aria) => <textarea {...aria} rows={2} maxLength={2000} {...form.register('note')} />}
      </Field>
      <div className="actions">
        {next
          .filter((s) => s !== 'refunded')
          .map((s) => (
            <button
              key={s}
              type="button"
              className={s === 'rejected' ? 'danger' : 'primary'}
              disabled={decision.isPending}
              onClick={decide(s)}
            >
              {DECISIONS[s]}
            </button>
          ))}
      </div>
      {next.includes('refunded') && canRefund && ret.order && (
        <form onSubmit={decide('refunded')} aria-labelledby="return-refund-title" noValidate>
          <h3 id="return-refund-title">Refund this return</h3>
          <Controller
            control={form.control}
            name="choice"
            render={({ field }) => (
              <RefundFields
                idPrefix="return-refund"
                lines={lines}
                choice={field.value}
                onChange={field.onChange}
              />
            )}
          />
          {ret.fee_allowed ? (
            <Field
              id="return-fee"
              label={`Restocking fee (AUD, optional, up to ${formatPercent(ret.restocking_fee_bp)}% of the refund)`}
              error={errorOf(form, 'fee')}
            >
              {(aria) => <input {...aria} inputMode="decimal" {...form.register('fee')} />}
            </Field>
          ) : (
            <p className="muted">{feeAllowed(ret.reason) ? NO_RESTOCKING_FEE_MESSAGE : NO_FEE_MESSAGE}</p>
          )}
          <button type="submit" className="danger" disabled={decision.isPending}>
            Refund and close
          </button>
          {confirming !== null && (
            <ConfirmDialog
              title={`Refund ${formatMoney(confirming)}?`}
              confirmLabel={`Refund ${formatMoney(confirming)}`}
              onConfirm={() => {
                setConfirming(null);
                void decide('refunded', true)();
              }}
              onCancel={() => setConfirming(null)}
            >
              <p>
                {formatMoney(confirming)} goes back to the customer for order {ret.order.invoice_number}, and
                return R{ret.id} is closed. This cannot be undone.
              </p>
            </ConfirmDialog>
          )}
        </form>
      )}
      <FormError form={form} />
    </section>
  );
}

export function ReturnDetail({ id, staff }: { id: string; staff: Staff }) {
  const loaded = useReturn(id);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <p className="crumbs">
        <a href={href('returns')}>Returns</a>
      </p>
      <Heading>Return R{id}</Heading>
      <Notice>{message}</Notice>
      <QueryState query={loaded}>
        {(r) => (
          <div className="columns">
            <div className="col-main">
              <section className="card" aria-labelledby="request-title">
                <h2 id="request-title">Request</h2>
                <p className="summary-line">
                  <Status value={r.status} />{' '}
                  <span>
                    Received <When at={r.created_at} />
                  </span>
                </p>
                <p>
                  <strong>{r.reason_label}</strong>{' '}
                  <span className={feeAllowed(r.reason) ? 'badge' : 'badge badge-faulty'}>
                    {r.fee_allowed
                      ? 'Restocking fee allowed'
                      : feeAllowed(r.reason)
                        ? 'No restocking fee charged'
                        : 'No fee: consumer guarantee'}
                  </span>
                </p>
                <h3>{r.subject}</h3>
                <p className="prewrap">{r.message}</p>
                {r.attachment_url && <Attachment url={r.attachment_url} name={`return-${r.id}`} />}
                {r.decision_note && <p>Last decision note: {r.decision_note}</p>}
              </section>
              {can(staff.role, 'returns:decide') && <Decide ret={r} staff={staff} onDone={setMessage} />}
            </div>
            <div className="col-side">
              <section className="card" aria-labelledby="who-title">
                <h2 id="who-title">Customer</h2>
                <p>
                  {r.name}
                  <br />
                  {r.email}
                  <br />
                  {r.phone}
                </p>
              </section>
              <section className="card" aria-labelledby="order-title">
                <h2 id="order-title">Order</h2>
                {r.order ? (
                  <>
                    <p>
                      <a href={href('orders', r.order.invoice_number)}>{r.order.invoice_number}</a>{' '}
                      <Status value={r.order.status} />
                    </p>
                    <p>
                      {formatMoney(r.order.total_cents)}
                      {r.order.refunded_cents > 0 && `, ${formatMoney(r.order.refunded_cents)} refunded`}
                    </p>
                  </>
                ) : (
                  <p>No order {r.order_ref} was found.</p>
                )}
              </section>
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}
