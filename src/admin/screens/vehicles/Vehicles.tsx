/**
 * Vehicle types: the list (#/vehicles, filtered as staff type), a new vehicle (#/vehicles/new) and
 * one vehicle's editor (#/vehicles/12). A car the list lacks is added here, then fitted to parts in
 * the product editor's Vehicles section; the site rebuild publishes its page and fitment file.
 */
import { useState } from 'react';
import { FUELS, vehicleLabel, vehiclesPath, yearSpan } from '../../../lib/fitment/fitment.ts';
import { href } from '../../router.ts';
import { Heading, LoadState, useLoad } from '../../ui.tsx';
import { EditScreen, type FieldSpec, type Values } from '../content/form.tsx';
import { type AdminVehicle, loadVehicles, matchesVehicle } from './vehicle-list.ts';

const FIELDS: FieldSpec[] = [
  { key: 'make', label: 'Make', required: true, hint: 'As shoppers know it: Honda, Hyundai, Ford.' },
  { key: 'model', label: 'Model', required: true },
  { key: 'series', label: 'Series', required: true, hint: 'Series or generation: GK, GD, PX3, VF II.' },
  { key: 'year_from', label: 'First year', kind: 'number', required: true },
  { key: 'year_to', label: 'Last year', kind: 'number', required: true },
  { key: 'engine', label: 'Engine', required: true, hint: 'As shoppers name it: 1.5 i-VTEC, 1.8 MPi.' },
  { key: 'engine_code', label: 'Engine code' },
  {
    key: 'fuel',
    label: 'Fuel',
    kind: 'select',
    options: FUELS.map((f) => ({ value: f, label: f[0]!.toUpperCase() + f.slice(1) })),
  },
  { key: 'body', label: 'Body', hint: 'Hatch, Sedan, Wagon, Ute…' },
  { key: 'drive', label: 'Drive', hint: 'FWD, RWD, AWD, 4WD, 2WD.' },
  { key: 'transmission', label: 'Transmission' },
];

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

function VehicleList() {
  const list = useLoad(loadVehicles, []);
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
      <LoadState loaded={list}>
        {(rows) => <VehicleTable rows={rows.filter((r) => matchesVehicle(r, q))} />}
      </LoadState>
    </>
  );
}

function VehicleTable({ rows }: { rows: AdminVehicle[] }) {
  if (rows.length === 0) return <p>No vehicle matches.</p>;
  return (
    <table className="rows">
      <thead>
        <tr>
          <th scope="col">Vehicle</th>
          <th scope="col">Years</th>
          <th scope="col">Fuel</th>
          <th scope="col">Body</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <th scope="row" data-label="Vehicle">
              <a href={href('vehicles', r.id)}>{vehicleLabel(r)}</a>
            </th>
            <td data-label="Years">{yearSpan(r.year_from, r.year_to)}</td>
            <td data-label="Fuel">{r.fuel}</td>
            <td data-label="Body">{[r.body, r.drive, r.transmission].filter(Boolean).join(' · ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Vehicles({ id }: { id: string | null }) {
  return id ? (
    <EditScreen
      screen="vehicles"
      resource="vehicles"
      id={id}
      listLabel="Vehicles"
      noun="vehicle"
      blank={BLANK}
      fields={FIELDS}
      titleOf={(r) => vehicleLabel(r as unknown as AdminVehicle)}
      sitePath={(r) => vehiclesPath(String(r.make), String(r.model), String(r.series))}
    />
  ) : (
    <VehicleList />
  );
}
