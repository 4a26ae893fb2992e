/** Customer search (name, email, phone), server-paged. */
import { type FormEvent, useEffect, useState } from 'react';
import { statusLabel } from '../../lib/orders/orders.ts';
import { api } from '../api.ts';
import { href, navigate } from '../router.ts';
import type { CustomerRow, Page } from '../types.ts';
import { Heading, LoadState, Pager, useLoad, When } from '../ui.tsx';

export function Customers({ query }: { query: URLSearchParams }) {
  const q = query.get('q') ?? '';
  const page = Number(query.get('page') ?? 1) || 1;
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const list = useLoad(
    () => api.get<Page<CustomerRow>>('admin/customers', { q: q || undefined, page }),
    [q, page],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(href('customers', null, { q: text.trim() }));
  };
  return (
    <>
      <Heading>Customers</Heading>
      <form className="filters" role="search" aria-label="Find customers" onSubmit={submit}>
        <div className="field grow">
          <label htmlFor="c-q">Search</label>
          <input
            id="c-q"
            type="search"
            placeholder="Name, email or phone"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <button type="submit" className="primary">
          Search
        </button>
      </form>
      <LoadState loaded={list}>
        {(p) =>
          p.data.length ? (
            <>
              <table className="rows">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Joined</th>
                    <th scope="col" className="num">
                      Orders
                    </th>
                    <th scope="col">Trade</th>
                  </tr>
                </thead>
                <tbody>
                  {p.data.map((c) => (
                    <tr key={c.id}>
                      <th scope="row" data-label="Name">
                        <a href={href('customers', c.id)}>{c.name || c.email}</a>
                      </th>
                      <td data-label="Email">{c.email}</td>
                      <td data-label="Joined">
                        <When at={c.created_at} />
                      </td>
                      <td data-label="Orders" className="num">
                        {c.order_count}
                      </td>
                      <td data-label="Trade">
                        {c.trade_status === 'none' ? '—' : statusLabel(c.trade_status)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager
                page={p.page}
                perPage={p.per_page}
                total={p.total}
                hrefFor={(n) => href('customers', null, { q, page: String(n) })}
              />
            </>
          ) : (
            <p>No customers match.</p>
          )
        }
      </LoadState>
    </>
  );
}
