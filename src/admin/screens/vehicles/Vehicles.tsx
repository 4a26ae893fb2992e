/**
 * Vehicle types: the list (#/vehicles, filtered as staff type), a new vehicle (#/vehicles/new) and
 * one vehicle's editor (#/vehicles/12). A car the list lacks is added here, then fitted to parts in
 * the product editor's Vehicles section; the site rebuild publishes its page and fitment file. The
 * form is drawn from the vehicle's field descriptions (lib/content/record-fields.ts) and checked with
 * the schema the API builds from them; a rule only the server knows (the last year before the first,
 * a vehicle already listed) shows beside its field.
 */
import { useRef, useState } from 'react';
import {
  controlOf,
  formLabelOf,
  formSchema,
  isRequired,
  optionsOf,
  VEHICLE_FIELDS,
} from '../../../lib/content/record-fields.ts';
import { FUELS, vehicleLabel, vehiclesPath, yearSpan } from '../../../lib/fitment/fitment.ts';
import { type AdminVehicle, useVehicle, useVehicles, vehicles } from '../../api/vehicles.ts';
import { ConflictNotice } from '../../conflict.tsx';
import { errorOf, Field, FormError } from '../../form/field.tsx';
import { useAdminForm } from '../../form/use-admin-form.ts';
import { PublishStatus } from '../../publish-status.tsx';
import { href } from '../../router.ts';
import { Table } from '../../table.tsx';
import { Heading, Notice, QueryState } from '../../ui.tsx';
import { matchesVehicle } from './vehicle-list.ts';

/** Hints the form shows under fields whose description has none. */
const HINTS: Record<string, string> = {
  make: 'As shoppers know it: Honda, Hyundai, Ford.',
  series: 'Series or generation: GK, GD, PX3, VF II.',
  engine: 'As shoppers name it: 1.5 i-VTEC, 1.8 MPi.',
  body: 'Hatch, Sedan, Wagon, Ute…',
  drive: 'FWD, RWD, AWD, 4WD, 2WD.',
};

const KEYS = Object.keys(VEHICLE_FIELDS);
const SCHEMA = formSchema(VEHICLE_FIELDS);

type Values = Record<string, string | number>;

const BLANK: Values = {
  make: '',
  model: '',
  series: '',
  year_from: '',
  year_to: '',
  engine: '',
  engine_code: '',
  fuel: 'petrol',
  body: '',
  drive: '',
  transmission: '',
};

const valuesOf = (v: AdminVehicle): Values =>
  Object.fromEntries(KEYS.map((k) => [k, (v as unknown as Values)[k] ?? ''])) as Values;

const fuelLabel = (f: string) => `${f[0]!.toUpperCase()}${f.slice(1)}`;

function VehicleList() {
  const list = useVehicles();
  const [q, setQ] = useState('');
  return (
    <>
      <Heading>Vehicles</Heading>
      <p className="actions">
        <a className="button primary" href={href('vehicles', 'new')}>
          New vehicle
        </a>
      </p>
      <div className="field">
        <label htmlFor="vehicle-filter">Find a vehicle</label>
        <input id="vehicle-filter" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <QueryState query={list}>
        {(rows) => (
          <Table
            rows={rows.filter((r) => matchesVehicle(r, q))}
            rowKey={(r) => r.id}
            empty="No vehicle matches."
            caption="Vehicles"
            columns={[
              { header: 'Vehicle', cell: (r) => <a href={href('vehicles', r.id)}>{vehicleLabel(r)}</a> },
              { header: 'Years', cell: (r) => yearSpan(r.year_from, r.year_to) },
              { header: 'Fuel', cell: (r) => r.fuel },
              { header: 'Body', cell: (r) => [r.body, r.drive, r.transmission].filter(Boolean).join(' · ') },
            ]}
          />
        )}
      </QueryState>
    </>
  );
}

function VehicleForm({ initial, onSaved }: { initial: AdminVehicle | null; onSaved(v: AdminVehicle): void }) {
  const saved = useRef(initial);
  const [conflict, setConflict] = useState<AdminVehicle | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const createVehicle = vehicles.useCreate();
  const saveVehicle = vehicles.useSave();
  const form = useAdminForm<Values>({
    defaultValues: initial ? valuesOf(initial) : BLANK,
    schema: SCHEMA,
    onConflict: (current) => {
      setConflict(current as AdminVehicle);
      setMessage(null);
    },
  });

  const save = async (values: Values) => {
    setMessage(null);
    const from = saved.current;
    const body: Record<string, unknown> = Object.fromEntries(KEYS.map((k) => [k, values[k]]));
    const vehicle = from
      ? await saveVehicle.mutateAsync({ id: from.id, body: { ...body, version: from.version } })
      : await createVehicle.mutateAsync(body);
    saved.current = vehicle;
    form.reset(valuesOf(vehicle));
    setConflict(null);
    setSavedAt(vehicle.updated_at ?? new Date().toISOString());
    setMessage('Vehicle saved.');
    onSaved(vehicle);
    // The address names the new vehicle without reloading the screen (PublishStatus stays).
    if (!from) history.replaceState(null, '', href('vehicles', vehicle.id));
  };

  const busy = form.formState.isSubmitting;
  return (
    <form className="card content-form" onSubmit={form.submit(save)} aria-label="Vehicle" noValidate>
      {conflict && (
        <ConflictNotice<Values>
          mine={form.getValues()}
          current={valuesOf(conflict)}
          fields={KEYS.map((k) => ({ key: k, label: formLabelOf(VEHICLE_FIELDS[k]!) }))}
          onTakeTheirs={() => {
            saved.current = conflict;
            form.reset(valuesOf(conflict));
            setConflict(null);
            onSaved(conflict);
          }}
          onKeepMine={() => {
            // Mine go on top of the newer version at the next Save.
            saved.current = conflict;
            setConflict(null);
          }}
        />
      )}
      {KEYS.map((key) => {
        const f = VEHICLE_FIELDS[key]!;
        const control = controlOf(f);
        const id = `vehicle-${key}`;
        return (
          <Field
            key={key}
            id={id}
            label={formLabelOf(f)}
            hint={f.hint ?? HINTS[key]}
            error={errorOf(form, key)}
          >
            {(aria) =>
              control === 'select' ? (
                <select {...aria} {...form.register(key)}>
                  {optionsOf(f).map((o) => (
                    <option key={o.value} value={o.value}>
                      {(FUELS as readonly string[]).includes(o.value) ? fuelLabel(o.label) : o.label}
                    </option>
                  ))}
                </select>
              ) : control === 'number' ? (
                <input
                  {...aria}
                  type="number"
                  inputMode="numeric"
                  {...form.register(key, { setValueAs: (v) => (v === '' ? '' : Number(v)) })}
                />
              ) : (
                <input {...aria} type="text" required={isRequired(f)} {...form.register(key)} />
              )
            }
          </Field>
        );
      })}
      {message && <Notice>{message}</Notice>}
      <FormError form={form} />
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
      {savedAt && <PublishStatus savedAt={savedAt} />}
    </form>
  );
}

function VehicleEditor({ id }: { id: string }) {
  const isNew = id === 'new';
  const [latest, setLatest] = useState<AdminVehicle | null>(null);
  const vehicle = useVehicle(id, !isNew);
  const record = latest ?? vehicle.data ?? null;
  const title = record ? vehicleLabel(record) : isNew ? 'New vehicle' : `Vehicle ${id}`;
  const site = record ? (
    <p>
      <a href={vehiclesPath(record.make, record.model, record.series)} target="_blank" rel="noreferrer">
        View on site (opens a new tab)
      </a>
    </p>
  ) : null;
  return (
    <>
      <p className="crumbs">
        <a href={href('vehicles')}>Vehicles</a>
      </p>
      <Heading>{title}</Heading>
      {isNew ? (
        <>
          {site}
          <VehicleForm key="new" initial={null} onSaved={setLatest} />
        </>
      ) : (
        <QueryState query={vehicle}>
          {(v) => (
            <>
              {site}
              <VehicleForm key={v.id} initial={v} onSaved={setLatest} />
            </>
          )}
        </QueryState>
      )}
    </>
  );
}

export function Vehicles({ id }: { id: string | null }) {
  return id ? <VehicleEditor key={id} id={id} /> : <VehicleList />;
}
