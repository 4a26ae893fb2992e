/**
 * The product editor's Vehicles section: the vehicles the product fits (position, qty, note), added
 * from the vehicle list and removed, saved as one set with the fitment version it was loaded at. A
 * stale save shows the set as saved now (409's current); after a save PublishStatus follows it live.
 */
import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api/client.ts';
import { POSITIONS, type Position, vehicleLabel, yearSpan } from '../../../lib/fitment/fitment.ts';
import {
  type ProductFitment,
  type ProductFitmentRow,
  positionLabel,
} from '../../../lib/fitment/fitment-input.ts';
import { api, errorText, send } from '../../api.ts';
import { PublishStatus } from '../../publish-status.tsx';
import { href } from '../../router.ts';
import { LoadState, Notice, useLoad } from '../../ui.tsx';
import { type AdminVehicle, loadVehicles, matchesVehicle } from '../vehicles/vehicle-list.ts';

const path = (id: number) => `admin/products/${id}/fitment`;

/** A row as the form holds it: a key of its own, since a row's vehicle and position may repeat while edited. */
type FormRow = ProductFitmentRow & { key: number };
let nextKey = 0;
const keyed = (rows: ProductFitmentRow[]): FormRow[] => rows.map((r) => ({ ...r, key: nextKey++ }));

export function FitmentSection({ productId }: { productId: number }) {
  const loaded = useLoad(
    () => api.get<{ data: ProductFitment }>(path(productId)).then((r) => r.data),
    [productId],
  );
  return (
    <section className="card fitment" aria-labelledby="fitment-heading">
      <h2 id="fitment-heading">Vehicles</h2>
      <LoadState loaded={loaded}>{(f) => <FitmentForm initial={f} />}</LoadState>
    </section>
  );
}

function FitmentForm({ initial }: { initial: ProductFitment }) {
  const [saved, setSaved] = useState(initial);
  const [rows, setRows] = useState<FormRow[]>(() => keyed(initial.rows));
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const vehicles = useLoad(loadVehicles, []);

  const update = (i: number, change: Partial<ProductFitmentRow>) =>
    setRows((list) => list.map((r, j) => (j === i ? { ...r, ...change } : r)));

  const add = (v: AdminVehicle) =>
    setRows((list) => [
      ...list,
      {
        key: nextKey++,
        vehicle_id: v.id,
        position: '',
        qty: 1,
        note: '',
        year_from: null,
        year_to: null,
        vehicle: { label: vehicleLabel(v), year_from: v.year_from, year_to: v.year_to },
      },
    ]);

  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const body = { version: saved.version, rows: rows.map(({ vehicle, key, ...row }) => row) };
      const answer = (await (await send('PUT', `/${path(saved.product_id)}`, body)).json()) as {
        data: ProductFitment;
      };
      setSaved(answer.data);
      setRows(keyed(answer.data.rows));
      setSavedAt(new Date().toISOString());
      setMessage({ text: 'Vehicles saved.', error: false });
    } catch (err) {
      const current =
        err instanceof ApiError && err.status === 409
          ? (err.body as { current?: ProductFitment })?.current
          : undefined;
      if (current) {
        setSaved(current);
        setRows(keyed(current.rows));
      }
      setMessage({ text: errorText(err), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label="Vehicles"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {saved.universal && (
        <Notice>
          This product is marked as fitting all vehicles (universal), so shoppers see no vehicle list for it.
          Untick that and save the product to make the vehicles below count.
        </Notice>
      )}
      {rows.length === 0 ? (
        <p className="muted">No vehicles listed.</p>
      ) : (
        <table className="rows fitment-rows">
          <thead>
            <tr>
              <th scope="col">Vehicle</th>
              <th scope="col">Position</th>
              <th scope="col">Qty</th>
              <th scope="col">Note</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <FitmentRow
                key={r.key}
                row={r}
                onChange={(change) => update(i, change)}
                onRemove={() => setRows((list) => list.filter((_, j) => j !== i))}
              />
            ))}
          </tbody>
        </table>
      )}
      <LoadState loaded={vehicles}>{(list) => <AddVehicle vehicles={list} onAdd={add} />}</LoadState>
      {message && <Notice error={message.error}>{message.text}</Notice>}
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save vehicles'}
        </button>
        <a href={href('vehicles', 'new')}>A vehicle is missing? Add it to the vehicle list</a>
      </div>
      <PublishStatus savedAt={savedAt} />
    </form>
  );
}

function FitmentRow({
  row,
  onChange,
  onRemove,
}: {
  row: ProductFitmentRow;
  onChange(change: Partial<ProductFitmentRow>): void;
  onRemove(): void;
}) {
  const name = `${row.vehicle.label} ${yearSpan(row.vehicle.year_from, row.vehicle.year_to)}`;
  return (
    <tr>
      <th scope="row" data-label="Vehicle">
        {name}
      </th>
      <td data-label="Position">
        <select
          aria-label={`Position on the ${name}`}
          value={row.position}
          onChange={(e) => onChange({ position: e.target.value as Position })}
        >
          {POSITIONS.map((p) => (
            <option key={p} value={p}>
              {positionLabel(p)}
            </option>
          ))}
        </select>
      </td>
      <td data-label="Qty">
        <input
          aria-label={`Qty on the ${name}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          value={row.qty}
          onChange={(e) => onChange({ qty: Number(e.target.value) })}
        />
      </td>
      <td data-label="Note">
        <input
          aria-label={`Note for the ${name}`}
          value={row.note}
          onChange={(e) => onChange({ note: e.target.value })}
        />
      </td>
      <td>
        <button type="button" onClick={onRemove}>
          Remove<span className="visually-hidden"> the {name}</span>
        </button>
      </td>
    </tr>
  );
}

function AddVehicle({ vehicles, onAdd }: { vehicles: AdminVehicle[]; onAdd(v: AdminVehicle): void }) {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState('');
  const matches = useMemo(() => vehicles.filter((v) => matchesVehicle(v, q)).slice(0, 200), [vehicles, q]);
  const vehicle = vehicles.find((v) => String(v.id) === chosen) ?? matches[0];
  return (
    <fieldset className="add-vehicle">
      <legend>Add a vehicle</legend>
      <div className="field">
        <label htmlFor="fitment-find">Find</label>
        <input
          id="fitment-find"
          type="search"
          placeholder="Jazz 2012"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setChosen('');
          }}
        />
      </div>
      <div className="field">
        <label htmlFor="fitment-vehicle">Vehicle</label>
        <select
          id="fitment-vehicle"
          value={vehicle ? String(vehicle.id) : ''}
          onChange={(e) => setChosen(e.target.value)}
        >
          {matches.map((v) => (
            <option key={v.id} value={v.id}>
              {vehicleLabel(v)} {yearSpan(v.year_from, v.year_to)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" disabled={!vehicle} onClick={() => vehicle && onAdd(vehicle)}>
        Add vehicle
      </button>
    </fieldset>
  );
}
