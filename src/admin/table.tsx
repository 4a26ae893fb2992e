/**
 * The back office's one list table: columns described once (heading, cell, number alignment), the
 * first cell of a row its header, every cell labelled for the phone layout where rows stack into
 * cards (admin.css `table.rows`), optional tick boxes, and the pager under a server-paged list.
 */
import type { ReactNode } from 'react';
import type { Page } from './types.ts';
import { Pager } from './ui.tsx';

export interface Column<T> {
  /** The column's heading, and the label a phone shows beside the cell. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures. */
  num?: boolean;
  /** A heading for screen readers only (a column of buttons). */
  hidden?: boolean;
}

/** Rows that can be ticked (the order list's bulk moves). */
export interface Selection {
  selected: string[];
  toggle: (key: string) => void;
  setAll: (keys: string[]) => void;
  /** What ticking the box of a row means, for screen readers ("Select order SC-1001"). */
  label: (key: string) => string;
  /** The label of the box that ticks every row on the page. */
  allLabel: string;
}

export interface TableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** Shown instead of an empty table. */
  empty: ReactNode;
  selection?: Selection;
  caption?: string;
}

export function Table<T>({ rows, columns, rowKey, empty, selection, caption }: TableProps<T>) {
  if (!rows.length) return <p>{empty}</p>;
  const keys = rows.map((row) => String(rowKey(row)));
  const allTicked = selection ? keys.every((k) => selection.selected.includes(k)) : false;
  return (
    <>
      {selection && (
        <div className="field check">
          <input
            id="pick-all"
            type="checkbox"
            checked={allTicked}
            onChange={() => selection.setAll(allTicked ? [] : keys)}
          />
          <label htmlFor="pick-all">{selection.allLabel}</label>
        </div>
      )}
      <table className="rows">
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="pick">
                <span className="visually-hidden">Select</span>
              </th>
            )}
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.num ? 'num' : undefined}>
                {c.hidden ? <span className="visually-hidden">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const key = keys[i]!;
            return (
              <tr key={key}>
                {selection && (
                  <td className="pick">
                    <input
                      type="checkbox"
                      aria-label={selection.label(key)}
                      checked={selection.selected.includes(key)}
                      onChange={() => selection.toggle(key)}
                    />
                  </td>
                )}
                {columns.map((c, n) => {
                  const props = {
                    'data-label': c.hidden ? undefined : c.header,
                    className: c.num ? 'num' : undefined,
                  };
                  return n === 0 ? (
                    <th key={c.header} scope="row" {...props}>
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.header} {...props}>
                      {c.cell(row)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

/** A server-paged list: its page of rows as a Table, and the pager to the others. */
export function PagedTable<T>({
  page,
  hrefFor,
  ...table
}: Omit<TableProps<T>, 'rows'> & { page: Page<T>; hrefFor: (page: number) => string }) {
  return (
    <>
      <Table rows={page.data} {...table} />
      {page.data.length > 0 && (
        <Pager page={page.page} perPage={page.per_page} total={page.total} hrefFor={hrefFor} />
      )}
    </>
  );
}
