/**
 * The fitment queue: a did-not-fit review or return names a product and the vehicle it did not fit,
 * so the shop can correct the product's fitment (a link to its editor) and mark the task done.
 */
import { useState } from 'react';
import { errorText } from '../api/client.ts';
import { useFitmentTasks, useMarkTaskDone } from '../api/fitment-tasks.ts';
import { href, navigate } from '../router.ts';
import { type Column, PagedTable } from '../table.tsx';
import type { FitmentTask } from '../types.ts';
import { Heading, Notice, QueryState, When } from '../ui.tsx';

function Source({ task }: { task: FitmentTask }) {
  if (task.source === 'return') return <a href={href('returns', task.source_id)}>Return R{task.source_id}</a>;
  return <>Review {task.source_id}</>;
}

export function FitmentQueue({ query }: { query: URLSearchParams }) {
  const status = query.get('status') === 'done' ? 'done' : 'open';
  const page = Number(query.get('page') ?? 1) || 1;
  const list = useFitmentTasks({ status, page });
  const markDone = useMarkTaskDone();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const finish = async (task: FitmentTask) => {
    setDone(null);
    setError(null);
    try {
      await markDone.mutateAsync(task.id);
      setDone(`Done: ${task.product.title} for ${task.vehicle_label}.`);
    } catch (err) {
      setError(errorText(err));
    }
  };

  const columns: Column<FitmentTask>[] = [
    {
      header: 'Product',
      cell: (t) => (
        <>
          <a href={href('products', t.product.id)}>{t.product.title}</a>
          <br />
          <span className="muted">SKU {t.product.sku}</span>
        </>
      ),
    },
    { header: 'Vehicle', cell: (t) => t.vehicle_label },
    { header: 'From', cell: (t) => <Source task={t} /> },
    { header: 'Note', cell: (t) => <span className="prewrap">{t.note || '—'}</span> },
    { header: 'Opened', cell: (t) => <When at={t.created_at} /> },
    status === 'open'
      ? {
          header: 'Action',
          hidden: true,
          cell: (t) => (
            <button type="button" disabled={markDone.isPending} onClick={() => void finish(t)}>
              Mark done
              <span className="visually-hidden">
                : {t.product.title} for {t.vehicle_label}
              </span>
            </button>
          ),
        }
      : { header: 'Done', cell: (t) => <When at={t.resolved_at} /> },
  ];

  return (
    <>
      <Heading>Fitment queue</Heading>
      <p className="muted">
        Parts that did not fit a customer's vehicle, from reviews and returns. Check the product's fitment,
        correct it, then mark the task done.
      </p>
      <div className="filters">
        <div className="field">
          <label htmlFor="ft-status">Show</label>
          <select
            id="ft-status"
            value={status}
            onChange={(e) => navigate(href('fitment-queue', null, { status: e.target.value }))}
          >
            <option value="open">Open</option>
            <option value="done">Done</option>
          </select>
        </div>
      </div>
      <Notice>{done}</Notice>
      <Notice error>{error}</Notice>
      <QueryState query={list}>
        {(p) => (
          <PagedTable
            page={p}
            columns={columns}
            rowKey={(t) => t.id}
            caption="Fitment tasks"
            empty={status === 'open' ? 'No open fitment tasks.' : 'No tasks done yet.'}
            hrefFor={(n) => href('fitment-queue', null, { status, page: String(n) })}
          />
        )}
      </QueryState>
    </>
  );
}
