/**
 * Products in and out as CSV (#/product-import): a dry run first (rows, valid rows and each error
 * with its line number), then Import, which writes nothing while rows have errors unless "Skip bad
 * rows" is ticked. Export downloads every product with the staff token (fetch → blob).
 */
import { type FormEvent, useId, useState } from 'react';
import { errorText, saveBlob } from '../../api/client.ts';
import { type ImportResult, useExportProducts, useImportProducts } from '../../api/products.ts';
import { CsvFileField, ErrorTable, type FileValues, fileResolver, lineErrorsOf } from '../../csv-import.tsx';
import { FormError } from '../../form/field.tsx';
import { useAdminForm } from '../../form/use-admin-form.ts';
import { PublishStatus } from '../../publish-status.tsx';
import { href } from '../../router.ts';
import { Heading, Notice } from '../../ui.tsx';

export type { ImportResult } from '../../api/products.ts';

interface Values extends FileValues {
  skip: boolean;
}

const resolver = fileResolver<Values>();

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

export function ProductImport() {
  const ids = useId().replace(/:/g, '');
  const [result, setResult] = useState<ImportResult | null>(null);
  /** The file a clean-enough dry run checked: Import is offered for it. */
  const [checked, setChecked] = useState<File | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const importCsv = useImportProducts();
  const exportCsv = useExportProducts();
  const form = useAdminForm<Values>({ defaultValues: { file: null, skip: false }, resolver });
  const file = form.watch('file');
  const skip = form.watch('skip');

  const run = (mode: 'dry_run' | 'apply') => async (values: Values) => {
    setMessage(null);
    try {
      const csv = await values.file!.text();
      const { result: answer, at } = await importCsv.mutateAsync({ csv, mode, skip: values.skip });
      setResult(answer);
      if (mode === 'dry_run') {
        setChecked(values.file);
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
        // Imported: nothing is left unsaved.
        form.reset(values);
      }
    } catch (error) {
      // A file the server refuses as a whole still lists each line at fault (not a field's error).
      const errors = lineErrorsOf(error);
      if (errors) {
        const body = (error as { body?: Partial<ImportResult> }).body;
        setResult({
          mode,
          rows: body?.rows ?? 0,
          valid: body?.valid ?? 0,
          created: 0,
          updated: 0,
          skipped: 0,
          errors,
        });
      }
      throw error;
    }
  };

  const download = async () => {
    setMessage(null);
    try {
      const blob = await exportCsv.mutateAsync();
      saveBlob(blob, `products-${new Date().toISOString().slice(0, 10)}.csv`);
      setMessage({ text: 'Export downloaded.', error: false });
    } catch (error) {
      setMessage({ text: `The export failed: ${errorText(error)}`, error: true });
    }
  };

  const submit = (e: FormEvent) => void form.submit(run('dry_run'))(e);
  const busy = importCsv.isPending ? importCsv.variables?.mode : exportCsv.isPending ? 'export' : null;
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
        <button type="button" onClick={download} disabled={busy != null}>
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
        <CsvFileField
          form={form}
          id={`${ids}-file`}
          hintId={`${ids}-hint`}
          onPick={() => {
            setResult(null);
            setChecked(null);
            setMessage(null);
            setSavedAt(null);
          }}
        />
        <div className="field">
          <div className="check-row">
            <input
              id={`${ids}-skip`}
              type="checkbox"
              aria-describedby={`${ids}-skip-hint`}
              {...form.register('skip')}
            />
            <label htmlFor={`${ids}-skip`}>Skip bad rows</label>
          </div>
          <p id={`${ids}-skip-hint`} className="hint">
            Import the rows without errors and leave out the rest. Unticked, nothing is imported while any row
            has an error.
          </p>
        </div>
        <div className="actions">
          <button type="submit" disabled={busy != null}>
            {busy === 'dry_run' ? 'Checking…' : 'Dry run'}
          </button>
          <button
            type="button"
            className="primary"
            disabled={busy != null || !importable || (!clean && !skip)}
            aria-describedby={`${ids}-import-why`}
            onClick={() => void form.submit(run('apply'))()}
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
        <FormError form={form} />
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
