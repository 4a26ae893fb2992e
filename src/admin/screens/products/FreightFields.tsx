/**
 * The product editor's Freight section: weight and packed size (with the cubic weight and the class
 * they demand, freight-summary.ts), the freight class an editor gives it, whether it is shipped at
 * all, and its dangerous-goods data behind a "Dangerous goods" tick (UN number, class, packing
 * group, limited quantity). Each control is labelled, its hint and error read with it.
 */
import type { UseFormReturn } from 'react-hook-form';
import { DG_CLASS_NAMES } from '../../../lib/catalogue/freight-input.ts';
import type { FieldErrors } from '../../../lib/forms/field-errors.ts';
import {
  DG_CLASSES,
  FREIGHT_CLASS_NAMES,
  FREIGHT_CLASSES,
  PACKING_GROUPS,
} from '../../../lib/freight/goods.ts';
import { freightSummary } from './freight-summary.ts';
import { aria, fieldId, Messages } from './product-field-parts.tsx';
import type { Draft } from './product-form.ts';

interface Props {
  form: UseFormReturn<Draft, unknown, Draft>;
  draft: Draft;
  errors: FieldErrors;
}

type TextName = 'weight_grams' | 'length_mm' | 'width_mm' | 'height_mm' | 'dg_un';
type CheckName = 'is_virtual' | 'dg' | 'dg_limited_quantity';

function Text({ form, errors, name, label, hint }: Props & { name: TextName; label: string; hint?: string }) {
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>{label}</label>
      <input
        {...aria(name, errors, Boolean(hint))}
        type="text"
        inputMode={name === 'dg_un' ? undefined : 'numeric'}
        autoComplete="off"
        {...form.register(name)}
      />
      <Messages name={name} hint={hint} errors={errors} />
    </div>
  );
}

function Check({
  form,
  errors,
  name,
  label,
  hint,
}: Props & { name: CheckName; label: string; hint?: string }) {
  return (
    <div className="field">
      <div className="check-row">
        <input {...aria(name, errors, Boolean(hint))} type="checkbox" {...form.register(name)} />
        <label htmlFor={fieldId(name)}>{label}</label>
      </div>
      <Messages name={name} hint={hint} errors={errors} />
    </div>
  );
}

export function FreightFields(props: Props) {
  const { form, draft, errors } = props;
  const shipped = !draft.is_virtual;
  return (
    <section className="card" aria-labelledby="freight-title">
      <h2 id="freight-title">Freight</h2>
      <div className="form-grid">
        <Text {...props} name="weight_grams" label="Weight (g)" />
        <Text {...props} name="length_mm" label="Length (mm)" />
        <Text {...props} name="width_mm" label="Width (mm)" />
        <Text {...props} name="height_mm" label="Height (mm)" />
      </div>
      <p id={fieldId('freight-summary')} className="hint" aria-live="polite">
        {shipped
          ? `Packed, as the carrier takes it. ${freightSummary(draft)}`
          : 'Not shipped: weight and size are not needed.'}
      </p>
      <div className="field">
        <label htmlFor={fieldId('freight_class')}>Freight class</label>
        <select {...aria('freight_class', errors, true)} {...form.register('freight_class')}>
          {FREIGHT_CLASSES.map((c) => (
            <option key={c} value={c}>
              {FREIGHT_CLASS_NAMES[c]}
            </option>
          ))}
        </select>
        <Messages
          name="freight_class"
          hint="Freight goes by the larger of this and what the weight and size demand."
          errors={errors}
        />
      </div>
      <Check {...props} name="is_virtual" label="Not shipped (a service or gift card)" />
      <Check
        {...props}
        name="dg"
        label="Dangerous goods"
        hint="Batteries, aerosols, fuels: never by air or Express Post, nor to PO boxes."
      />
      {draft.dg && (
        <>
          <div className="form-grid">
            <Text {...props} name="dg_un" label="UN number" hint="UN and four digits, like UN2794." />
            <div className="field">
              <label htmlFor={fieldId('dg_packing_group')}>Packing group</label>
              <select {...aria('dg_packing_group', errors)} {...form.register('dg_packing_group')}>
                {PACKING_GROUPS.map((g) => (
                  <option key={g} value={g}>
                    {g === '' ? 'None' : g}
                  </option>
                ))}
              </select>
              <Messages name="dg_packing_group" errors={errors} />
            </div>
          </div>
          <div className="field">
            <label htmlFor={fieldId('dg_class')}>Class</label>
            <select {...aria('dg_class', errors)} {...form.register('dg_class')}>
              <option value="">Choose a class</option>
              {DG_CLASSES.map((c) => (
                <option key={c} value={c}>
                  {c} {DG_CLASS_NAMES[c]}
                </option>
              ))}
            </select>
            <Messages name="dg_class" errors={errors} />
          </div>
          <Check {...props} name="dg_limited_quantity" label="Limited quantity" />
        </>
      )}
    </section>
  );
}
