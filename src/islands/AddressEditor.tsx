/**
 * /address (add) and /update-address/{id} (fetch, update, delete) for a member's saved addresses,
 * with the messages of docs/product.md#messages.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { SavedAddress } from '../lib/account/account.ts';
import {
  $addressDraft,
  $addressForm,
  deleteAddressAndLeave,
  openAddress,
  saveAddressWith,
} from '../stores/addresses.ts';
import { DeleteAddress } from './account/DeleteAddress.tsx';
import { Field, FormMessage } from './account/Field.tsx';
import { useFirstErrorFocus } from './account/first-error.ts';
import { useRequireSession } from './account/guards.ts';

const FIELDS: [keyof Omit<SavedAddress, 'id'>, string, string?][] = [
  ['f_name', 'First name'],
  ['l_name', 'Last name'],
  ['email', 'Email', 'email'],
  ['phone', 'Phone number', 'tel'],
  ['company', 'Company (optional)'],
  ['street_address', 'Street address'],
  ['suburb', 'Suburb (optional)'],
  ['city', 'City'],
  ['state', 'State'],
  ['post_code', 'Post code'],
  ['address_type', 'Address type (e.g. Home, Work)'],
];

/** The address id of /update-address/{id}/, or null on /address. */
function idFromPath(): number | null {
  const id = /^\/update-address\/(\d+)\/?$/.exec(window.location.pathname)?.[1];
  return id === undefined ? null : Number(id);
}

export default function AddressEditor() {
  const allowed = useRequireSession();
  const [id] = useState(idFromPath);
  const values = useStore($addressDraft);
  const { errors, message } = useStore($addressForm);
  const formRef = useRef<HTMLFormElement>(null);
  useFirstErrorFocus(formRef, errors);

  useEffect(() => {
    if (allowed) openAddress(id);
  }, [allowed, id]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if ((await saveAddressWith(id, Object.fromEntries(new FormData(form)))) && id === null) form.reset();
  };

  if (!allowed) return null;
  if (!values) return message.text ? <FormMessage text={message.text} /> : <p role="status">Loading...</p>;
  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
      <div className="address-fields">
        {FIELDS.map(([name, label, type]) => (
          <Field
            key={name}
            name={name}
            label={label}
            type={type ?? 'text'}
            defaultValue={values[name] ?? ''}
            error={errors[name]}
          />
        ))}
      </div>
      <FormMessage text={message.text} ok={message.ok} />
      <button type="submit" className="btn">
        {id !== null ? 'Update Address' : 'Add Address'}
      </button>{' '}
      {id !== null && (
        <DeleteAddress className="btn btn-secondary" onConfirm={() => deleteAddressAndLeave(id)}>
          Delete Address
        </DeleteAddress>
      )}
    </form>
  );
}
