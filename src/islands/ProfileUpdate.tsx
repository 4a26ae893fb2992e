/**
 * /profile-update: name, phone, optional new password (with the current one) and business details;
 * the email is shown read-only.
 */
import { type FormEvent, useEffect, useState } from 'react';
import * as v from 'valibot';
import { fieldErrors, ProfileUpdateSchema } from '../lib/account.ts';
import { ApiError } from '../lib/api/client.ts';
import { api } from '../stores/api.ts';
import { $session } from '../stores/session.ts';
import { Field, FormMessage } from './account/Field.tsx';
import { useRequireSession } from './account/guards.ts';

interface Profile {
  name: string;
  email: string;
  phone: string;
  user_meta: { option: string; value: string }[];
}

export default function ProfileUpdate() {
  const allowed = useRequireSession();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState({ text: '', ok: false });
  // The current password is asked for only once a new one is typed.
  const [changingPassword, setChangingPassword] = useState(false);

  useEffect(() => {
    if (allowed) api.get<{ data: Profile }>('/profile').then(({ data }) => setProfile(data), console.error);
  }, [allowed]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const parsed = v.safeParse(ProfileUpdateSchema, Object.fromEntries(new FormData(form)));
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues));
    setErrors({});
    try {
      const answer = await api.post<{ message: string; data: Profile }>('/profile/update', parsed.output);
      setMessage({ text: answer.message, ok: true });
      for (const name of ['password', 'current_password']) {
        const input = form.elements.namedItem(name);
        if (input instanceof HTMLInputElement) input.value = '';
      }
      setChangingPassword(false);
      const session = $session.get();
      if (session) $session.set({ ...session, user: { ...session.user, name: answer.data.name } });
    } catch (error) {
      setMessage({
        text: error instanceof ApiError || error instanceof Error ? error.message : String(error),
        ok: false,
      });
    }
  };

  if (!allowed || !profile) return <p role="status">Loading...</p>;
  const meta = (option: string) => profile.user_meta.find((m) => m.option === option)?.value ?? '';
  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <Field name="name" label="Name" defaultValue={profile.name} autoComplete="name" error={errors.name} />
      <Field
        name="email"
        label="Email"
        type="email"
        defaultValue={profile.email}
        readOnly
        aria-readonly="true"
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
        <Field name="_b_name" label="Business name" defaultValue={meta('_b_name')} />
        <Field name="_b_email" label="Business email" type="email" defaultValue={meta('_b_email')} />
        <Field name="_b_number" label="Business phone or ABN" defaultValue={meta('_b_number')} />
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
