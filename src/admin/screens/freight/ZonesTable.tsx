/**
 * The freight zones: each one's id (fixed: the postcode table and the rate tables name zones by it),
 * its name and its kind, which sets the transit days and what free delivery covers.
 */
import { Fragment } from 'react';
import { ZONE_KINDS } from '../../../lib/freight/zones.ts';
import { errorOf } from '../../form/field.tsx';
import type { AdminForm } from '../../form/use-admin-form.ts';
import { KIND_NAMES } from './FreeDelivery.tsx';
import type { FreightForm } from './freight-form.ts';
import { CellInput, idOf, ScrollRegion } from './GridTable.tsx';

/** 'NSW_REGIONAL', which a phone's narrow column may break after its underscores. */
function ZoneId({ id }: { id: string }) {
  const parts = id.split('_');
  const heads = parts.map((_, n) => parts.slice(0, n + 1).join('_'));
  return (
    <code>
      {parts.map((part, n) => (
        <Fragment key={heads[n]}>
          {n > 0 && (
            <>
              _<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

function KindCell({
  form,
  index,
  labelledBy,
}: {
  form: AdminForm<FreightForm>;
  index: number;
  labelledBy: string;
}) {
  const name = `zones.${index}.kind` as const;
  const id = idOf(name);
  const error = errorOf(form, name);
  return (
    <td>
      <select
        id={id}
        aria-labelledby={labelledBy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register(name)}
      >
        {ZONE_KINDS.map((k) => (
          <option key={k} value={k}>
            {KIND_NAMES[k]}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </td>
  );
}

export function ZonesTable({ form, zones }: { form: AdminForm<FreightForm>; zones: FreightForm['zones'] }) {
  return (
    <section className="card" aria-labelledby="fr-zones-title">
      <h2 id="fr-zones-title">Zones</h2>
      <p className="hint">
        A zone's id is how the postcode ranges and the rate tables name it, so it stays as it is.
      </p>
      <ScrollRegion label="Zones table">
        <table className="grid-table zones">
          <thead>
            <tr>
              <th scope="col">Id</th>
              <th scope="col" id="fr-zones-name">
                Name
              </th>
              <th scope="col" id="fr-zones-kind">
                Kind
              </th>
            </tr>
          </thead>
          <tbody>
            {zones.map((zone, i) => (
              <tr key={zone.id}>
                <th scope="row" id={`fr-zone-${zone.id}`}>
                  <ZoneId id={zone.id} />
                </th>
                <CellInput
                  form={form}
                  name={`zones.${i}.name`}
                  labelledBy={`fr-zone-${zone.id} fr-zones-name`}
                  inputMode="text"
                />
                <KindCell form={form} index={i} labelledBy={`fr-zone-${zone.id} fr-zones-kind`} />
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
