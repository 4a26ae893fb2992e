/**
 * What free delivery covers (lib/freight/config.ts FreeDeliveryRule): the services, the kinds of zone
 * and the freight classes ticked, and dangerous goods or not. The amount it starts from is one of the
 * general settings, linked from here.
 */
import { FREIGHT_CLASS_NAMES, FREIGHT_CLASSES } from '../../../lib/freight/goods.ts';
import { ZONE_KINDS } from '../../../lib/freight/zones.ts';
import { errorOf, FieldNotes } from '../../form/field.tsx';
import type { AdminForm } from '../../form/use-admin-form.ts';
import { href } from '../../router.ts';
import type { FreightForm } from './freight-form.ts';

type ListName = 'free.services' | 'free.zoneKinds' | 'free.classes';

export const KIND_NAMES = { metro: 'Metro', regional: 'Regional', remote: 'Remote' } as const;

function Checks({
  form,
  name,
  legend,
  options,
}: {
  form: AdminForm<FreightForm>;
  name: ListName;
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = `fr-${name.replace('.', '-')}`;
  const error = errorOf(form, name);
  return (
    <fieldset className="checks" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input type="checkbox" value={o.value} {...form.register(name)} />
          {o.label}
        </label>
      ))}
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}

export function FreeDelivery({
  form,
  services,
}: {
  form: AdminForm<FreightForm>;
  services: readonly { id: string; name: string }[];
}) {
  return (
    <section className="card" aria-labelledby="fr-free-title">
      <h2 id="fr-free-title">Free delivery</h2>
      <p className="hint">
        Orders from the amount under “Free delivery from” in <a href={href('settings')}>Settings</a> ship free
        by what is ticked here; other lines are charged, and the cart says why.
      </p>
      <div className="free-groups">
        <Checks
          form={form}
          name="free.services"
          legend="Services"
          options={services.map((s) => ({ value: s.id, label: s.name }))}
        />
        <Checks
          form={form}
          name="free.zoneKinds"
          legend="Kinds of zone"
          options={ZONE_KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] }))}
        />
        <Checks
          form={form}
          name="free.classes"
          legend="Freight classes"
          options={FREIGHT_CLASSES.map((c) => ({ value: c, label: FREIGHT_CLASS_NAMES[c] }))}
        />
      </div>
      <div className="field check">
        <input id="fr-free-dangerousGoods" type="checkbox" {...form.register('free.dangerousGoods')} />
        <label htmlFor="fr-free-dangerousGoods">Dangerous goods ship free too</label>
      </div>
    </section>
  );
}
