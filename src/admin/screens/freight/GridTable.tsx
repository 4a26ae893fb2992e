/**
 * The Freight screen's tables of boxes: the region a wide one scrolls in (never the page), and a box
 * named by its row's and its column's headings (aria-labelledby, so "Northern Territory Up to 22 kg
 * $ ex GST" is what a screen reader says), its error under it and in its description.
 */
import type { ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { errorOf } from '../../form/field.tsx';
import type { AdminForm } from '../../form/use-admin-form.ts';
import type { FreightForm } from './freight-form.ts';

export type FreightPath = Path<FreightForm>;

/**
 * The message about a pair of boxes as a whole (fewest above most): react-hook-form keeps an error
 * about a list whose items are fields under its `root`.
 */
export const pairError = (form: AdminForm<FreightForm>, name: string) =>
  errorOf(form, name) ?? errorOf(form, `${name}.root`);

/** A field's id from its name: services.0.rates.NT.bandCents.5 → fr-services-0-rates-NT-bandCents-5. */
export const idOf = (name: string) => `fr-${name.replaceAll('.', '-')}`;

/** A table's frame: scrolls sideways on its own, and takes focus so a keyboard can scroll it. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export function CellInput({
  form,
  name,
  labelledBy,
  inputMode = 'decimal',
  placeholder,
  extraError,
}: {
  form: AdminForm<FreightForm>;
  name: FreightPath;
  /** The ids of the row's and the column's headings. */
  labelledBy: string;
  /** The phone keyboard: dollars by default, digits for days, letters for names. */
  inputMode?: 'decimal' | 'numeric' | 'text';
  placeholder?: string;
  /** A message about more than this box (the fewest days above the most), shown with its own. */
  extraError?: string;
}) {
  const id = idOf(name);
  const error = [errorOf(form, name), extraError].filter(Boolean).join(' ');
  return (
    <td>
      <input
        id={id}
        type="text"
        inputMode={inputMode === 'text' ? undefined : inputMode}
        autoComplete="off"
        placeholder={placeholder}
        aria-labelledby={labelledBy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register(name)}
      />
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </td>
  );
}
