/**
 * /address (add) and /update-address/{id} (fetch, update, delete) for a member's saved addresses,
 * with SPEC section 8's messages.
 */
import { type FormEvent, useEffect, useState } from 'react';
import * as v from 'valibot';
import { fieldErrors, SavedAddressSchema } from '../lib/account.ts';
import { ApiError } from '../lib/api/client.ts';
import { api } from '../stores/api.ts';
import { Field, FormMessage } from './account/Field.tsx';
import { useRequireSession } from './account/guards.ts';

type Values = Record<string, string>;

const FIELDS: [string, string, string?][] = [
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
function idFromPath(): string | null {
  return /^\/update-address\/(\d+)\/?$/.exec(window.location.pathname)?.[1] ?? null;
}

export default function AddressEditor() {
  const allowed = useRequireSession();
  const [id] = useState(idFromPath);
  const [values, setValues] = useState<Values | null>(id ? null : {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState({ text: '', ok: false });

  useEffect(() => {
    if (!allowed || !id) return;
    api.get<{ data: Values }>(`/user-addresses/${id}`).then(
      ({ data }) => setValues(data),
      () => setMessage({ text: 'Failed to fetch address details.', ok: false }),
    );
  }, [allowed, id]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const parsed = v.safeParse(SavedAddressSchema, Object.fromEntries(new FormData(form)));
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues));
    setErrors({});
    try {
      if (id) {
        await api.put(`/user-addresses/${id}`, parsed.output);
        setMessage({ text: 'Address updated successfully!', ok: true });
      } else {
        await api.post('/user-addresses/store', parsed.output);
        setMessage({ text: 'Address Added Successfully!', ok: true });
        form.reset();
      }
    } catch (error) {
      if (error instanceof ApiError)
        setMessage({
          text:
            error.message || (id ? 'Failed to update address. Please try again.' : 'Failed to add address.'),
          ok: false,
        });
      else if (error instanceof TypeError)
        setMessage({
          text: 'No response from the server. Please check your internet connection.',
          ok: false,
        });
      else setMessage({ text: `Error: ${(error as Error).message}`, ok: false });
    }
  };

  const remove = async () => {
    try {
      await api.delete(`/user-addresses/${id}`);
      window.location.assign('/my-account/');
    } catch (error) {
      console.error('Deleting the address failed', error);
    }
  };

  if (!allowed) return null;
  if (!values) return message.text ? <FormMessage text={message.text} /> : <p role="status">Loading...</p>;
  return (
    <form className="account-form" noValidate onSubmit={submit}>
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
        {id ? 'Update Address' : 'Add Address'}
      </button>{' '}
      {id && (
        <button type="button" className="btn btn-secondary" onClick={remove}>
          Delete Address
        </button>
      )}
    </form>
  );
}
