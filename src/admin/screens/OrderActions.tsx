/**
 * Moving an order along (only the next statuses the server offers: a delivery is shipped, a click &
 * collect order made ready and collected) and staff notes.
 */
import { CARRIERS, type Carrier } from '../../lib/orders/fulfilment.ts';
import { NoteSchema, ShipSchema } from '../../lib/orders/order-forms.ts';
import { statusLabel } from '../../lib/orders/orders.ts';
import { errorText } from '../api/client.ts';
import { useAddNote, useMoveOrder } from '../api/orders.ts';
import { errorOf, Field, FormError } from '../form/field.tsx';
import { useAdminForm } from '../form/use-admin-form.ts';
import type { OrderDetail } from '../types.ts';
import { Notice } from '../ui.tsx';
import { CollectForm } from './CollectForm.tsx';

const BUTTONS: Record<string, string> = {
  processing: 'Mark processing',
  delivered: 'Mark delivered',
  ready_to_collect: 'Mark ready to collect',
  cancelled: 'Cancel order',
};

type Move = ReturnType<typeof useMoveOrder>;

function ShipForm({
  order,
  move,
  done,
}: {
  order: OrderDetail;
  move: Move;
  done: (order: OrderDetail) => void;
}) {
  // Labels made for every shipment (OrderDelivery) set the carrier and tracking number: they start the form.
  const booked = order.carrier && order.carrier in CARRIERS ? (order.carrier as Carrier) : null;
  const form = useAdminForm({
    schema: ShipSchema,
    defaultValues: {
      carrier: booked ?? 'australia_post',
      tracking_number: (booked && order.tracking_number) || '',
    },
  });
  const save = form.submit(async (values) => {
    done(await move.mutateAsync({ status: 'shipped', ...values }));
    form.reset(values);
  });
  return (
    <form className="ship-form" onSubmit={save} aria-label="Ship" noValidate>
      <Field id="ship-carrier" label="Carrier" error={errorOf(form, 'carrier')}>
        {(aria) => (
          <select {...aria} {...form.register('carrier')}>
            {Object.entries(CARRIERS).map(([key, name]) => (
              <option key={key} value={key}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="ship-tracking" label="Tracking number" error={errorOf(form, 'tracking_number')}>
        {(aria) => <input {...aria} {...form.register('tracking_number')} />}
      </Field>
      <button type="submit" className="primary" disabled={move.isPending}>
        Ship
      </button>
      <FormError form={form} />
    </form>
  );
}

export function OrderActions({ order, onDone }: { order: OrderDetail; onDone: (message: string) => void }) {
  const move = useMoveOrder(order.invoice_number);
  const done = (next: OrderDetail) => onDone(`The order is now ${statusLabel(next.status).toLowerCase()}.`);
  /** Moves with their own form, which shows their errors. */
  const formed = (s: string) => s === 'shipped' || s === 'collected';

  if (!order.next_statuses.length) return null;
  return (
    <section className="card" aria-labelledby="actions-title">
      <h2 id="actions-title">Fulfilment</h2>
      <div className="actions">
        {order.next_statuses
          .filter((s) => !formed(s))
          .map((s) => (
            <button
              key={s}
              type="button"
              className={s === 'cancelled' ? 'danger' : 'primary'}
              disabled={move.isPending}
              onClick={() => {
                if (s !== 'cancelled' || window.confirm(`Cancel order ${order.invoice_number}?`))
                  move.mutate({ status: s }, { onSuccess: done });
              }}
            >
              {BUTTONS[s] ?? s}
            </button>
          ))}
      </div>
      {order.next_statuses.includes('shipped') && (
        // Drawn again when labels set the tracking number, so the form starts with it.
        <ShipForm key={order.tracking_number ?? ''} order={order} move={move} done={done} />
      )}
      {order.next_statuses.includes('collected') && <CollectForm move={move} done={done} />}
      {move.isError && move.variables && !formed(String((move.variables as { status?: unknown }).status)) && (
        <Notice error>{errorText(move.error)}</Notice>
      )}
    </section>
  );
}

export function NoteForm({ invoice }: { invoice: string }) {
  const add = useAddNote(invoice);
  const form = useAdminForm({ schema: NoteSchema, defaultValues: { note: '' } });
  const save = form.submit(async (values) => {
    await add.mutateAsync(values);
    form.reset({ note: '' });
  });
  return (
    <form onSubmit={save} className="note-form" aria-label="Staff note" noValidate>
      <Field id="note" label="Staff note (not shown to the customer)" error={errorOf(form, 'note')}>
        {(aria) => <textarea {...aria} rows={2} maxLength={2000} {...form.register('note')} />}
      </Field>
      <FormError form={form} />
      <button type="submit" disabled={add.isPending}>
        Add note
      </button>
    </form>
  );
}
