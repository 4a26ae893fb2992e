/**
 * The saved vehicles of My Garage, the active one marked, each with Switch (to make it active) and
 * Remove; used by the header's VehicleSelector and the My Account page.
 */
import type { Garage } from '../../lib/fitment/garage.ts';
import { removeVehicle, setActive } from '../../stores/garage.ts';
import type { Message } from './VehiclePicker.tsx';

export function SavedVehicles({ garage, onChange }: { garage: Garage; onChange: (m: Message) => void }) {
  if (garage.vehicles.length === 0) return <p className="garage-empty">No vehicles saved yet.</p>;
  return (
    <ul className="garage-list">
      {garage.vehicles.map((v, i) => (
        <li key={`${v.vehicleId}-${v.year}`} className={i === garage.active ? 'active' : undefined}>
          <span className="garage-label">
            {v.label}
            {i === garage.active && <span className="garage-active"> (shopping for)</span>}
          </span>
          <span className="garage-actions">
            {i !== garage.active && (
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setActive(v.vehicleId, v.year);
                  onChange({ text: `Now shopping for: ${v.label}`, error: false });
                }}
              >
                Switch<span className="visually-hidden"> to {v.label}</span>
              </button>
            )}
            <button
              type="button"
              className="link-button"
              onClick={() => {
                removeVehicle(v.vehicleId, v.year);
                onChange({ text: `Removed ${v.label}.`, error: false });
              }}
            >
              Remove<span className="visually-hidden"> {v.label}</span>
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
