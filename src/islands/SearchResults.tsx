/**
 * /search-results?query=..: 15 products a page, priced as on the product cards (GST included, ex GST
 * beside), with numbered pagination (every number when there are 5 pages or fewer), 'No results found.'
 * or 'Error fetching search results'. With a vehicle in the garage, "Fits my <model>" keeps
 * the parts that fit it and universal parts, and is kept in the address (&fits=1); without it the
 * results are still ranked by the vehicle (fitting, universal, the rest). Each result carries its fit
 * badge, filled by src/browser/fit-badges.ts. A corrected query says 'Showing results for "…"' with
 * a link to the words as typed (&exact=1, searched without correction).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { findProducts, SEARCH_FAILED } from '../browser/search-run.ts';
import { correctionText, originalText } from '../lib/search/correct.ts';
import { pageSearchBackend } from '../lib/search/search-backend.ts';
import type { SearchHit } from '../lib/search/search-hits.ts';
import { type PagerOptions, pageCount } from '../lib/site/pagination.ts';
import { $activeVehicle } from '../stores/garage.ts';
import { reportSearch } from '../stores/search-log.ts';
import { GstPrice } from './shared/GstPrice.tsx';
import { Pager } from './shared/Pager.tsx';

const PER_PAGE = 15;

type State =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'done'; total: number; hits: SearchHit[]; corrected?: string };

function readParams() {
  const params = new URLSearchParams(window.location.search);
  return {
    query: (params.get('query') ?? '').trim(),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    fits: params.get('fits') === '1',
    exact: params.get('exact') === '1',
  };
}

/** The results page's address for a query, a page, the fits filter and the words as typed (`exact`). */
export function resultsHref(query: string, page: number, fits: boolean, exact = false): string {
  return `?query=${encodeURIComponent(query)}${fits ? '&fits=1' : ''}${exact ? '&exact=1' : ''}&page=${page}`;
}

export default function SearchResults() {
  const [initial] = useState(readParams);
  const { query, exact } = initial;
  const [{ page, fits }, setView] = useState(initial);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const vehicle = useStore($activeVehicle);
  const vehicleId = fits && vehicle ? vehicle.vehicleId : undefined;
  const activeVehicleId = vehicle?.vehicleId;

  useEffect(() => {
    if (!query) {
      setState({ kind: 'done', total: 0, hits: [] });
      return;
    }
    document.title = `Search Results for ${query}`;
    let current = true;
    setState({ kind: 'loading' });
    findProducts(query, (page - 1) * PER_PAGE, PER_PAGE, { vehicleId, activeVehicleId, exact }).then(
      (result) => {
        // The static backend's searches reach the shop's search report from here, once per query.
        if (page === 1 && pageSearchBackend(document) !== 'api')
          reportSearch(query, result.total, result.corrected ?? null);
        if (current) setState({ kind: 'done', ...result });
      },
      (error: unknown) => {
        console.error('Search failed', error);
        if (current) setState({ kind: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [query, page, vehicleId, activeVehicleId, exact]);

  const toggleFits = (checked: boolean) => {
    setView({ query, page: 1, fits: checked, exact });
    window.history.replaceState(null, '', resultsHref(query, 1, checked, exact));
  };

  const href = (n: number) => resultsHref(query, n, fits, exact);
  return (
    <div>
      <h1>{query ? `Search Results for ${query}` : 'Search Results'}</h1>
      {vehicle && query && (
        <label className="fit-filter">
          <input type="checkbox" checked={fits} onChange={(e) => toggleFits(e.currentTarget.checked)} />
          <span>Fits my {vehicle.model}</span>
        </label>
      )}
      {state.kind === 'loading' && <p role="status">Searching...</p>}
      {state.kind === 'error' && <p role="alert">{SEARCH_FAILED}</p>}
      {state.kind === 'done' && state.total === 0 && <p role="status">No results found.</p>}
      {state.kind === 'done' && state.total > 0 && (
        <>
          {state.corrected && (
            <p className="search-correction">
              {correctionText(state.corrected)}{' '}
              <a href={resultsHref(query, 1, fits, true)}>{originalText(query)}</a>
            </p>
          )}
          <p role="status">{state.total === 1 ? '1 product' : `${state.total} products`}</p>
          <ul className="grid">
            {state.hits.map((hit) => (
              <li key={hit.url}>
                <article className="card">
                  <a href={hit.url}>
                    <img src={hit.image} alt={hit.title} width="400" height="400" loading="lazy" />
                    <h2>{hit.title}</h2>
                  </a>
                  <p className="price">
                    <span className="now">
                      <GstPrice price={hit.price} />
                    </span>
                  </p>
                  {hit.id > 0 && (
                    <p
                      className="fit-badge"
                      data-fit={hit.id}
                      data-universal={hit.universal ? '' : undefined}
                      hidden
                    />
                  )}
                </article>
              </li>
            ))}
          </ul>
          <ResultsPager current={page} last={pageCount(state.total, PER_PAGE)} href={href} />
        </>
      )}
    </div>
  );
}

/** The results' pager: the shop's, showing every page number when there are 5 pages or fewer. */
export function ResultsPager(options: Omit<PagerOptions, 'window'>) {
  return <Pager {...options} window={options.last <= 5 ? 5 : 3} />;
}
