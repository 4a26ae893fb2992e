/** One customer: details, trade application (ABN, approve or reject), membership plans, addresses, orders. */
import { type FormEvent, useState } from 'react';
import { abnLookupUrl, formatAbn } from '../../lib/account/abn.ts';
import { can } from '../../lib/account/staff-roles.ts';
import { statusLabel } from '../../lib/orders/orders.ts';
import { api, errorText } from '../api.ts';
import { href } from '../router.ts';
import type { CustomerDetail as Customer, Staff } from '../types.ts';
import { Heading, LoadState, Notice, useLoad, When } from '../ui.tsx';
import { AddressBlock } from './OrderDetail.tsx';
import { OrderTable } from './Orders.tsx';

function Trade({
  customer,
  write,
  done,
}: {
  customer: Customer;
  write: boolean;
  done: (m: string | null, e?: string) => void;
}) {
  const { trade } = customer;
  const decide = async (decision: 'approve' | 'reject') => {
    try {
      await api.post(`admin/customers/${customer.id}/trade`, { decision });
      done(decision === 'approve' ? 'Trade account approved.' : 'Trade application rejected.');
    } catch (err) {
      done(null, errorText(err));
    }
  };
  return (
    <section className="card" aria-labelledby="trade-title">
      <h2 id="trade-title">Trade account</h2>
      {trade.status === 'none' ? (
        <p>No application.</p>
      ) : (
        <>
          <p>
            {statusLabel(trade.status)}: {trade.business_name ?? '—'} · ABN{' '}
            {trade.abn ? (
              <a href={abnLookupUrl(trade.abn)} target="_blank" rel="noopener noreferrer">
                {formatAbn(trade.abn)}
              </a>
            ) : (
              '—'
            )}
          </p>
          {write && trade.status === 'pending' && (
            <div className="actions">
              <button type="button" className="primary" onClick={() => decide('approve')}>
                Approve
              </button>
              <button type="button" className="danger" onClick={() => decide('reject')}>
                Reject
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function Plans({
  customer,
  write,
  done,
}: {
  customer: Customer;
  write: boolean;
  done: (m: string | null, e?: string) => void;
}) {
  const [held, setHeld] = useState(() => new Set(customer.plans.filter((p) => p.held).map((p) => p.id)));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await api.put(`admin/customers/${customer.id}/plans`, { plan_ids: [...held] });
      done('Membership plans saved.');
    } catch (err) {
      done(null, errorText(err));
    }
  };
  const toggle = (id: number, on: boolean) =>
    setHeld((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <form className="card" onSubmit={submit} aria-labelledby="plans-title">
      <h2 id="plans-title">Membership plans</h2>
      {customer.plans.length === 0 && <p>The shop has no plans.</p>}
      <fieldset className="checks" disabled={!write}>
        <legend className="visually-hidden">Plans held</legend>
        {customer.plans.map((p) => (
          <label key={p.id}>
            <input
              type="checkbox"
              checked={held.has(p.id)}
              onChange={(e) => toggle(p.id, e.target.checked)}
            />{' '}
            {p.title}
          </label>
        ))}
      </fieldset>
      {write && customer.plans.length > 0 && <button type="submit">Save plans</button>}
    </form>
  );
}

export function CustomerDetail({ id, staff }: { id: string; staff: Staff }) {
  const loaded = useLoad(
    () => api.get<{ data: Customer }>(`admin/customers/${encodeURIComponent(id)}`).then((r) => r.data),
    [id],
  );
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const write = can(staff.role, 'customers:write');
  const done = (text: string | null, error?: string) => {
    setMessage(error ? { text: error, error: true } : { text: text ?? '', error: false });
    if (!error) loaded.reload();
  };
  return (
    <>
      <p className="crumbs">
        <a href={href('customers')}>Customers</a>
      </p>
      <Heading>{loaded.data ? loaded.data.name || loaded.data.email : `Customer ${id}`}</Heading>
      {message && <Notice error={message.error}>{message.text}</Notice>}
      <LoadState loaded={loaded}>
        {(c) => (
          <>
            <section className="card" aria-labelledby="details-title">
              <h2 id="details-title">Details</h2>
              <p>
                {c.email} {c.email_verified ? '(confirmed)' : '(not confirmed)'}
                <br />
                {c.phone}
                <br />
                Joined <When at={c.created_at} />
              </p>
            </section>
            <div className="columns even">
              <Trade customer={c} write={write} done={done} />
              <Plans
                key={c.plans.map((p) => `${p.id}${p.held}`).join()}
                customer={c}
                write={write}
                done={done}
              />
            </div>
            <section className="card" aria-labelledby="addresses-title">
              <h2 id="addresses-title">Addresses</h2>
              {c.addresses.length ? (
                <div className="address-grid">
                  {c.addresses.map((a) => (
                    <AddressBlock key={Object.values(a).join('|')} address={a} />
                  ))}
                </div>
              ) : (
                <p>No saved addresses.</p>
              )}
            </section>
            <section aria-labelledby="orders-title">
              <h2 id="orders-title">Orders</h2>
              <OrderTable rows={c.orders} />
            </section>
          </>
        )}
      </LoadState>
    </>
  );
}
