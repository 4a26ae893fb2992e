/**
 * The garage's "Add a vehicle" form: native selects for make, model, year and engine (each enabled once
 * the one before is chosen), and Add, which saves the vehicle and makes it active (or says the garage
 * is full). Part of the VehicleSelector island.
 */
import { type FormEvent, useState } from 'react';
import type { VehicleTree } from '../../lib/fitment/fitment.ts';
import { enginesOf, garageVehicleOf, makesOf, modelsOf, yearsOf } from '../../lib/fitment/vehicle-picker.ts';
import { addVehicle } from '../../stores/garage.ts';

/** A line the panel announces: a confirmation (status) or an error (alert). */
export interface Message {
  text: string;
  error: boolean;
}

interface Props {
  tree: VehicleTree;
  idPrefix: string;
  onMessage: (message: Message) => void;
}

interface ChoiceProps {
  id: string;
  label: string;
  value: string;
  options: { value: string; text: string }[];
  onChange: (value: string) => void;
}

function Choice({ id, label, value, options, onChange }: ChoiceProps) {
  return (
    <div className="garage-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={options.length === 0}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Select {label.toLowerCase()}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </div>
  );
}

const plain = (values: (string | number)[]) => values.map((v) => ({ value: String(v), text: String(v) }));

export function VehiclePicker({ tree, idPrefix, onMessage }: Props) {
  const [make, setMake] = useState('');
  const [model, setModel] = useState('');
  const [year, setYear] = useState('');
  const [engine, setEngine] = useState('');
  const engines = make && model && year ? enginesOf(tree, make, model, Number(year)) : [];
  const chosen = engines.find((e) => String(e.id) === engine);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    const vehicle = garageVehicleOf(make, model, chosen.vehicle, Number(year));
    const error = addVehicle(vehicle);
    onMessage(
      error ? { text: error, error: true } : { text: `Now shopping for: ${vehicle.label}`, error: false },
    );
  };

  return (
    <form className="garage-picker" onSubmit={add} aria-label="Add a vehicle">
      <p className="garage-subheading">Add a vehicle</p>
      <Choice
        id={`${idPrefix}-make`}
        label="Make"
        value={make}
        options={plain(makesOf(tree))}
        onChange={(value) => {
          setMake(value);
          setModel('');
          setYear('');
          setEngine('');
        }}
      />
      <Choice
        id={`${idPrefix}-model`}
        label="Model"
        value={model}
        options={make ? plain(modelsOf(tree, make)) : []}
        onChange={(value) => {
          setModel(value);
          setYear('');
          setEngine('');
        }}
      />
      <Choice
        id={`${idPrefix}-year`}
        label="Year"
        value={year}
        options={make && model ? plain(yearsOf(tree, make, model)) : []}
        onChange={(value) => {
          setYear(value);
          // One engine that year: chosen already.
          const only = value ? enginesOf(tree, make, model, Number(value)) : [];
          setEngine(only.length === 1 ? String(only[0]!.id) : '');
        }}
      />
      <Choice
        id={`${idPrefix}-engine`}
        label="Engine"
        value={engine}
        options={engines.map((e) => ({ value: String(e.id), text: e.text }))}
        onChange={setEngine}
      />
      <button type="submit" className="btn" disabled={!chosen}>
        Add vehicle
      </button>
    </form>
  );
}
