/**
 * The pieces every CSV import screen shares (products, stock): the file box of a react-hook-form
 * form, checked before anything is sent (a file chosen, not too big), the lines a refused file names
 * (from the API's `{ message, errors: [{ line, field, message }] }`), and the table of them.
 */
import { Controller, type FieldErrors, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../lib/api/client.ts';
import { MAX_IMPORT_BYTES } from '../lib/forms/limits.ts';
import { errorOf } from './form/field.tsx';
import { Table } from './table.tsx';
import type { CsvLineError } from './types.ts';

/** Errors shown in the table; the count says how many more there are. */
const SHOWN_ERRORS = 500;

/** What an import form holds: at least the file. */
export interface FileValues {
  file: File | null;
}

/** Why a chosen file cannot be sent, before it is. */
export function fileProblem(file: File | null): string | null {
  if (!file) return 'Choose a CSV file first.';
  if (file.size > MAX_IMPORT_BYTES)
    return `The file is ${Math.ceil(file.size / 1024 / 1024)} MB; a CSV must be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`;
  return null;
}

/** The form's check: a file is chosen and small enough. */
export function fileResolver<T extends FileValues>(): Resolver<T, unknown, T> {
  return (values) => {
    const problem = fileProblem(values.file);
    if (!problem) return { values, errors: {} };
    const errors = { file: { type: 'file', message: problem } } as FieldErrors<T>;
    return { values: {}, errors };
  };
}

/** The lines a file refused as a whole names (422 `errors`), or null when the error names none. */
export function lineErrorsOf(error: unknown): CsvLineError[] | null {
  const body = error instanceof ApiError ? (error.body as { errors?: unknown } | null) : null;
  return body && Array.isArray(body.errors) ? (body.errors as CsvLineError[]) : null;
}

/**
 * The file box: `hintId` names the hint above it; choosing a file calls `onPick` (the last result no
 * longer applies) and says at once when it is too big.
 */
export function CsvFileField<T extends FileValues>({
  form,
  id,
  hintId,
  onPick,
}: {
  form: UseFormReturn<T, unknown, T>;
  id: string;
  hintId: string;
  onPick: () => void;
}) {
  const name = 'file' as Path<T>;
  const error = errorOf(form, 'file');
  return (
    <div className="field">
      <label htmlFor={id}>CSV file</label>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <input
            id={id}
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${hintId}${error ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              field.onChange(picked);
              onPick();
              const problem = picked ? fileProblem(picked) : null;
              if (problem) form.setError(name, { type: 'file', message: problem });
              else form.clearErrors(name);
            }}
          />
        )}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function ErrorTable({ errors }: { errors: readonly CsvLineError[] }) {
  if (!errors.length) return null;
  const shown = errors.slice(0, SHOWN_ERRORS);
  return (
    <div className="import-errors">
      <p className="caption">
        {errors.length === 1 ? 'One error' : `${errors.length} errors`}
        {errors.length > shown.length && ` (the first ${shown.length} shown)`}
      </p>
      <Table
        rows={shown}
        rowKey={(e) => `${e.line}:${e.field}:${e.message}`}
        empty=""
        caption="Import errors"
        columns={[
          { header: 'Line', num: true, cell: (e) => e.line },
          { header: 'Column', cell: (e) => (e.field ? <code>{e.field}</code> : '—') },
          { header: 'Problem', cell: (e) => e.message },
        ]}
      />
    </div>
  );
}
