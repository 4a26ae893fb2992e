/**
 * The product editor's Vehicles section: the vehicles the product fits (position, qty, note), added
 * from the vehicle list and removed, a react-hook-form field array saved as one set with the fitment
 * version it was loaded at (checked first with lib/fitment-input's schema, as the API checks it). A
 * rule only the server can check (a vehicle listed twice at one position, years outside the
 * vehicle's) shows beside the row's field, which takes focus; a stale save shows the set as saved now
 * (409's current); after a save PublishStatus follows it live.
 */
import { toNestErrors } from '@hookform/resolvers';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { type FieldError, type Resolver, useFieldArray } from 'react-hook-form';
import * as v from 'valibot';
import { POSITIONS, vehicleLabel, yearSpan } from '../../../lib/fitment/fitment.ts';
import {
  FitmentSaveSchema,
  type ProductFitment,
  type ProductFitmentRow,
  positionLabel,
} from '../../../lib/fitment/fitment-input.ts';
import { fieldErrors } from '../../../lib/forms/field-errors.ts';
import { fitmentIs, useFitment, useSaveFitment } from '../../api/fitment.ts';
import { useVehicles } from '../../api/vehicles.ts';
import { describedBy, errorOf, FieldNotes, FormError } from '../../form/field.tsx';
import { type AdminForm, useAdminForm } from '../../form/use-admin-form.ts';
import { PublishStatus } from '../../publish-status.tsx';
import { href } from '../../router.ts';
import { type Column, Table } from '../../table.tsx';
import { Notice, QueryState } from '../../ui.tsx';
import { type AdminVehicle, matchesVehicle } from '../vehicles/vehicle-list.ts';

interface Values {
  rows: ProductFitmentRow[];
}

const valuesOf = (f: ProductFitment): Values => ({ rows: f.rows.map((r) => ({ ...r })) });

/** The body a save sends: the rows without the vehicles they name. */
const bodyOf = (version: number, values: Values) => ({
  version,
  rows: values.rows.map(({ vehicle, ...row }) => row),
});

/** lib/fitment-input's FitmentSaveSchema over the body the form would send, errors by row field. */
function fitmentResolver(version: () => number): Resolver<Values, unknown, Values> {
  return (values, _context, options) => {
    const result = v.safeParse(FitmentSaveSchema, bodyOf(version(), values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [name, message] of Object.entries(fieldErrors(result.issues)))
      errors[name] = { type: 'schema', message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

export function FitmentSection({ productId }: { productId: number }) {
  const fitment = useFitment(productId);
  return (
    <section className="card fitment" aria-labelledby="fitment-heading">
      <h2 id="fitment-heading">Vehicles</h2>
      <QueryState query={fitment}>{(f) => <FitmentForm initial={f} />}</QueryState>
    </section>
  );
}

function FitmentForm({ initial }: { initial: ProductFitment }) {
  const saved = useRef(initial);
  const [universal, setUniversal] = useState(initial.universal);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const saveFitment = useSaveFitment(initial.product_id);
  const form = useAdminForm<Values>({
    defaultValues: valuesOf(initial),
    resolver: fitmentResolver(() => saved.current.version),
    onConflict: (current) => {
      // Someone saved the set since: the form shows it as it is now.
      const now = current as ProductFitment;
      saved.current = now;
      fitmentIs(now);
      setUniversal(now.universal);
      form.reset(valuesOf(now));
      setMessage({
        text: 'Someone else saved this fitment since you opened it. Their version is shown; review it and save again.',
        error: true,
      });
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });

  const add = (v: AdminVehicle) =>
    rows.append({
      vehicle_id: v.id,
      position: '',
      qty: 1,
      note: '',
      year_from: null,
      year_to: null,
      vehicle: { label: vehicleLabel(v), year_from: v.year_from, year_to: v.year_to },
    });

  const save = async (values: Values) => {
    const answer = await saveFitment.mutateAsync(bodyOf(saved.current.version, values));
    saved.current = answer;
    setUniversal(answer.universal);
    form.reset(valuesOf(answer));
    setSavedAt(new Date().toISOString());
    setMessage({ text: 'Vehicles saved.', error: false });
  };

  const busy = form.formState.isSubmitting;
  const list = form.watch('rows');

  return (
    <form
      aria-label="Vehicles"
      noValidate
      onSubmit={(e) => {
        setMessage(null);
        void form.submit(save)(e);
      }}
    >
      {universal && (
        <Notice>
          This product is marked as fitting all vehicles (universal), so shoppers see no vehicle list for it.
          Untick that and save the product to make the vehicles below count.
        </Notice>
      )}
      <Table
        rows={rows.fields.map((field, index) => ({ key: field.id, index, row: list[index] ?? field }))}
        columns={fitmentColumns(form, (i) => rows.remove(i))}
        rowKey={(line) => line.key}
        empty={<span className="muted">No vehicles listed.</span>}
      />
      <VehiclePicker onAdd={add} />
      {message && <Notice error={message.error}>{message.text}</Notice>}
      {!message && <FormError form={form} />}
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

interface Line {
  key: string;
  index: number;
  row: ProductFitmentRow;
}

/** The vehicle rows' columns: each control of row `index` registered as rows.{index}.{field}, its error under it. */
function fitmentColumns(form: AdminForm<Values>, remove: (index: number) => void): Column<Line>[] {
  const name = ({ row }: Line) =>
    `${row.vehicle.label} ${yearSpan(row.vehicle.year_from, row.vehicle.year_to)}`;
  /** Row `index`'s control of `field`, drawn by `draw` with its id, aria and registration, its error under it. */
  const control =
    (
      field: 'position' | 'qty' | 'note',
      label: (vehicle: string) => string,
      draw: (props: object) => ReactNode,
      numeric = false,
    ) =>
    (line: Line) => {
      const id = `fitment-${line.index}-${field}`;
      const error = errorOf(form, `rows.${line.index}.${field}`);
      const props = {
        id,
        'aria-invalid': error ? (true as const) : undefined,
        'aria-describedby': describedBy(id, undefined, error),
        'aria-label': label(name(line)),
        ...form.register(`rows.${line.index}.${field}`, numeric ? { valueAsNumber: true } : {}),
      };
      return (
        <>
          {draw(props)}
          <FieldNotes id={id} error={error} />
        </>
      );
    };
  return [
    { header: 'Vehicle', cell: name },
    {
      header: 'Position',
      cell: control(
        'position',
        (vehicle) => `Position on the ${vehicle}`,
        (props) => (
          <select {...props}>
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {positionLabel(p)}
              </option>
            ))}
          </select>
        ),
      ),
    },
    {
      header: 'Qty',
      cell: control(
        'qty',
        (vehicle) => `Qty on the ${vehicle}`,
        (props) => <input {...props} type="number" inputMode="numeric" min={1} max={99} />,
        true,
      ),
    },
    {
      header: 'Note',
      cell: control(
        'note',
        (vehicle) => `Note for the ${vehicle}`,
        (props) => <input {...props} />,
      ),
    },
    {
      header: 'Remove',
      hidden: true,
      cell: (line) => (
        <button type="button" onClick={() => remove(line.index)}>
          Remove<span className="visually-hidden"> the {name(line)}</span>
        </button>
      ),
    },
  ];
}

function VehiclePicker({ onAdd }: { onAdd(v: AdminVehicle): void }) {
  const vehicles = useVehicles();
  return <QueryState query={vehicles}>{(list) => <AddVehicle vehicles={list} onAdd={onAdd} />}</QueryState>;
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
