/**
 * The checkout's delivery choice: "Deliver to an address" (the shipping block, as before) or "Collect
 * from Penrith" with the store chosen in a list of the collect stores (GET /stores): its address,
 * phone, hours and how soon the cart can be ready there. Choosing a store here makes it the shopper's
 * store everywhere ($pickupStore). A field error (no store, or one the server refused) sits under the list.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { COLLECT_TEXTS, collectFrom } from '../../lib/stock/pickup.ts';
import { $stores, loadStores } from '../../stores/collect-stores.ts';
import { $pickupStore, chooseStore } from '../../stores/pickup-store.ts';
import { CollectSummary } from './CollectSummary.tsx';

const FIELD = 'pickup_location_id';

interface Props {
  collect: boolean;
  onChange: (collect: boolean) => void;
  /** The error of the store field, if any. */
  error: string | undefined;
}

function StoreField({ error }: { error: string | undefined }) {
  const store = useStore($pickupStore);
  const list = useStore($stores);
  useEffect(loadStores, []);
  const stores = list.kind === 'loaded' ? list.stores : store ? [store] : [];
  return (
    <div className="field">
      <label htmlFor={FIELD}>Store</label>
      <select
        id={FIELD}
        name={FIELD}
        value={store?.id ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${FIELD}-error` : undefined}
        onChange={(e) => {
          const chosen = stores.find((s) => s.id === Number(e.currentTarget.value));
          if (chosen) chooseStore(chosen);
        }}
      >
        {!store && <option value="">{COLLECT_TEXTS.choose}</option>}
        {stores.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      {list.kind === 'failed' && <span className="field-error">{COLLECT_TEXTS.failed}</span>}
      {error && (
        <span id={`${FIELD}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

export function DeliveryChoice({ collect, onChange, error }: Props) {
  const store = useStore($pickupStore);
  return (
    <fieldset className="delivery-choice">
      <legend>Delivery</legend>
      <label className="choice">
        <input type="radio" name="fulfilment" checked={!collect} onChange={() => onChange(false)} />
        {COLLECT_TEXTS.deliver}
      </label>
      <label className="choice">
        <input type="radio" name="fulfilment" checked={collect} onChange={() => onChange(true)} />
        {store ? collectFrom(store) : COLLECT_TEXTS.collectAny}
      </label>
      {collect && (
        <>
          <StoreField error={error} />
          {store && <CollectSummary place="checkout" />}
        </>
      )}
    </fieldset>
  );
}
