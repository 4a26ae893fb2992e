/** The address fields of the checkout form, each with its label and its error message from docs/product.md#validation. */
import { useEffect, useRef } from 'react';
import { attachAddressAutocomplete } from '../../browser/address-autocomplete.ts';
import type { Address } from '../../lib/checkout/checkout.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';

export const emptyAddress: Address = {
  f_name: '',
  l_name: '',
  email: '',
  phone: '',
  street_address: '',
  city: '',
  state: '',
  post_code: '',
  company: '',
  suburb: '',
};

const FIELDS: {
  name: keyof Address;
  label: string;
  type?: string;
  autoComplete: string;
  optional?: boolean;
}[] = [
  { name: 'f_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'l_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { name: 'company', label: 'Company (optional)', autoComplete: 'organization', optional: true },
  { name: 'street_address', label: 'Street address', autoComplete: 'street-address' },
  { name: 'suburb', label: 'Suburb (optional)', autoComplete: 'address-level3', optional: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'post_code', label: 'Post code', autoComplete: 'postal-code' },
];

interface Props {
  prefix: '' | 's_';
  values: Address;
  errors: FieldErrors;
  onChange: (values: Address) => void;
  /** Offer Australian address autocomplete on the street field when a maps key is configured. */
  autocomplete?: boolean;
}

export function AddressFields({ prefix, values, errors, onChange, autocomplete = false }: Props) {
  const street = useRef<HTMLInputElement>(null);
  const latest = useRef(values);
  latest.current = values;
  // biome-ignore lint/correctness/useExhaustiveDependencies: attach once; the callback reads the latest values through a ref
  useEffect(() => {
    if (autocomplete && street.current)
      attachAddressAutocomplete(street.current, (found) => onChange({ ...latest.current, ...found }));
  }, []);
  return (
    <div className="address-fields">
      {FIELDS.map((field) => {
        const id = `${prefix}${field.name}`;
        const error = errors[id];
        return (
          <div className="field" key={id}>
            <label htmlFor={id}>{field.label}</label>
            <input
              id={id}
              name={id}
              ref={field.name === 'street_address' ? street : undefined}
              type={field.type ?? 'text'}
              autoComplete={`${prefix ? 'shipping' : 'billing'} ${field.autoComplete}`}
              required={!field.optional}
              value={values[field.name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => onChange({ ...values, [field.name]: e.currentTarget.value })}
            />
            {error && (
              <span id={`${id}-error`} className="field-error">
                {error}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
