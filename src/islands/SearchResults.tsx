/**
 * /search-results?query=..: 15 products a page, priced as on the product cards (GST included, ex GST
 * beside), with numbered pagination (every number when there are 5 pages or fewer), 'No results found.'
 * or 'Error fetching search results'.
 */
import { useEffect, useState } from 'react';
import { allPages, pageCount, pageWindow } from '../lib/pagination.ts';
import { SEARCH_FAILED, type SearchHit, searchProducts } from '../scripts/search.ts';
import { GstPrice } from './shared/GstPrice.tsx';

const PER_PAGE = 15;

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'done'; total: number; hits: SearchHit[] };

function readParams() {
  const params = new URLSearchParams(window.location.search);
  return {
    query: (params.get('query') ?? '').trim(),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

export default function SearchResults() {
  const [{ query, page }] = useState(readParams);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!query) {
      setState({ kind: 'done', total: 0, hits: [] });
      return;
    }
    document.title = `Search Results for ${query}`;
    searchProducts(query, (page - 1) * PER_PAGE, PER_PAGE).then(
      (result) => setState({ kind: 'done', ...result }),
      (error: unknown) => {
        console.error('Search failed', error);
        setState({ kind: 'error' });
      },
    );
  }, [query, page]);

  const href = (n: number) => `?query=${encodeURIComponent(query)}&page=${n}`;
  return (
    <div>
      <h1>{query ? `Search Results for ${query}` : 'Search Results'}</h1>
      {state.kind === 'loading' && <p role="status">Searching...</p>}
      {state.kind === 'error' && <p role="alert">{SEARCH_FAILED}</p>}
      {state.kind === 'done' && state.total === 0 && <p role="status">No results found.</p>}
      {state.kind === 'done' && state.total > 0 && (
        <>
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
                </article>
              </li>
            ))}
          </ul>
          <Pager current={page} last={pageCount(state.total, PER_PAGE)} href={href} />
        </>
      )}
    </div>
  );
}

function Pager({ current, last, href }: { current: number; last: number; href: (n: number) => string }) {
  if (last <= 1) return null;
  const items = last <= 5 ? allPages(current, last) : pageWindow(current, last);
  return (
    <nav className="pager" aria-label="Pagination">
      <ol>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key}>
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={href(item.page)}
                aria-label={`Page ${item.page}`}
                aria-current={item.current ? 'page' : undefined}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
