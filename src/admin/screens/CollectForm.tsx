/**
 * Handing a click & collect order over at its store: who collected it (a name as on their ID) is
 * required, and the API's message shows beside the field when it is missing.
 */
import type { useMoveOrder } from '../api/orders.ts';
import { errorOf, Field, FormError } from '../form/field.tsx';
import { useAdminForm } from '../form/use-admin-form.ts';
import type { OrderDetail } from '../types.ts';

export function CollectForm({
  move,
  done,
}: {
  move: ReturnType<typeof useMoveOrder>;
  done: (order: OrderDetail) => void;
}) {
  const form = useAdminForm({ defaultValues: { collected_by: '' } });
  const save = form.submit(async (values) => {
    done(await move.mutateAsync({ status: 'collected', collected_by: values.collected_by }));
    form.reset(values);
  });
  return (
    <form className="ship-form collect-form" onSubmit={save} aria-label="Collected" noValidate>
      <Field
        id="collect-by"
        label="Collected by"
        hint="The name of the person who took the order away, as on their ID."
        error={errorOf(form, 'collected_by')}
      >
        {(aria) => <input {...aria} required autoComplete="off" {...form.register('collected_by')} />}
      </Field>
      <button type="submit" className="primary" disabled={move.isPending}>
        Mark collected
      </button>
      <FormError form={form} />
    </form>
  );
}
