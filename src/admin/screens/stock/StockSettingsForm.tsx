/**
 * A product's stock settings (PUT /admin/products/{id}/stock): counted or not, backorders and when
 * more is expected, the low-stock threshold, and the safety stock kept back at each location. A rule
 * the API refuses shows beside its field, which takes focus.
 */
import { useState } from 'react';
import { useSaveStockSettings } from '../../api/stock.ts';
import { describedBy, errorOf, Field, FieldNotes, FormError } from '../../form/field.tsx';
import { type AdminForm, useAdminForm } from '../../form/use-admin-form.ts';
import type { ProductStock } from '../../types.ts';
import { Notice } from '../../ui.tsx';
import { SettingsFormSchema, type SettingsValues, settingsBody, settingsOf } from './stock-forms.ts';

function Check({
  form,
  name,
  label,
  hint,
}: {
  form: AdminForm<SettingsValues>;
  name: 'track_stock' | 'backorder_allowed';
  label: string;
  hint: string;
}) {
  const id = `stock-${name}`;
  return (
    <div className="field">
      <div className="check-row">
        <input id={id} type="checkbox" aria-describedby={describedBy(id, hint)} {...form.register(name)} />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldNotes id={id} hint={hint} />
    </div>
  );
}

export function StockSettingsForm({ stock }: { stock: ProductStock }) {
  const save = useSaveStockSettings(stock.product_id);
  const [message, setMessage] = useState<string | null>(null);
  const form = useAdminForm<SettingsValues>({ defaultValues: settingsOf(stock), schema: SettingsFormSchema });
  const backorders = form.watch('backorder_allowed');

  const submit = form.submit(async (values) => {
    setMessage(null);
    const next = await save.mutateAsync(settingsBody(values));
    form.reset(settingsOf(next));
    setMessage('Stock settings saved.');
  });

  const busy = form.formState.isSubmitting;
  return (
    <form className="stock-form" aria-labelledby="stock-settings-title" noValidate onSubmit={submit}>
      <h3 id="stock-settings-title">Settings</h3>
      <Check
        form={form}
        name="track_stock"
        label="Count this product's stock by location"
        hint="While counted, orders reserve stock and the stock status is worked out from the levels."
      />
      <Check
        form={form}
        name="backorder_allowed"
        label="Take orders beyond what is available"
        hint="Backorders: the order is taken and the units are owed."
      />
      <div className="form-grid">
        <Field
          id="stock-backorder_date"
          label="More expected on"
          hint={backorders ? 'Shoppers see it while on backorder. Empty when unknown.' : 'For backorders.'}
          error={errorOf(form, 'backorder_date')}
        >
          {(aria) => <input {...aria} type="date" {...form.register('backorder_date')} />}
        </Field>
        <Field
          id="stock-low_stock_threshold"
          label="Low-stock threshold"
          hint="Available at or below this is Low stock."
          error={errorOf(form, 'low_stock_threshold')}
        >
          {(aria) => (
            <input
              {...aria}
              type="number"
              inputMode="numeric"
              min={0}
              {...form.register('low_stock_threshold')}
            />
          )}
        </Field>
      </div>
      <fieldset>
        <legend>Safety stock by location</legend>
        <p className="hint">Kept back from sale at each location.</p>
        <div className="safety-grid">
          {stock.levels.map((l, i) => (
            <Field
              key={l.location_id}
              id={`stock-safety-${l.location_id}`}
              label={l.location}
              error={errorOf(form, `safety.${i}.safety_stock`)}
            >
              {(aria) => (
                <input
                  {...aria}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  {...form.register(`safety.${i}.safety_stock`)}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
      <FormError form={form} />
      {message && <Notice>{message}</Notice>}
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
