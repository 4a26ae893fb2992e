/**
 * The filters above a back-office list, kept in the address (#/orders?status=…) so a filtered view
 * can be shared and the back button undoes a search: the form follows the address, Apply writes it.
 */
import { type FormEvent, useState } from 'react';
import { href, navigate, type Screen } from './router.ts';

/** What the filter form holds (the address's values until edited), a setter, and its submit. */
export function useFilterForm<K extends string>(screen: Screen, applied: Record<K, string>) {
  // When the address changes, the filters it changed take its values; what is being typed in the
  // others stays (the address may change a moment after a click, while typing has begun).
  const [state, setState] = useState({ applied, form: applied });
  let { form } = state;
  if (JSON.stringify(state.applied) !== JSON.stringify(applied)) {
    form = { ...form };
    for (const k of Object.keys(applied) as K[]) if (applied[k] !== state.applied[k]) form[k] = applied[k];
    setState({ applied, form });
  }
  const set = (k: K, value: string) => setState((s) => ({ ...s, form: { ...s.form, [k]: value } }));
  /** Shows `values` (the form takes them at once) and writes them to the address. */
  const go = (values: Record<K, string>) => {
    const shown = 'q' in values ? { ...values, q: String(values.q).trim() } : values;
    setState({ applied: shown, form: shown });
    navigate(href(screen, null, shown));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(form);
  };
  /** Every filter emptied. */
  const clear = () => go(Object.fromEntries(Object.keys(applied).map((k) => [k, ''])) as Record<K, string>);
  return { form, set, submit, clear };
}

interface FilterProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A text, search or date box of the filters; `grow` takes the row's spare width (the search box). */
export function FilterInput({
  type = 'search',
  placeholder,
  grow,
  ...f
}: FilterProps & { type?: 'search' | 'text' | 'date'; placeholder?: string; grow?: boolean }) {
  return (
    <div className={grow ? 'field grow' : 'field'}>
      <label htmlFor={f.id}>{f.label}</label>
      <input
        id={f.id}
        type={type}
        placeholder={placeholder}
        value={f.value}
        onChange={(e) => f.onChange(e.target.value)}
      />
    </div>
  );
}

/** A choice of the filters: `options` as [value, label], the first usually '' for "any". */
export function FilterSelect({
  options,
  ...f
}: FilterProps & { options: readonly (readonly [string, string])[] }) {
  return (
    <div className="field">
      <label htmlFor={f.id}>{f.label}</label>
      <select id={f.id} value={f.value} onChange={(e) => f.onChange(e.target.value)}>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One filter of a list: a box (`type`) or, given `options`, a choice. */
export interface FilterSpec<K extends string> {
  key: K;
  label: string;
  type?: 'search' | 'text' | 'date';
  placeholder?: string;
  grow?: boolean;
  options?: readonly (readonly [string, string])[];
}

/** The controls of `specs` over the filter form's values; ids are `prefix`-key. */
export function FilterFields<K extends string>({
  prefix,
  specs,
  form,
  set,
}: {
  prefix: string;
  specs: readonly FilterSpec<K>[];
  form: Record<K, string>;
  set: (key: K, value: string) => void;
}) {
  return (
    <>
      {specs.map(({ key, options, ...f }) => {
        const common = {
          id: `${prefix}-${key}`,
          label: f.label,
          value: form[key],
          onChange: (v: string) => set(key, v),
        };
        return options ? (
          <FilterSelect key={key} {...common} options={options} />
        ) : (
          <FilterInput key={key} {...common} type={f.type} placeholder={f.placeholder} grow={f.grow} />
        );
      })}
    </>
  );
}
