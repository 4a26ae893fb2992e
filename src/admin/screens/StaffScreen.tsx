/**
 * Owners manage staff: add a member with a role, change roles, disable and enable accounts, and email
 * a member a link to set a new password.
 */
import { useState } from 'react';
import { type NewStaff, NewStaffSchema } from '../../lib/account/staff.ts';
import { PASSWORD_MIN } from '../../lib/account/staff-password.ts';
import { ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../../lib/account/staff-roles.ts';
import { errorText } from '../api/client.ts';
import { useAddStaff, useEditStaff, useSendReset, useStaffList } from '../api/staff.ts';
import { errorOf, Field, FormError } from '../form/field.tsx';
import { useAdminForm } from '../form/use-admin-form.ts';
import { type Column, Table } from '../table.tsx';
import type { Staff } from '../types.ts';
import { Heading, Notice, QueryState, When } from '../ui.tsx';

type Say = (text: string, error?: boolean) => void;

const EMPTY: NewStaff = { name: '', email: '', role: 'support', password: '' };

function AddStaff({ say }: { say: Say }) {
  const form = useAdminForm<NewStaff>({ defaultValues: EMPTY, schema: NewStaffSchema });
  const add = useAddStaff();
  // The schema's output is sent: name and email trimmed. An email in use comes back beside Email.
  const submit = form.submit(async (values) => {
    await add.mutateAsync(values);
    say(`${values.email} can now sign in as ${ROLE_NAMES[values.role]}.`);
    form.reset(EMPTY);
  });
  const text = (name: 'name' | 'email', label: string, type: string) => (
    <Field id={`staff-${name}`} label={label} error={errorOf(form, name)}>
      {(aria) => <input {...aria} type={type} autoComplete="off" {...form.register(name)} />}
    </Field>
  );
  return (
    <form className="card form-grid" onSubmit={submit} aria-labelledby="add-staff-title" noValidate>
      <h2 id="add-staff-title">Add a member of staff</h2>
      {form.formState.errors.root?.server && (
        <div style={{ gridColumn: '1 / -1' }}>
          <FormError form={form} />
        </div>
      )}
      {text('name', 'Name', 'text')}
      {text('email', 'Email', 'email')}
      <Field id="staff-role" label="Role" error={errorOf(form, 'role')}>
        {(aria) => (
          <select {...aria} {...form.register('role')}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_NAMES[r]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="staff-password"
        label={`Password (at least ${PASSWORD_MIN} characters)`}
        error={errorOf(form, 'password')}
      >
        {(aria) => (
          <input {...aria} type="password" autoComplete="new-password" {...form.register('password')} />
        )}
      </Field>
      <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
        Add
      </button>
    </form>
  );
}

export function StaffScreen({ me }: { me: Staff }) {
  const list = useStaffList();
  const edit = useEditStaff();
  const reset = useSendReset();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const say: Say = (text, error = false) => setMessage({ text, error });
  const failed = (error: unknown) => say(errorText(error), true);

  // A refused change (the last owner, yourself) leaves the row as saved: the list is asked again.
  const change = (member: Staff, body: { role: StaffRole } | { disabled: boolean }, text: string) =>
    edit.mutate({ id: member.id, ...body }, { onSuccess: () => say(text), onError: failed });
  // Their password stays until they use the link; using it signs them out everywhere.
  const sendReset = (member: Staff) =>
    reset.mutate(member.id, { onSuccess: (text) => say(text), onError: failed });

  const columns: Column<Staff>[] = [
    {
      header: 'Name',
      cell: (m) => (
        <>
          {m.name}
          <br />
          <span className="muted">{m.email}</span>
        </>
      ),
    },
    {
      header: 'Role',
      cell: (m) => (
        <>
          <label className="visually-hidden" htmlFor={`role-${m.id}`}>
            Role of {m.email}
          </label>
          <select
            id={`role-${m.id}`}
            value={m.role}
            onChange={(e) => {
              const role = e.target.value as StaffRole;
              change(m, { role }, `${m.email} is now ${ROLE_NAMES[role]}.`);
            }}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_NAMES[r]}
              </option>
            ))}
          </select>
        </>
      ),
    },
    { header: 'Last sign-in', cell: (m) => <When at={m.last_sign_in_at} /> },
    {
      header: 'Account',
      cell: (m) => (
        <>
          {m.disabled ? 'Disabled ' : 'Enabled '}
          {m.id !== me.id && (
            <button
              type="button"
              onClick={() =>
                change(m, { disabled: !m.disabled }, `${m.email} is ${m.disabled ? 'enabled' : 'disabled'}.`)
              }
            >
              {m.disabled ? 'Enable' : 'Disable'}
              <span className="visually-hidden"> {m.email}</span>
            </button>
          )}{' '}
          {m.id !== me.id && !m.disabled && (
            <button type="button" onClick={() => sendReset(m)}>
              Email a reset link<span className="visually-hidden"> to {m.email}</span>
            </button>
          )}
        </>
      ),
    },
  ];

  return (
    <>
      <Heading>Staff</Heading>
      {message && <Notice error={message.error}>{message.text}</Notice>}
      <QueryState query={list}>
        {(staff) => <Table rows={staff} columns={columns} rowKey={(m) => m.id} empty="No staff yet." />}
      </QueryState>
      <AddStaff say={say} />
    </>
  );
}
