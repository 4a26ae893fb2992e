/** Small pieces every back-office screen uses: loading data, messages, paging, dates and statuses. */
import { type DependencyList, type ReactNode, useCallback, useEffect, useState } from 'react';
import { statusLabel } from '../lib/orders/orders.ts';
import { errorText } from './api.ts';

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
  /** Replaces the data with a fresher copy (a write's answer). */
  set: (data: T) => void;
}

/** Runs `load` when `deps` change and on reload; an older answer never overwrites a newer one. */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load again
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load().then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: unknown) => live && setState((s) => ({ ...s, error: errorText(error), loading: false })),
    );
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const set = useCallback((data: T) => setState({ data, error: null, loading: false }), []);
  return { ...state, reload, set };
}

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

/** Loading, an error, or the content. */
export function LoadState<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  if (loaded.error) return <Notice error>{loaded.error}</Notice>;
  if (!loaded.data) return <p role="status">Loading…</p>;
  return <>{children(loaded.data)}</>;
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

/** A screen's heading, which takes focus when the route changes (App moves it there). */
export function Heading({ children }: { children: ReactNode }) {
  return (
    <h1 id="screen-title" tabIndex={-1}>
      {children}
    </h1>
  );
}
