/**
 * Products in and out as CSV (#/product-import): a dry run first (rows, valid rows and each error
 * with its line number), then Import, which writes nothing while rows have errors unless "Skip bad
 * rows" is ticked. Export downloads every product with the staff token (fetch → blob).
 */
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api/client.ts';
import { MAX_IMPORT_BYTES } from '../../../lib/forms/limits.ts';
import { errorText, fetchFile, saveBlob, send } from '../../api.ts';
import { PublishStatus } from '../../publish-status.tsx';
import { href } from '../../router.ts';
import { Heading, Notice } from '../../ui.tsx';

export interface ImportError {
  line: number;
  field: string;
  message: string;
}

export interface ImportResult {
  mode: 'dry_run' | 'apply';
  rows: number;
  valid: number;
  created: number;
  updated: number;
  /** Rows whose product already has exactly these values. */
  unchanged?: number;
  skipped: number;
  errors: ImportError[];
}

/** Errors shown in the table; the count says how many more there are. */
const SHOWN_ERRORS = 500;

/** POSTs the file as text/csv; the answer and the server's time. */
async function sendCsv(file: File, mode: 'dry_run' | 'apply', skip: boolean) {
  const response = await send(
    'POST',
    'admin/products/import',
    { raw: file, type: 'text/csv' },
    { mode, skip_bad_rows: String(skip) },
  );
  const body = (await response.json()) as ImportResult;
  const date = response.headers.get('Date');
  return { result: body, at: date ? new Date(date).toISOString() : new Date().toISOString() };
}

function Summary({ result }: { result: ImportResult }) {
  const bad = result.rows - result.valid;
  if (result.mode === 'dry_run')
    return (
      <p>
        Dry run: {result.rows} rows, {result.valid} valid
        {bad > 0 ? `, ${bad} with errors` : ''}. Nothing was written.
        {` Importing would create ${result.created} and update ${result.updated}`}
        {result.unchanged ? ` (${result.unchanged} unchanged).` : '.'}
      </p>
    );
  return (
    <p>
      Imported: {result.created} created, {result.updated} updated
      {result.unchanged ? `, ${result.unchanged} unchanged` : ''}
      {result.skipped > 0
        ? `, ${result.skipped} ${result.skipped === 1 ? 'row' : 'rows'} with errors skipped`
        : ''}{' '}
      (of {result.rows} rows).
    </p>
  );
}

function ErrorTable({ errors }: { errors: ImportError[] }) {
  if (!errors.length) return null;
  const shown = errors.slice(0, SHOWN_ERRORS);
  return (
    <table className="rows import-errors">
      <caption>
        {errors.length === 1 ? 'One error' : `${errors.length} errors`}
        {errors.length > shown.length && ` (the first ${shown.length} shown)`}
      </caption>
      <thead>
        <tr>
          <th scope="col" className="num">
            Line
          </th>
          <th scope="col">Column</th>
          <th scope="col">Problem</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((e) => (
          <tr key={`${e.line}:${e.field}:${e.message}`}>
            <th scope="row" data-label="Line" className="num">
              {e.line}
            </th>
            <td data-label="Column">{e.field ? <code>{e.field}</code> : '—'}</td>
            <td data-label="Problem">{e.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ProductImport() {
  const ids = useId().replace(/:/g, '');
  const [file, setFile] = useState<File | null>(null);
  const [skip, setSkip] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  /** The file a clean-enough dry run checked: Import is offered for it. */
  const [checked, setChecked] = useState<File | null>(null);
  const [busy, setBusy] = useState<'dry_run' | 'apply' | 'export' | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);

  const choose = (picked: File | null) => {
    setFile(picked);
    setResult(null);
    setChecked(null);
    setMessage(null);
    setSavedAt(null);
    setFileError(
      picked && picked.size > MAX_IMPORT_BYTES
        ? `The file is ${Math.ceil(picked.size / 1024 / 1024)} MB; a CSV must be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`
        : null,
    );
  };

  const run = async (mode: 'dry_run' | 'apply') => {
    if (!file) {
      setFileError('Choose a CSV file first.');
      document.getElementById(`${ids}-file`)?.focus();
      return;
    }
    if (fileError) return;
    setBusy(mode);
    setMessage(null);
    try {
      const { result: answer, at } = await sendCsv(file, mode, skip);
      setResult(answer);
      if (mode === 'dry_run') {
        setChecked(file);
        setMessage(
          answer.errors.length
            ? {
                text: `The dry run found ${answer.errors.length} error${answer.errors.length === 1 ? '' : 's'}; fix the file or tick "Skip bad rows".`,
                error: true,
              }
            : { text: 'The dry run found no errors. Import when ready.', error: false },
        );
      } else {
        setChecked(null);
        setMessage({ text: 'Import finished.', error: false });
        if (answer.created + answer.updated > 0) setSavedAt(at);
      }
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as Partial<ImportResult> | null) : null;
      if (body && Array.isArray(body.errors))
        setResult({
          mode,
          rows: body.rows ?? 0,
          valid: body.valid ?? 0,
          created: 0,
          updated: 0,
          skipped: 0,
          errors: body.errors,
        });
      setMessage({ text: errorText(error), error: true });
    } finally {
      setBusy(null);
    }
  };

  const exportCsv = async () => {
    setBusy('export');
    setMessage(null);
    try {
      const blob = await fetchFile('admin/products/export.csv');
      saveBlob(blob, `products-${new Date().toISOString().slice(0, 10)}.csv`);
      setMessage({ text: 'Export downloaded.', error: false });
    } catch (error) {
      setMessage({ text: `The export failed: ${errorText(error)}`, error: true });
    } finally {
      setBusy(null);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run('dry_run');
  };

  const importable = checked !== null && checked === file && result?.mode === 'dry_run';
  const clean = importable && result.errors.length === 0;

  return (
    <>
      <p className="crumbs">
        <a href={href('products')}>Products</a>
      </p>
      <Heading>Import and export products</Heading>
      <section className="card" aria-labelledby={`${ids}-export`}>
        <h2 id={`${ids}-export`}>Export</h2>
        <p>Every product, active and inactive, in the import's columns. Edit it and import it back.</p>
        <button type="button" onClick={exportCsv} disabled={busy !== null}>
          {busy === 'export' ? 'Exporting…' : 'Export CSV'}
        </button>
      </section>
      <form className="card" onSubmit={submit} aria-labelledby={`${ids}-import`} noValidate>
        <h2 id={`${ids}-import`}>Import</h2>
        <p id={`${ids}-hint`} className="hint">
          A CSV with a header row. Rows are matched by SKU: a known SKU updates that product, a new one
          creates it. Prices in dollars ex GST; brand and categories by permalink; images as uploaded paths
          separated by <code>|</code>.
        </p>
        <div className="field">
          <label htmlFor={`${ids}-file`}>CSV file</label>
          <input
            id={`${ids}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${ids}-hint${fileError ? ` ${ids}-file-error` : ''}`}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
          {fileError && (
            <p id={`${ids}-file-error`} className="field-error">
              {fileError}
            </p>
          )}
        </div>
        <div className="field">
          <div className="check-row">
            <input
              id={`${ids}-skip`}
              type="checkbox"
              checked={skip}
              aria-describedby={`${ids}-skip-hint`}
              onChange={(e) => setSkip(e.target.checked)}
            />
            <label htmlFor={`${ids}-skip`}>Skip bad rows</label>
          </div>
          <p id={`${ids}-skip-hint`} className="hint">
            Import the rows without errors and leave out the rest. Unticked, nothing is imported while any row
            has an error.
          </p>
        </div>
        <div className="actions">
          <button type="submit" disabled={busy !== null}>
            {busy === 'dry_run' ? 'Checking…' : 'Dry run'}
          </button>
          <button
            type="button"
            className="primary"
            disabled={busy !== null || !importable || (!clean && !skip)}
            aria-describedby={`${ids}-import-why`}
            onClick={() => void run('apply')}
          >
            {busy === 'apply' ? 'Importing…' : 'Import'}
          </button>
          <span id={`${ids}-import-why`} className="muted">
            {!importable
              ? 'Import is offered after a dry run of the chosen file.'
              : !clean && !skip
                ? 'Tick "Skip bad rows" to import the valid rows only.'
                : ''}
          </span>
        </div>
        {message && <Notice error={message.error}>{message.text}</Notice>}
        <PublishStatus savedAt={savedAt} />
        {result && (
          <div className="import-result">
            <Summary result={result} />
            <ErrorTable errors={result.errors} />
          </div>
        )}
      </form>
    </>
  );
}
