/**
 * Header search (SPEC sections 4, 5, 8): empty input clears; under 3 characters says so; otherwise
 * searches 300 ms after typing stops, showing 'Searching...', up to 15 results with image, title and
 * price (GST included, and ex GST beside it), or 'Data not found'. A search that could not run (the index did not load) says so with the
 * results page's message instead of claiming there is nothing. Arrow keys move through results
 * (wrapping; the first Arrow Up picks the last), Enter opens the selected product or the results page,
 * and choosing resets the box. Without JavaScript it is a plain GET form. With a vehicle in the garage
 * the dropdown offers "Fits my <model>" (issue 18): only parts that fit it, and universal parts; the
 * results page gets the same choice (&fits=1).
 */
import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { trailingDebounce } from '../lib/debounce.ts';
import { loadSearch, SEARCH_FAILED, type SearchHit, searchProducts } from '../scripts/search.ts';
import { $activeVehicle } from '../stores/garage.ts';
import { GstPrice } from './shared/GstPrice.tsx';

const MIN_CHARS = 3;
const DEBOUNCE_MS = 300;
const MAX_RESULTS = 15;

type Status = 'idle' | 'short' | 'loading' | 'done' | 'failed';

export default function SearchBox() {
  const id = useId();
  const listId = `${id}-results`;
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [active, setActive] = useState(-1);
  const latest = useRef('');
  const vehicle = useStore($activeVehicle);
  // The stored vehicle is only known in the browser: the server's markup has no filter to match.
  const [mounted, setMounted] = useState(false);
  const [onlyFits, setOnlyFits] = useState(false);
  const fitsFor = mounted && onlyFits && vehicle ? vehicle.vehicleId : undefined;

  const run = useRef(
    trailingDebounce(async (text: string, vehicleId?: number) => {
      const key = `${text}|${vehicleId ?? ''}`;
      latest.current = key;
      try {
        const { hits: found } = await searchProducts(text, 0, MAX_RESULTS, { vehicleId });
        if (latest.current !== key) return;
        setHits(found);
        setStatus('done');
      } catch (error) {
        console.error('Search failed', error);
        if (latest.current !== key) return;
        setHits([]);
        setStatus('failed');
      }
    }, DEBOUNCE_MS),
  ).current;

  const update = (value: string, vehicleId = fitsFor) => {
    setQuery(value);
    setActive(-1);
    const trimmed = value.trim();
    latest.current = trimmed;
    if (!trimmed) {
      run.cancel();
      setHits([]);
      setStatus('idle');
    } else if (trimmed.length < MIN_CHARS) {
      run.cancel();
      setHits([]);
      setStatus('short');
    } else {
      setStatus('loading');
      run(trimmed, vehicleId);
    }
  };

  // Text typed before the island finished loading is picked up, not lost (runs once, on mount).
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount-only; update and run are stable in effect
  useEffect(() => {
    setMounted(true);
    const typed = input.current?.value ?? '';
    if (typed) update(typed);
    void loadSearch().catch(() => {});
    return () => run.cancel();
  }, []);

  const reset = () => {
    run.cancel();
    latest.current = '';
    setQuery('');
    setHits([]);
    setStatus('idle');
    setActive(-1);
  };

  const resultsUrl = () =>
    `/search-results/?query=${encodeURIComponent(query.trim())}${fitsFor ? '&fits=1' : ''}`;

  const toggleFits = (checked: boolean) => {
    setOnlyFits(checked);
    update(query, checked && vehicle ? vehicle.vehicleId : undefined);
  };

  const go = (url: string) => {
    reset();
    window.location.assign(url);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (hits.length === 0) return;
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      // From no selection, Down picks the first result and Up the last; then both wrap around.
      setActive((i) =>
        i < 0 ? (down ? 0 : hits.length - 1) : (i + (down ? 1 : -1) + hits.length) % hits.length,
      );
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const chosen = hits[active];
      if (chosen) go(chosen.url);
      else if (query.trim()) go(resultsUrl());
    } else if (e.key === 'Escape') {
      reset();
    }
  };

  const open = status !== 'idle';
  return (
    <form
      className="search"
      action="/search-results/"
      method="get"
      role="search"
      onSubmit={(e) => e.preventDefault()}
    >
      <label className="visually-hidden" htmlFor={id}>
        Search products
      </label>
      <input
        ref={input}
        id={id}
        name="query"
        type="search"
        placeholder="Search Product Here..."
        autoComplete="off"
        role="combobox"
        aria-expanded={open && hits.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        onChange={(e) => update(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        onFocus={() => void loadSearch().catch(() => {})}
      />
      <button type="submit" onClick={() => query.trim() && go(resultsUrl())}>
        Search
      </button>
      <div className="search-dropdown" hidden={!open}>
        {mounted && vehicle && (
          <label className="search-fits">
            <input
              type="checkbox"
              name="fits"
              value="1"
              checked={onlyFits}
              onChange={(e) => toggleFits(e.currentTarget.checked)}
            />
            Fits my {vehicle.model}
          </label>
        )}
        {status === 'short' && <p role="alert">Number of characters at least are 3</p>}
        {status === 'loading' && <p role="status">Searching...</p>}
        {status === 'done' && hits.length === 0 && <p role="status">Data not found</p>}
        {status === 'failed' && <p role="alert">{SEARCH_FAILED}</p>}
        <div
          id={listId}
          role="listbox"
          aria-label="Search results"
          hidden={hits.length === 0 || status !== 'done'}
        >
          {hits.map((hit, i) => (
            // Options are chosen with the arrow keys and Enter from the input (aria-activedescendant), or clicked.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard for the listbox
            <div
              key={hit.url}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={i === active ? 'option active' : 'option'}
              onClick={() => go(hit.url)}
            >
              <img src={hit.image} alt="" width="48" height="48" loading="lazy" />
              <span>{hit.title}</span>
              <span className="search-price">
                <GstPrice price={hit.price} />
              </span>
            </div>
          ))}
        </div>
      </div>
    </form>
  );
}
