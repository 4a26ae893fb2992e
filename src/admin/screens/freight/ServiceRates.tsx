/**
 * One carrier service on the Freight screen: its name, whether it is in use, business days in transit
 * by kind of zone, and its rate table (a row for each zone it serves, a column for each weight band
 * and one for each kilogram past the last, prices in dollars ex GST as the quote engine keeps them).
 * Wide tables scroll inside their own focusable region, never the page.
 */

import { ZONE_KINDS, type Zone } from '../../../lib/freight/zones.ts';
import { CARRIERS } from '../../../lib/orders/fulfilment.ts';
import { errorOf, Field } from '../../form/field.tsx';
import type { AdminForm } from '../../form/use-admin-form.ts';
import { KIND_NAMES } from './FreeDelivery.tsx';
import type { FreightForm, ServiceValues } from './freight-form.ts';
import { CellInput, pairError, ScrollRegion } from './GridTable.tsx';

interface Props {
  form: AdminForm<FreightForm>;
  index: number;
  /** The service as loaded: its bands and the zones it has rates for. */
  service: ServiceValues;
  zones: readonly Zone[];
}

/** 500 → "500 g", 22000 → "22 kg", 2500 → "2.5 kg". */
const weightText = (grams: number) =>
  grams < 1000 ? `${grams} g` : `${(grams / 1000).toLocaleString('en-AU', { maximumFractionDigits: 3 })} kg`;

function TransitDays({ form, index, service }: Omit<Props, 'zones'>) {
  const key = `fr-svc-${service.id}-days`;
  return (
    <table className="grid-table days">
      <caption>Business days in transit</caption>
      <thead>
        <tr>
          <th scope="col">Zone kind</th>
          <th scope="col" id={`${key}-fewest`}>
            Fewest
          </th>
          <th scope="col" id={`${key}-most`}>
            Most
          </th>
        </tr>
      </thead>
      <tbody>
        {ZONE_KINDS.map((kind) => (
          <tr key={kind}>
            <th scope="row" id={`${key}-${kind}`}>
              {KIND_NAMES[kind]}
            </th>
            <CellInput
              form={form}
              name={`services.${index}.transitDays.${kind}.0`}
              labelledBy={`${key}-${kind} ${key}-fewest`}
              inputMode="numeric"
            />
            <CellInput
              form={form}
              name={`services.${index}.transitDays.${kind}.1`}
              labelledBy={`${key}-${kind} ${key}-most`}
              inputMode="numeric"
              extraError={pairError(form, `services.${index}.transitDays.${kind}`)}
            />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RateTable({ form, index, service, zones }: Props) {
  const key = `fr-svc-${service.id}-rates`;
  const rows = zones.filter((z) => service.rates[z.id]);
  const last = service.bandsGrams.at(-1) ?? 0;
  const unit = <span className="unit"> $ ex GST</span>;
  return (
    <>
      <p id={`${key}-title`} className="table-title">
        Price by zone and weight, in dollars ex GST
      </p>
      <ScrollRegion label={`${service.name} rates`}>
        <table className="grid-table rates" aria-labelledby={`${key}-title`}>
          <thead>
            <tr>
              <th scope="col">Zone</th>
              {service.bandsGrams.map((grams, b) => (
                <th scope="col" key={grams} id={`${key}-band-${b}`}>
                  Up to {weightText(grams)}
                  {unit}
                </th>
              ))}
              <th scope="col" id={`${key}-kg`}>
                Each kg over {weightText(last)}
                {unit}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((zone) => (
              <tr key={zone.id}>
                <th scope="row" id={`${key}-${zone.id}`}>
                  {zone.name}
                </th>
                {service.bandsGrams.map((grams, b) => (
                  <CellInput
                    key={grams}
                    form={form}
                    name={`services.${index}.rates.${zone.id}.bandCents.${b}`}
                    labelledBy={`${key}-${zone.id} ${key}-band-${b}`}
                    placeholder="flat"
                  />
                ))}
                <CellInput
                  form={form}
                  name={`services.${index}.rates.${zone.id}.perKgCents`}
                  labelledBy={`${key}-${zone.id} ${key}-kg`}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

export function ServiceRates(props: Props) {
  const { form, index, service } = props;
  const id = `fr-svc-${service.id}`;
  const error = errorOf(form, `services.${index}`);
  return (
    <fieldset className="card service" aria-describedby={`${id}-about${error ? ` ${id}-error` : ''}`}>
      <legend className="card-legend">{service.name}</legend>
      <p id={`${id}-about`} className="hint">
        {CARRIERS[service.carrier]}:{' '}
        {service.live
          ? 'priced live by the carrier, this table when it cannot answer.'
          : 'priced by this table.'}{' '}
        An empty price is the flat delivery charge from Settings.
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      <div className="form-grid">
        <Field id={`${id}-name`} label="Name" error={errorOf(form, `services.${index}.name`)}>
          {(aria) => <input {...aria} autoComplete="off" {...form.register(`services.${index}.name`)} />}
        </Field>
        <div className="field check service-active">
          <input id={`${id}-active`} type="checkbox" {...form.register(`services.${index}.active`)} />
          <label htmlFor={`${id}-active`}>In use: offered at checkout</label>
        </div>
      </div>
      <TransitDays form={form} index={index} service={service} />
      <RateTable {...props} />
    </fieldset>
  );
}
