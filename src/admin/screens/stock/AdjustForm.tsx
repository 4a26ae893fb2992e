/**
 * One stock adjustment at a location (POST /admin/products/{id}/stock/adjustments): units received or
 * damaged, a count of what is on the shelf, or a transfer to another location, with an optional
 * note for the audit log. The API refuses taking on hand below what orders hold there; its message
 * shows beside the quantity, which takes focus.
 */
import { useState } from 'react';
import { useAdjustStock } from '../../api/stock.ts';
import { errorOf, Field, FormError } from '../../form/field.tsx';
import { useAdminForm } from '../../form/use-admin-form.ts';
import type { ProductStock } from '../../types.ts';
import { Notice } from '../../ui.tsx';
import {
  AdjustFormSchema,
  type AdjustValues,
  adjustmentBody,
  BLANK_ADJUSTMENT,
  REASONS,
  type Reason,
} from './stock-forms.ts';

const QUANTITY_LABEL: Record<Exclude<Reason, 'count'>, string> = {
  received: 'Quantity received',
  damaged: 'Quantity damaged',
  transfer: 'Quantity sent',
};

/** What the answer says happened, in words. */
function doneText(values: AdjustValues, stock: ProductStock): string {
  const at = (id: string) => stock.levels.find((l) => String(l.location_id) === id);
  const from = at(values.location_id);
  const to = values.reason === 'transfer' ? at(values.to_location_id) : undefined;
  const parts = [
    from && `${from.location} has ${from.on_hand} on hand`,
    to && `${to.location} ${to.on_hand}`,
  ];
  return `Stock adjusted: ${parts.filter(Boolean).join(', ')}.`;
}

export function AdjustForm({ stock }: { stock: ProductStock }) {
  const adjust = useAdjustStock(stock.product_id);
  const [message, setMessage] = useState<string | null>(null);
  const start = { ...BLANK_ADJUSTMENT, location_id: String(stock.levels[0]?.location_id ?? '') };
  const form = useAdminForm<AdjustValues>({ defaultValues: start, schema: AdjustFormSchema });
  const reason = form.watch('reason');
  const from = form.watch('location_id');

  const submit = form.submit(async (values) => {
    setMessage(null);
    const next = await adjust.mutateAsync(adjustmentBody(values));
    form.reset({ ...BLANK_ADJUSTMENT, location_id: values.location_id, reason: values.reason });
    setMessage(doneText(values, next));
  });

  const busy = form.formState.isSubmitting;
  return (
    <form className="stock-form" aria-labelledby="stock-adjust-title" noValidate onSubmit={submit}>
      <h3 id="stock-adjust-title">Adjust stock</h3>
      <Field id="adjust-location_id" label="Location" error={errorOf(form, 'location_id')}>
        {(aria) => (
          <select {...aria} {...form.register('location_id')}>
            {stock.levels.map((l) => (
              <option key={l.location_id} value={l.location_id}>
                {l.location} ({l.on_hand} on hand)
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="reasons">
        <legend>Reason</legend>
        {REASONS.map((r) => (
          <div key={r.value} className="check-row">
            <input
              id={`adjust-reason-${r.value}`}
              type="radio"
              value={r.value}
              aria-describedby={`adjust-reason-${r.value}-hint`}
              {...form.register('reason')}
            />
            <label htmlFor={`adjust-reason-${r.value}`}>{r.label}</label>
            <span id={`adjust-reason-${r.value}-hint`} className="hint">
              {r.hint}
            </span>
          </div>
        ))}
      </fieldset>
      <div className="form-grid">
        {reason === 'count' ? (
          <Field
            id="adjust-on_hand"
            label="Counted on hand"
            hint="What is on the shelf now."
            error={errorOf(form, 'on_hand')}
          >
            {(aria) => (
              <input {...aria} type="number" inputMode="numeric" min={0} {...form.register('on_hand')} />
            )}
          </Field>
        ) : (
          <Field id="adjust-quantity" label={QUANTITY_LABEL[reason]} error={errorOf(form, 'quantity')}>
            {(aria) => (
              <input {...aria} type="number" inputMode="numeric" min={1} {...form.register('quantity')} />
            )}
          </Field>
        )}
        {reason === 'transfer' && (
          <Field id="adjust-to_location_id" label="To location" error={errorOf(form, 'to_location_id')}>
            {(aria) => (
              <select {...aria} {...form.register('to_location_id')}>
                <option value="">Choose a location</option>
                {stock.levels
                  .filter((l) => String(l.location_id) !== from)
                  .map((l) => (
                    <option key={l.location_id} value={l.location_id}>
                      {l.location}
                    </option>
                  ))}
              </select>
            )}
          </Field>
        )}
      </div>
      <Field
        id="adjust-note"
        label="Note (optional)"
        hint="Kept in the audit log."
        error={errorOf(form, 'note')}
      >
        {(aria) => <input {...aria} type="text" maxLength={500} {...form.register('note')} />}
      </Field>
      <FormError form={form} />
      {message && <Notice>{message}</Notice>}
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Adjust stock'}
        </button>
      </div>
    </form>
  );
}
