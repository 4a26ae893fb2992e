/**
 * /profile-update: name, phone, optional new password (with the current one) and business details;
 * the email is shown read-only.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatAbn } from '../lib/account/abn.ts';
import { $profile, $profileForm, loadProfile, updateProfileWith } from '../stores/account.ts';
import { Field, FormMessage } from './account/Field.tsx';
import { useFirstErrorFocus } from './account/first-error.ts';
import { useRequireSession } from './account/guards.ts';

export default function ProfileUpdate() {
  const allowed = useRequireSession();
  const profile = useStore($profile);
  const { errors, message } = useStore($profileForm);
  const formRef = useRef<HTMLFormElement>(null);
  useFirstErrorFocus(formRef, errors);
  // The current password is asked for only once a new one is typed.
  const [changingPassword, setChangingPassword] = useState(false);

  useEffect(() => {
    if (allowed) loadProfile();
  }, [allowed]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if (!(await updateProfileWith(Object.fromEntries(new FormData(form))))) return;
    for (const name of ['password', 'current_password']) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = '';
    }
    setChangingPassword(false);
  };

  if (!allowed || profile === undefined) return <p role="status">Loading...</p>;
  if (!profile) return <p>No profile data available.</p>;
  const meta = (field: keyof typeof profile.business) => profile.business[field] ?? '';
  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
      <Field name="name" label="Name" defaultValue={profile.name} autoComplete="name" error={errors.name} />
      <Field
        name="email"
        label="Email"
        type="email"
        defaultValue={profile.email}
        readOnly
        aria-readonly="true"
        hint="Your sign-in email cannot be changed."
      />
      <Field
        name="phone"
        label="Phone number"
        type="tel"
        defaultValue={profile.phone}
        autoComplete="tel"
        error={errors.phone}
      />
      <Field
        name="password"
        label="New password (leave empty to keep yours)"
        type="password"
        autoComplete="new-password"
        error={errors.password}
        onChange={(event) => setChangingPassword(event.currentTarget.value !== '')}
      />
      <Field
        name="current_password"
        label="Current password (needed to set a new one)"
        type="password"
        autoComplete="current-password"
        required={changingPassword}
        aria-required={changingPassword}
        error={errors.current_password}
      />
      <fieldset>
        <legend>Business details (optional)</legend>
        <p className="muted">Give your business name and ABN to apply for a trade account.</p>
        <Field
          name="_b_name"
          label="Business name"
          defaultValue={meta('_b_name')}
          autoComplete="organization"
          error={errors._b_name}
        />
        <Field name="_b_email" label="Business email" type="email" defaultValue={meta('_b_email')} />
        <Field
          name="_b_number"
          label="ABN"
          inputMode="numeric"
          defaultValue={formatAbn(meta('_b_number'))}
          error={errors._b_number}
        />
        <Field
          name="_b_street_address"
          label="Business street address"
          defaultValue={meta('_b_street_address')}
        />
        <Field
          name="_b_area_address"
          label="Business suburb, state and post code"
          defaultValue={meta('_b_area_address')}
        />
      </fieldset>
      <FormMessage text={message.text} ok={message.ok} />
      <button type="submit" className="btn">
        Update Profile
      </button>
    </form>
  );
}
