/**
 * My Garage: a "My Garage" disclosure button that opens a panel with the saved vehicles
 * (up to 5; Switch and Remove) and a make -> model -> year -> engine picker built from the build's
 * tree (TREE_PATH, fetched on first open). Adding makes the vehicle active; a sixth says the garage
 * is full. Hydrate with client:interaction: before a shopper touches it the page has only the button
 * (and no React), and the active vehicle shows in the header's "Shopping for" line, which the badge
 * script fills from $activeVehicle.
 *
 * Props:
 * - compact: the smaller instance placed on listings (`<VehicleSelector client:interaction compact />`);
 *   same behaviour, a smaller button named "Select your vehicle", and the panel opens below it on the left.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { VehicleTree } from '../lib/fitment/fitment.ts';
import { vehicleTree } from '../stores/fitment-files.ts';
import { $garage } from '../stores/garage.ts';
import { SavedVehicles } from './garage/SavedVehicles.tsx';
import { type Message, VehiclePicker } from './garage/VehiclePicker.tsx';

export interface VehicleSelectorProps {
  compact?: boolean;
}

type TreeState = VehicleTree | 'loading' | 'failed';

export default function VehicleSelector({ compact = false }: VehicleSelectorProps) {
  const id = useId();
  const panelId = `${id}-garage`;
  const [open, setOpen] = useState(false);
  const [tree, setTree] = useState<TreeState>('loading');
  const [status, setStatus] = useState<Message>({ text: '', error: false });
  const garage = useStore($garage);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const fetchTree = () => {
    setTree('loading');
    vehicleTree().then(setTree, (error: unknown) => {
      console.error('Loading the vehicle list failed', error);
      setTree('failed');
    });
  };

  const close = (focusToggle: boolean) => {
    setOpen(false);
    setStatus({ text: '', error: false });
    if (focusToggle) toggle.current?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the panel opens or closes
  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    if (typeof tree !== 'object') fetchTree();
    const outside = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close(false);
    };
    // Escape inside the garage closes it and hands focus back to the button.
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && root.current?.contains(document.activeElement)) close(true);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  return (
    <div className={compact ? 'garage garage-compact' : 'garage'} ref={root}>
      <button
        type="button"
        className="garage-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        ref={toggle}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="currentColor"
            d="M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11a2 2 0 0 1 2 2v4h-2v2h-3v-2H8v2H5v-2H3v-4a2 2 0 0 1 2-2zm2.1 0h9.8l-1.1-3.5a.5.5 0 0 0-.5-.5H8.7a.5.5 0 0 0-.5.4zM6.5 15a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm11 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z"
          />
        </svg>
        {compact ? 'Select your vehicle' : 'My Garage'}
      </button>
      {open && (
        <div
          className="garage-panel"
          id={panelId}
          ref={panel}
          tabIndex={-1}
          aria-label="My Garage"
          role="group"
        >
          <p className="garage-heading">
            My Garage <span className="muted">(up to 5 vehicles)</span>
          </p>
          <SavedVehicles
            garage={garage}
            onChange={(message) => {
              setStatus(message);
              // The pressed Switch or Remove is gone: keep focus in the panel.
              panel.current?.focus();
            }}
          />
          {tree === 'loading' && <p role="status">Loading vehicles...</p>}
          {tree === 'failed' && (
            <p role="alert">
              The vehicle list could not be loaded.{' '}
              <button type="button" className="link-button" onClick={fetchTree}>
                Try again
              </button>
            </p>
          )}
          {typeof tree === 'object' && <VehiclePicker tree={tree} idPrefix={id} onMessage={setStatus} />}
          <p className="garage-status" role="status">
            {status.error ? '' : status.text}
          </p>
          <p className="garage-error" role="alert">
            {status.error ? status.text : ''}
          </p>
          <button type="button" className="btn btn-secondary garage-done" onClick={() => close(true)}>
            Done
          </button>
        </div>
      )}
    </div>
  );
}
