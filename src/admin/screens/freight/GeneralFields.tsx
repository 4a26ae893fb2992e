/**
 * The Freight screen's general values: handling days, the cutoff, the cubic factor and the standard
 * service (chosen from the services as loaded).
 */
import { errorOf, Field } from '../../form/field.tsx';
import type { AdminForm } from '../../form/use-admin-form.ts';
import type { FreightForm } from './freight-form.ts';
import { pairError } from './GridTable.tsx';

export function GeneralFields({
  form,
  services,
}: {
  form: AdminForm<FreightForm>;
  services: readonly { id: string; name: string }[];
}) {
  const daysError = pairError(form, 'handlingDays');
  return (
    <section className="card" aria-labelledby="fr-general-title">
      <h2 id="fr-general-title">General</h2>
      <fieldset aria-describedby={daysError ? 'fr-handlingDays-error' : 'fr-handlingDays-hint'}>
        <legend>Handling days</legend>
        <p id="fr-handlingDays-hint" className="hint">
          Business days before a parcel leaves the warehouse, fewest and most.
        </p>
        <div className="form-grid pair">
          {(['Fewest', 'Most'] as const).map((label, i) => (
            <Field
              key={label}
              id={`fr-handlingDays-${i}`}
              label={label}
              error={errorOf(form, `handlingDays.${i}`)}
            >
              {(aria) => (
                <input {...aria} inputMode="numeric" {...form.register(`handlingDays.${i as 0 | 1}`)} />
              )}
            </Field>
          ))}
        </div>
        {daysError && (
          <p id="fr-handlingDays-error" className="field-error">
            {daysError}
          </p>
        )}
      </fieldset>
      <div className="form-grid">
        <Field
          id="fr-cutoff"
          label="Order cutoff"
          hint="24-hour time, such as 18:00: orders after it leave a business day later."
          error={errorOf(form, 'cutoff')}
        >
          {(aria) => <input {...aria} inputMode="numeric" autoComplete="off" {...form.register('cutoff')} />}
        </Field>
        <Field
          id="fr-cubicFactor"
          label="Cubic factor (kg per m³)"
          hint="Cubic weight is length × width × height at this; the carriers' road factor is 250."
          error={errorOf(form, 'cubicFactor')}
        >
          {(aria) => <input {...aria} inputMode="numeric" {...form.register('cubicFactor')} />}
        </Field>
        <Field
          id="fr-standardService"
          label="Standard service"
          hint="Offered first wherever it can carry the cart; otherwise the cheapest is."
          error={errorOf(form, 'standardService')}
        >
          {(aria) => (
            <select {...aria} {...form.register('standardService')}>
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </section>
  );
}
