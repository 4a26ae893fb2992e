/**
 * What shoppers searched for over the last days (both search backends): the top queries, the
 * queries that found nothing (each with a link that starts a synonym group for it) and the
 * corrections the search made to misspelt queries.
 */
import type { SearchAnalytics as Report } from '../../../lib/api/schemas/search.ts';
import { useSearchAnalytics } from '../../api/search-tuning.ts';
import { href } from '../../router.ts';
import { Table } from '../../table.tsx';
import { Heading, QueryState } from '../../ui.tsx';

const PERIODS = [1, 7, 30, 90];

function Lists({ report }: { report: Report }) {
  return (
    <>
      <p>
        {report.searches.toLocaleString('en-AU')} searches in the last{' '}
        {report.days === 1 ? 'day' : `${report.days} days`}.
      </p>
      <h2>Found nothing</h2>
      <Table
        caption="Queries that found nothing"
        rows={report.zero_results}
        rowKey={(r) => r.query}
        empty="Every search found something."
        columns={[
          { header: 'Query', cell: (r) => r.query },
          { header: 'Searches', cell: (r) => r.searches, num: true },
          {
            header: 'Add synonyms',
            hidden: true,
            cell: (r) => (
              <a href={href('search-synonyms', null, { add: r.query })}>Add synonyms for "{r.query}"</a>
            ),
          },
        ]}
      />
      <h2>Top queries</h2>
      <Table
        caption="Top queries"
        rows={report.top}
        rowKey={(r) => r.query}
        empty="No searches yet."
        columns={[
          { header: 'Query', cell: (r) => r.query },
          { header: 'Searches', cell: (r) => r.searches, num: true },
          { header: 'Results', cell: (r) => r.results, num: true },
        ]}
      />
      <h2>Corrected</h2>
      <Table
        caption="Misspelt queries and what was searched instead"
        rows={report.corrections}
        rowKey={(r) => `${r.query}\n${r.corrected_to}`}
        empty="No query needed correcting."
        columns={[
          { header: 'Typed', cell: (r) => r.query },
          { header: 'Searched for', cell: (r) => r.corrected_to },
          { header: 'Searches', cell: (r) => r.searches, num: true },
        ]}
      />
    </>
  );
}

export function SearchAnalytics({ query }: { query: URLSearchParams }) {
  const days = PERIODS.includes(Number(query.get('days'))) ? Number(query.get('days')) : 7;
  const report = useSearchAnalytics(days);
  return (
    <>
      <Heading>What shoppers search for</Heading>
      <nav aria-label="Period" className="filters">
        {PERIODS.map((d) => (
          <a
            key={d}
            href={href('search-analytics', null, { days: String(d) })}
            aria-current={d === days ? 'page' : undefined}
          >
            {d === 1 ? 'Today' : `${d} days`}
          </a>
        ))}
        <a href={href('search-synonyms')}>Edit synonyms</a>
      </nav>
      <QueryState query={report}>{(data) => <Lists report={data} />}</QueryState>
    </>
  );
}
