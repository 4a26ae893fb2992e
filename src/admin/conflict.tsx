/**
 * A save refused with 409: someone saved the record after this editor opened it. Lists
 * each field where the editor's copy and the saved one differ, and lets the editor take the saved
 * version or keep theirs (the screen then saves again over the newer version).
 */
import { useEffect, useRef } from 'react';

export interface ConflictField<T> {
  key: keyof T;
  label: string;
  /** How a value reads ("$12.00", "Yes"); plain text by default, HTML reduced to its words. */
  format?: (value: T[keyof T]) => string;
}

export interface ConflictNoticeProps<T> {
  mine: T;
  current: T;
  fields: ConflictField<T>[];
  onTakeTheirs(): void;
  onKeepMine(): void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A value as a short piece of text. */
export function plainValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const text = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!text) return 'empty';
    return text.length > 80 ? `${text.slice(0, 79)}…` : text;
  }
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  return JSON.stringify(value);
}

/** The fields that differ, each as "Label: yours …, saved …". */
export function differences<T>(mine: T, current: T, fields: ConflictField<T>[]): string[] {
  return fields
    .filter((f) => !same(mine[f.key], current[f.key]))
    .map((f) => {
      const show = (v: T[keyof T]) => (f.format ? f.format(v) : plainValue(v));
      let yours = show(mine[f.key]);
      let saved = show(current[f.key]);
      // Two texts that differ only past what is shown still need telling apart.
      if (yours === saved) [yours, saved] = ['changed', 'changed'];
      return `${f.label}: yours ${yours}, saved ${saved}`;
    });
}

export function ConflictNotice<T>({
  mine,
  current,
  fields,
  onTakeTheirs,
  onKeepMine,
}: ConflictNoticeProps<T>) {
  const lines = differences(mine, current, fields);
  const heading = useRef<HTMLHeadingElement | null>(null);
  // The editor pressed Save at the bottom of a long form: bring the notice to them.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="conflict" role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title" ref={heading} tabIndex={-1}>
        Someone else saved this while you were editing
      </h2>
      {lines.length ? (
        <>
          <p>Your copy and the saved one differ in:</p>
          <ul>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>The saved copy has the same values as yours, in a newer version.</p>
      )}
      <div className="actions">
        <button type="button" onClick={onTakeTheirs}>
          Use the saved version
        </button>
        <button type="button" className="primary" onClick={onKeepMine}>
          Keep my changes
        </button>
      </div>
    </section>
  );
}
