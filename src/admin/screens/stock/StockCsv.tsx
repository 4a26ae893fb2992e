/**
 * Stock levels in and out as CSV (#/stock-csv): `sku,location,on_hand[,safety_stock]`, one row per
 * product and location (the location by name). Export downloads every counted product's levels with
 * the staff token; staff who may change stock import a file: a dry run first, then Import, and a file
 * with any wrong row writes nothing, its lines listed with what is wrong.
 */
import { type FormEvent, useState } from 'react';
import { can } from '../../../lib/account/staff-roles.ts';
import { errorText, saveBlob } from '../../api/client.ts';
import { useExportStock, useImportStock } from '../../api/stock.ts';
import { CsvFileField, ErrorTable, type FileValues, fileResolver, lineErrorsOf } from '../../csv-import.tsx';
import { FormError } from '../../form/field.tsx';
import { useAdminForm } from '../../form/use-admin-form.ts';
import type { CsvLineError, Staff, StockImport } from '../../types.ts';
import { Heading, Notice } from '../../ui.tsx';

const resolver = fileResolver<FileValues>();

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the import did, or (dry run) found. */
function summaryOf(result: StockImport): string {
  const rows = `${plural(result.rows, 'row', 'rows')} for ${plural(result.products, 'product', 'products')}`;
  return result.mode === 'dry_run'
    ? `Dry run: ${rows}, every one valid. Nothing was written. Import when ready.`
    : `Imported ${rows}: ${plural(result.changed, 'level', 'levels')} changed.`;
}

function ExportCard() {
  const exportCsv = useExportStock();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const download = async () => {
    setMessage(null);
    try {
      saveBlob(await exportCsv.mutateAsync(), `stock-${new Date().toISOString().slice(0, 10)}.csv`);
      setMessage({ text: 'Export downloaded.', error: false });
    } catch (error) {
      setMessage({ text: `The export failed: ${errorText(error)}`, error: true });
    }
  };
  return (
    <section className="card" aria-labelledby="stock-export-title">
      <h2 id="stock-export-title">Export</h2>
      <p>Every counted product's level at every location, in the import's columns.</p>
      <div className="actions">
        <button type="button" onClick={download} disabled={exportCsv.isPending}>
          {exportCsv.isPending ? 'Exporting…' : 'Export stock CSV'}
        </button>
      </div>
      {message && <Notice error={message.error}>{message.text}</Notice>}
    </section>
  );
}

function ImportForm() {
  const importCsv = useImportStock();
  const [result, setResult] = useState<StockImport | null>(null);
  const [lines, setLines] = useState<CsvLineError[]>([]);
  /** The file a clean dry run checked: Import is offered for it. */
  const [checked, setChecked] = useState<File | null>(null);
  const form = useAdminForm<FileValues>({ defaultValues: { file: null }, resolver });
  const file = form.watch('file');

  const run = (mode: 'dry_run' | 'apply') => async (values: FileValues) => {
    setResult(null);
    setLines([]);
    try {
      const answer = await importCsv.mutateAsync({ csv: await values.file!.text(), mode });
      setResult(answer);
      setChecked(mode === 'dry_run' ? values.file : null);
      // Imported: nothing is left unsaved.
      if (mode === 'apply') form.reset(values);
    } catch (error) {
      setChecked(null);
      setLines(lineErrorsOf(error) ?? []);
      throw error;
    }
  };

  const busy = importCsv.isPending ? importCsv.variables?.mode : null;
  const importable = checked !== null && checked === file && result?.mode === 'dry_run';
  const submit = (e: FormEvent) => void form.submit(run('dry_run'))(e);
  return (
    <form className="card" onSubmit={submit} aria-labelledby="stock-import-title" noValidate>
      <h2 id="stock-import-title">Import</h2>
      <p id="stock-import-hint" className="hint">
        A CSV with the header <code>sku,location,on_hand</code> and, if you like, <code>safety_stock</code>.
        Each row sets what one location has of one product; the location by its name. A row that would leave
        less on hand than orders hold there is refused.
      </p>
      <CsvFileField
        form={form}
        id="stock-import-file"
        hintId="stock-import-hint"
        onPick={() => {
          setResult(null);
          setLines([]);
          setChecked(null);
        }}
      />
      <div className="actions">
        <button type="submit" disabled={busy != null}>
          {busy === 'dry_run' ? 'Checking…' : 'Dry run'}
        </button>
        <button
          type="button"
          className="primary"
          disabled={busy != null || !importable}
          aria-describedby="stock-import-why"
          onClick={() => void form.submit(run('apply'))()}
        >
          {busy === 'apply' ? 'Importing…' : 'Import'}
        </button>
        <span id="stock-import-why" className="muted">
          {importable ? '' : 'Import is offered after a dry run of the chosen file finds no errors.'}
        </span>
      </div>
      <FormError form={form} />
      {result && <Notice>{summaryOf(result)}</Notice>}
      <ErrorTable errors={lines} />
    </form>
  );
}

export function StockCsv({ staff }: { staff: Staff }) {
  return (
    <>
      <Heading>Stock CSV</Heading>
      <ExportCard />
      {can(staff.role, 'inventory:write') && <ImportForm />}
    </>
  );
}
