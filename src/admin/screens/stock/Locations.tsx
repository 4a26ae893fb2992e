/**
 * The shop's warehouses and stores: the list (#/locations), a new location (#/locations/new) and one
 * location (#/locations/3). The form is drawn from the locations' field descriptions
 * (lib/content/record-fields.ts LOCATION_FIELDS) and checked with the schema the API builds from them;
 * staff who may only read stock see each location as text. A location is never deleted: it is set
 * not in use. Locations are on no page of the site, so a save publishes nothing.
 */
import './stock.css';
import { can } from '../../../lib/account/staff-roles.ts';
import { blankOf, formLabelOf, LOCATION_FIELDS } from '../../../lib/content/record-fields.ts';
import { locations } from '../../api/locations.ts';
import type { SavedRecord } from '../../api/records.ts';
import { href } from '../../router.ts';
import { type Column, Table } from '../../table.tsx';
import type { Staff } from '../../types.ts';
import { Heading, QueryState } from '../../ui.tsx';
import { EditScreen, formOf } from '../content/form.tsx';

const STATES = LOCATION_FIELDS.state!.choices ?? [];

/** A new location names its state: the form starts at "Choose a state", which the API refuses. */
const FORM = formOf(LOCATION_FIELDS, undefined, {
  changes: {
    state: {
      options: [{ value: '', label: 'Choose a state' }, ...STATES.map((s) => ({ value: s, label: s }))],
    },
  },
});

const text = (r: SavedRecord, key: string) => String(r[key] ?? '');
const yes = (r: SavedRecord, key: string) => (r[key] ? 'Yes' : 'No');

/** "58 Mulgoa Road, Penrith NSW 2750". */
const addressOf = (r: SavedRecord) =>
  `${text(r, 'street_address')}, ${text(r, 'suburb')} ${text(r, 'state')} ${text(r, 'post_code')}`;

const COLUMNS: Column<SavedRecord>[] = [
  { header: 'Name', cell: (r) => <a href={href('locations', r.id)}>{text(r, 'name')}</a> },
  { header: 'Kind', cell: (r) => (r.kind === 'warehouse' ? 'Warehouse' : 'Store') },
  { header: 'Address', cell: addressOf },
  { header: 'Collect', cell: (r) => yes(r, 'pickup') },
  { header: 'Ships', cell: (r) => yes(r, 'ships') },
  { header: 'In use', cell: (r) => yes(r, 'active') },
];

function LocationList({ canWrite }: { canWrite: boolean }) {
  const list = locations.useList();
  return (
    <>
      <Heading>Locations</Heading>
      <p className="muted">
        Warehouses and stores that hold stock, in the order shoppers and staff see them.
      </p>
      {canWrite && (
        <p className="actions">
          <a className="button primary" href={href('locations', 'new')}>
            New location
          </a>
        </p>
      )}
      <QueryState query={list}>
        {(rows) => (
          <Table
            rows={rows}
            columns={COLUMNS}
            rowKey={(r) => r.id}
            caption="Locations"
            empty="No locations yet."
          />
        )}
      </QueryState>
    </>
  );
}

/** A location as text, for staff who may not change it. */
function LocationView({ id }: { id: string }) {
  const location = locations.useOne(id);
  return (
    <>
      <p className="crumbs">
        <a href={href('locations')}>Locations</a>
      </p>
      <Heading>{location.data ? text(location.data, 'name') : `Location ${id}`}</Heading>
      <QueryState query={location}>
        {(r) => (
          <dl className="card stock-settings">
            {Object.entries(LOCATION_FIELDS).map(([key, f]) => (
              <div key={key}>
                <dt>{formLabelOf(f)}</dt>
                <dd className="prewrap">{f.kind === 'bool' ? yes(r, key) : text(r, key) || '—'}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryState>
    </>
  );
}

export function Locations({ id, staff }: { id: string | null; staff: Staff }) {
  const canWrite = can(staff.role, 'inventory:write');
  if (!id) return <LocationList canWrite={canWrite} />;
  if (!canWrite) return <LocationView key={id} id={id} />;
  return (
    <EditScreen
      key={id}
      screen="locations"
      resource={locations}
      id={id}
      listLabel="Locations"
      noun="location"
      blank={blankOf(LOCATION_FIELDS, { state: '' })}
      form={FORM}
      titleOf={(r) => String(r.name ?? '')}
      publishes={false}
    />
  );
}
