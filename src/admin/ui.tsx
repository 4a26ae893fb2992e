/** Small pieces every back-office screen uses: a query's states, messages, paging, dates and statuses. */
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { statusLabel } from '../lib/orders/orders.ts';
import { errorText } from './api/client.ts';

/** A result people should hear: role="status" for news, role="alert" for errors. */
export function Notice({ error, children }: { error?: boolean; children: ReactNode }) {
  if (!children) return null;
  return error ? (
    <p role="alert" className="notice notice-error">
      {children}
    </p>
  ) : (
    <p role="status" className="notice">
      {children}
    </p>
  );
}

/**
 * A query's content once it has come, "Loading…" until then, or why it could not be had; a refetch
 * that fails keeps the content and says so above it.
 */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.data === undefined)
    return query.isError ? <Notice error>{errorText(query.error)}</Notice> : <p role="status">Loading…</p>;
  return (
    <>
      {query.isError && <Notice error>{errorText(query.error)}</Notice>}
      {children(query.data)}
    </>
  );
}

/** Previous / next links over a paged list. */
export function Pager({
  page,
  perPage,
  total,
  hrefFor,
}: {
  page: number;
  perPage: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? <a href={hrefFor(page - 1)}>Previous</a> : <span />}
      <span>
        Page {page} of {pages} ({total} in all)
      </span>
      {page < pages ? <a href={hrefFor(page + 1)}>Next</a> : <span />}
    </nav>
  );
}

const dateTime = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Australia/Sydney',
});

/** A moment in the shop's own time zone. */
export function When({ at }: { at: string | null | undefined }) {
  if (!at) return <>—</>;
  return <time dateTime={at}>{dateTime.format(new Date(at))}</time>;
}

export function Status({ value }: { value: string }) {
  return <span className={`badge badge-${value}`}>{statusLabel(value)}</span>;
}

/**
 * A screen's heading, which takes focus when the screen opens (its code may load after the route
 * changed) and when the route changes within it (App moves it there).
 */
export function Heading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 id="screen-title" ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
