/**
 * The postcode table as CSV lines in one box (hundreds of ranges are quicker to read, search and paste
 * as text than as a table of inputs). Check lines, and Save, check every line; each error is listed by
 * its line number, and the list is the box's description.
 */
import { useState } from 'react';
import { errorOf } from '../../form/field.tsx';
import type { AdminForm } from '../../form/use-admin-form.ts';
import { Notice } from '../../ui.tsx';
import type { FreightForm } from './freight-form.ts';
import { POSTCODE_HEADER, readPostcodeLines } from './postcode-lines.ts';

/** More line errors than this are summed up after the first ones. */
const SHOWN = 20;

export function PostcodeRanges({ form }: { form: AdminForm<FreightForm> }) {
  const [checked, setChecked] = useState<string | null>(null);
  const error = errorOf(form, 'postcodes');
  const lines = [...new Set(error?.split('\n') ?? [])];
  const describedBy = ['fr-postcodes-hint', error && 'fr-postcodes-error'].filter(Boolean).join(' ');

  const check = async () => {
    setChecked(null);
    if (!(await form.trigger('postcodes', { shouldFocus: true }))) return;
    const { postcodes, zones } = form.getValues();
    const count = readPostcodeLines(
      postcodes,
      zones.map((z) => z.id),
    ).ranges.length;
    setChecked(`Every line reads: ${count} ${count === 1 ? 'range' : 'ranges'}.`);
  };

  return (
    <section className="card" aria-labelledby="fr-postcodes-title">
      <h2 id="fr-postcodes-title">Postcode ranges</h2>
      <div className="field">
        <label htmlFor="fr-postcodes">Ranges, one a line</label>
        <p id="fr-postcodes-hint" className="hint">
          <code>{POSTCODE_HEADER}</code>: the first and last postcode, the state, the zone's id, and 1 where
          the range is post office boxes only (else 0). Ranges must not overlap; a postcode in no range cannot
          be delivered to.
        </p>
        <textarea
          id="fr-postcodes"
          className="postcode-lines"
          rows={16}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...form.register('postcodes', { onChange: () => setChecked(null) })}
        />
        {error && (
          <ul id="fr-postcodes-error" className="field-error">
            {lines.slice(0, SHOWN).map((line) => (
              <li key={line}>{line}</li>
            ))}
            {lines.length > SHOWN && <li>…and {lines.length - SHOWN} more lines.</li>}
          </ul>
        )}
      </div>
      <div className="actions">
        <button type="button" onClick={check}>
          Check lines
        </button>
      </div>
      {checked && !error && <Notice>{checked}</Notice>}
    </section>
  );
}
