/**
 * Freight settings (#/freight): the general values, what free delivery covers, each carrier service
 * with its transit days and rate table, the zones and the postcode table, as one form. The browser
 * checks the document with the API's schema (freight-check.ts); Save sends the whole document with
 * the version it loaded: a stale one gets 409 (ConflictNotice shows the saved values), a rule broken
 * 422 (the message beside its field, or its postcode line). Where parcels leave from is each
 * location's Ships setting, on the Locations screen.
 */
import './freight.css';
import { type FormEvent, useRef, useState } from 'react';
import type { FreightSettings } from '../../../lib/api/schemas/freight-config.ts';
import { useFreight, useSaveFreight } from '../../api/freight.ts';
import { ConflictNotice } from '../../conflict.tsx';
import { errorOf, FormError } from '../../form/field.tsx';
import { useAdminForm } from '../../form/use-admin-form.ts';
import { href } from '../../router.ts';
import { Heading, Notice, QueryState } from '../../ui.tsx';
import { FreeDelivery } from './FreeDelivery.tsx';
import { checkFreight, freightResolver, sameDocument, withFormFields } from './freight-check.ts';
import { keepMine, partFields, partsOf } from './freight-conflict.ts';
import { type FreightForm, formOf } from './freight-form.ts';
import { GeneralFields } from './GeneralFields.tsx';
import { PostcodeRanges } from './PostcodeRanges.tsx';
import { ServiceRates } from './ServiceRates.tsx';
import { ZonesTable } from './ZonesTable.tsx';

interface Loaded {
  values: FreightForm;
  version: number;
}

type Message = { text: string; error: boolean } | null;

const loadedOf = (s: FreightSettings): Loaded => ({ values: formOf(s.config), version: s.version });

function FreightEditor({ initial }: { initial: FreightSettings }) {
  const [loaded, setLoaded] = useState(() => loadedOf(initial));
  const [conflict, setConflict] = useState<Loaded | null>(null);
  const [message, setMessage] = useState<Message>(null);
  /** What the browser's last check found, for the summary by the Save button. */
  const found = useRef<string[]>([]);
  const save = useSaveFreight();
  const form = useAdminForm<FreightForm>({
    defaultValues: loaded.values,
    resolver: freightResolver((messages) => {
      found.current = messages;
    }),
    onConflict: (current) => {
      setMessage(null);
      setConflict(loadedOf(current as FreightSettings));
    },
  });

  const submit = form.submit(async (values) => {
    const checked = checkFreight(values);
    if (!checked.ok) return;
    if (sameDocument(values, loaded.values))
      return setMessage({ text: 'Nothing has changed.', error: false });
    try {
      const next = loadedOf(await save.mutateAsync({ config: checked.config, version: loaded.version }));
      setLoaded(next);
      form.reset(next.values);
      setConflict(null);
      setMessage({ text: 'Saved.', error: false });
    } catch (error) {
      throw withFormFields(error, checked.lines);
    }
  });

  const onSubmit = async (event: FormEvent) => {
    setMessage(null);
    found.current = [];
    await submit(event);
    const count = found.current.length;
    if (count)
      setMessage({
        text: `Not saved: ${count === 1 ? 'one value needs' : `${count} values need`} a change. ${found.current[0]?.split('\n')[0]}`,
        error: true,
      });
  };

  const services = loaded.values.services;
  const documentError = errorOf(form, 'form');
  const busy = form.formState.isSubmitting;
  return (
    <form className="freight-form" aria-label="Freight settings" noValidate onSubmit={onSubmit}>
      {conflict && (
        <ConflictNotice
          mine={partsOf(form.getValues())}
          current={partsOf(conflict.values)}
          fields={partFields(form.getValues(), conflict.values)}
          onTakeTheirs={() => {
            setLoaded(conflict);
            form.reset(conflict.values);
            setConflict(null);
          }}
          onKeepMine={() => {
            // Saving again sends the saved copy with this editor's changed parts, over its version.
            const mine = keepMine(form.getValues(), loaded.values, conflict.values);
            setLoaded(conflict);
            form.reset(conflict.values);
            form.reset(mine, { keepDefaultValues: true });
            setConflict(null);
          }}
        />
      )}
      <GeneralFields form={form} services={services} />
      <FreeDelivery form={form} services={services} />
      <section aria-labelledby="fr-services-title">
        <h2 id="fr-services-title">Services</h2>
        {services.map((service, i) => (
          <ServiceRates
            key={service.id}
            form={form}
            index={i}
            service={service}
            zones={loaded.values.zones}
          />
        ))}
      </section>
      <ZonesTable form={form} zones={loaded.values.zones} />
      <PostcodeRanges form={form} />
      <div className="save-bar">
        {documentError && <Notice error>{documentError}</Notice>}
        <FormError form={form} />
        {message && <Notice error={message.error}>{message.text}</Notice>}
        <div className="actions">
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save freight settings'}
          </button>
        </div>
      </div>
    </form>
  );
}

export function FreightScreen() {
  const freight = useFreight();
  return (
    <>
      <Heading>Freight</Heading>
      <p className="muted">
        How deliveries are priced and how long they take. Parcels leave from the locations set to ship, on the{' '}
        <a href={href('locations')}>Locations</a> screen.
      </p>
      <QueryState query={freight}>{(data) => <FreightEditor initial={data} />}</QueryState>
    </>
  );
}
