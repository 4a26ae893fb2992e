/**
 * The back office's search box in the header: orders, customers and products as staff type (a pause
 * of 250 ms, at least two characters), grouped, each linking to its record; only the groups the role
 * may read come back from the API. Escape or choosing a result closes the list.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import './header-search.css';
import { errorText } from './api/client.ts';
import { useQuickFind } from './api/search.ts';
import { MIN_SEARCH_LENGTH, resultGroups } from './search-results.ts';

/** `value` once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function HeaderSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const q = useSettled(text.trim(), 250);
  const asking = text.trim().length >= MIN_SEARCH_LENGTH && q.length >= MIN_SEARCH_LENGTH;
  const search = useQuickFind(q);
  const groups = asking && search.data ? resultGroups(search.data) : null;
  const error = asking && search.isError ? errorText(search.error) : null;

  useEffect(() => {
    if (text.trim().length >= MIN_SEARCH_LENGTH) setOpen(true);
  }, [text]);

  // A click elsewhere closes the list.
  useEffect(() => {
    const close = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setOpen(false);
  };
  const found = groups?.reduce((n, g) => n + g.links.length, 0) ?? 0;
  const shown = open && (groups !== null || error !== null);

  return (
    <div className="header-search" ref={box}>
      {/* Named without "Search", so the screens' own Search fields keep their label to themselves. */}
      <form role="search" aria-label="Quick find" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="header-search" className="visually-hidden">
          Find orders, customers and products
        </label>
        <input
          id="header-search"
          type="search"
          autoComplete="off"
          placeholder="Find orders, customers, products"
          value={text}
          // Names the results only while they are there (axe: aria-controls must point at an element).
          aria-controls={shown ? 'header-search-results' : undefined}
          onKeyDown={onKey}
          onFocus={() => setOpen(true)}
          onChange={(e) => setText(e.target.value)}
        />
      </form>
      {/* A live region, not role="status": the screens' own status messages stay the only ones. */}
      <p className="visually-hidden" aria-live="polite">
        {groups ? `${found} ${found === 1 ? 'result' : 'results'}` : ''}
      </p>
      {shown && (
        <div id="header-search-results" className="search-results">
          {error && <p className="notice notice-error">{error}</p>}
          {groups && found === 0 && <p className="muted">Nothing matches “{text.trim()}”.</p>}
          {groups
            ?.filter((g) => g.links.length)
            .map((g) => (
              <section key={g.title} aria-label={g.title}>
                <h2>{g.title}</h2>
                <ul>
                  {g.links.map((l) => (
                    <li key={l.href}>
                      <a href={l.href} onClick={() => setOpen(false)}>
                        <strong>{l.label}</strong>
                        <span className="muted">{l.detail}</span>
                      </a>
                    </li>
                  ))}
                </ul>
                <a className="more" href={g.more} onClick={() => setOpen(false)}>
                  All {g.title.toLowerCase()} matching “{text.trim()}”
                </a>
              </section>
            ))}
        </div>
      )}
    </div>
  );
}
