/**
 * One return request: the customer's reason (change of mind apart from faulty, damaged or wrong), the
 * attachment, and the decisions RETURN_TRANSITIONS allows from its status; refunding goes through the
 * order's refund, with a restocking fee only for change of mind.
 */
import { type FormEvent, useState } from 'react';
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
import { api, errorText } from '../api.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { useIdempotencyKey } from '../idempotency.ts';
import { emptyChoice, RefundFields, refundBody } from '../refund-lines.tsx';
import { href } from '../router.ts';
import type { ReturnDetail as Detail, Staff } from '../types.ts';
import { Heading, LoadState, Notice, Status, useLoad, When } from '../ui.tsx';
import { Attachment } from './Attachment.tsx';

const DECISIONS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approve',
  rejected: 'Reject',
  received: 'Mark received',
  refunded: 'Refund',
  replaced: 'Mark replaced',
};

function Decide({
  ret,
  staff,
  onDone,
}: {
  ret: Detail;
  staff: Staff;
  onDone: (r: Detail, message: string) => void;
}) {
  const [note, setNote] = useState('');
  const [choice, setChoice] = useState(emptyChoice);
  const [fee, setFee] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const idempotency = useIdempotencyKey();
  // The refund's amount while the member is asked to confirm it.
  const [confirming, setConfirming] = useState<number | null>(null);
  const next = RETURN_TRANSITIONS[ret.status as ReturnStatus] ?? [];
  const canRefund = can(staff.role, 'orders:refund') && ret.order !== null;
  if (!next.length) return null;

  const decide = async (status: ReturnStatus, confirmed = false) => {
    const body: Record<string, unknown> = { status, ...(note.trim() ? { note: note.trim() } : {}) };
    const headers: Record<string, string> = {};
    if (status === 'refunded') {
      const refund = refundBody(choice);
      if (typeof refund === 'string') return setError(refund);
      const feeCents = fee.trim() ? parseMoney(fee) : 0;
      if (feeCents === null || feeCents < 0) return setError('The fee must be an amount, e.g. 15.00.');
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
        setError(null);
        return setConfirming(gross - feeCents);
      }
      headers['Idempotency-Key'] = idempotency.keyFor(body);
    }
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.post<{ data: Detail }>(`admin/returns/${ret.id}/status`, body, { headers });
      idempotency.done();
      setNote('');
      onDone(data, `Return R${ret.id} is now ${data.status}.`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const submitRefund = (e: FormEvent) => {
    e.preventDefault();
    void decide('refunded');
  };

  return (
    <section className="card" aria-labelledby="decide-title">
      <h2 id="decide-title">Decision</h2>
      <div className="field">
        <label htmlFor="decision-note">Note to the customer (optional)</label>
        <textarea
          id="decision-note"
          rows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={2000}
        />
      </div>
      <div className="actions">
        {next
          .filter((s) => s !== 'refunded')
          .map((s) => (
            <button
              key={s}
              type="button"
              className={s === 'rejected' ? 'danger' : 'primary'}
              disabled={busy}
              onClick={() => decide(s)}
            >
              {DECISIONS[s]}
            </button>
          ))}
      </div>
      {next.includes('refunded') && canRefund && ret.order && (
        <form onSubmit={submitRefund} aria-labelledby="return-refund-title" noValidate>
          <h3 id="return-refund-title">Refund this return</h3>
          <RefundFields
            idPrefix="return-refund"
            lines={ret.order.items.map((i) => ({ ...i, left: unitsLeft(i.quantity, i.refunded_quantity) }))}
            choice={choice}
            onChange={setChoice}
          />
          {ret.fee_allowed ? (
            <div className="field">
              <label htmlFor="return-fee">
                Restocking fee (AUD, optional, up to {formatPercent(ret.restocking_fee_bp)}% of the refund)
              </label>
              <input
                id="return-fee"
                inputMode="decimal"
                value={fee}
                onChange={(e) => setFee(e.target.value)}
              />
            </div>
          ) : (
            <p className="muted">{feeAllowed(ret.reason) ? NO_RESTOCKING_FEE_MESSAGE : NO_FEE_MESSAGE}</p>
          )}
          <button type="submit" className="danger" disabled={busy}>
            Refund and close
          </button>
          {confirming !== null && (
            <ConfirmDialog
              title={`Refund ${formatMoney(confirming)}?`}
              confirmLabel={`Refund ${formatMoney(confirming)}`}
              onConfirm={() => {
                setConfirming(null);
                void decide('refunded', true);
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
      <Notice error>{error}</Notice>
    </section>
  );
}

export function ReturnDetail({ id, staff }: { id: string; staff: Staff }) {
  const loaded = useLoad(
    () => api.get<{ data: Detail }>(`admin/returns/${encodeURIComponent(id)}`).then((r) => r.data),
    [id],
  );
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <p className="crumbs">
        <a href={href('returns')}>Returns</a>
      </p>
      <Heading>Return R{id}</Heading>
      <Notice>{message}</Notice>
      <LoadState loaded={loaded}>
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
              {can(staff.role, 'returns:decide') && (
                <Decide
                  ret={r}
                  staff={staff}
                  onDone={(next, text) => {
                    loaded.set(next);
                    setMessage(text);
                  }}
                />
              )}
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
      </LoadState>
    </>
  );
}
