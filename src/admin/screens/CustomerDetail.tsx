/** One customer: details, trade application (ABN, approve or reject), membership plans, addresses, orders. */
import { useState } from 'react';
import { abnLookupUrl, formatAbn } from '../../lib/account/abn.ts';
import { can } from '../../lib/account/staff-roles.ts';
import { statusLabel } from '../../lib/orders/orders.ts';
import { errorText } from '../api/client.ts';
import { useCustomer, useSavePlans, useTradeDecision } from '../api/customers.ts';
import { FormError } from '../form/field.tsx';
import { useAdminForm } from '../form/use-admin-form.ts';
import { href } from '../router.ts';
import { Table } from '../table.tsx';
import type { CustomerDetail as Customer, Staff } from '../types.ts';
import { Heading, Notice, QueryState, When } from '../ui.tsx';
import { AddressBlock } from './OrderDetail.tsx';
import { ORDER_COLUMNS } from './Orders.tsx';

const DECISIONS = [
  ['approve', 'Approve', 'primary'],
  ['reject', 'Reject', 'danger'],
] as const;

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
  const decision = useTradeDecision(String(customer.id));
  const decide = (choice: 'approve' | 'reject') =>
    decision.mutate(
      { decision: choice },
      {
        onSuccess: () =>
          done(choice === 'approve' ? 'Trade account approved.' : 'Trade application rejected.'),
        onError: (err) => done(null, errorText(err)),
      },
    );
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
              {DECISIONS.map(([choice, label, look]) => (
                <button
                  key={choice}
                  type="button"
                  className={look}
                  disabled={decision.isPending}
                  onClick={() => decide(choice)}
                >
                  {label}
                </button>
              ))}
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
  const save = useSavePlans(String(customer.id));
  const held = customer.plans.filter((p) => p.held).map((p) => String(p.id));
  const form = useAdminForm({ defaultValues: { plan_ids: held } });
  const submit = form.submit(async ({ plan_ids }) => {
    await save.mutateAsync({ plan_ids: plan_ids.map(Number) });
    form.reset({ plan_ids });
    done('Membership plans saved.');
  });
  return (
    <form className="card" onSubmit={submit} aria-labelledby="plans-title">
      <h2 id="plans-title">Membership plans</h2>
      {customer.plans.length === 0 && <p>The shop has no plans.</p>}
      <fieldset className="checks" disabled={!write}>
        <legend className="visually-hidden">Plans held</legend>
        {customer.plans.map((p) => (
          <label key={p.id}>
            <input type="checkbox" value={String(p.id)} {...form.register('plan_ids')} /> {p.title}
          </label>
        ))}
      </fieldset>
      <FormError form={form} />
      {write && customer.plans.length > 0 && (
        <button type="submit" disabled={save.isPending}>
          Save plans
        </button>
      )}
    </form>
  );
}

export function CustomerDetail({ id, staff }: { id: string; staff: Staff }) {
  const loaded = useCustomer(id);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const write = can(staff.role, 'customers:write');
  const done = (text: string | null, error?: string) => {
    setMessage(error ? { text: error, error: true } : { text: text ?? '', error: false });
  };
  return (
    <>
      <p className="crumbs">
        <a href={href('customers')}>Customers</a>
      </p>
      <Heading>{loaded.data ? loaded.data.name || loaded.data.email : `Customer ${id}`}</Heading>
      {message && <Notice error={message.error}>{message.text}</Notice>}
      <QueryState query={loaded}>
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
              <Table
                rows={c.orders}
                columns={ORDER_COLUMNS}
                rowKey={(o) => o.invoice_number}
                empty="No orders yet."
              />
            </section>
          </>
        )}
      </QueryState>
    </>
  );
}
