/**
 * Owners manage staff: add a member with a role, change roles, disable and enable accounts, and email
 * a member a link to set a new password.
 */
import { type FormEvent, useState } from 'react';
import { ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../../lib/account/staff-roles.ts';
import { api, errorText, patch } from '../api.ts';
import type { Staff } from '../types.ts';
import { Heading, LoadState, Notice, useLoad, When } from '../ui.tsx';

type Say = (text: string, error?: boolean) => void;

function AddStaff({ onAdded, say }: { onAdded: () => void; say: Say }) {
  const empty = { name: '', email: '', role: 'support' as StaffRole, password: '' };
  const [form, setForm] = useState(empty);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await api.post('admin/staff', { ...form, email: form.email.trim(), name: form.name.trim() });
      say(`${form.email.trim()} can now sign in as ${ROLE_NAMES[form.role]}.`);
      setForm(empty);
      onAdded();
    } catch (err) {
      say(errorText(err), true);
    }
  };
  const field = (key: 'name' | 'email' | 'password', label: string, type = 'text') => (
    <div className="field">
      <label htmlFor={`staff-${key}`}>{label}</label>
      <input
        id={`staff-${key}`}
        type={type}
        required
        autoComplete={key === 'password' ? 'new-password' : 'off'}
        minLength={key === 'password' ? 12 : undefined}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      />
    </div>
  );
  return (
    <form className="card form-grid" onSubmit={submit} aria-labelledby="add-staff-title">
      <h2 id="add-staff-title">Add a member of staff</h2>
      {field('name', 'Name')}
      {field('email', 'Email', 'email')}
      <div className="field">
        <label htmlFor="staff-role">Role</label>
        <select
          id="staff-role"
          value={form.role}
          onChange={(e) => setForm({ ...form, role: e.target.value as StaffRole })}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_NAMES[r]}
            </option>
          ))}
        </select>
      </div>
      {field('password', 'Password (at least 12 characters)', 'password')}
      <button type="submit" className="primary">
        Add
      </button>
    </form>
  );
}

function Member({ member, me, say, reload }: { member: Staff; me: Staff; say: Say; reload: () => void }) {
  const change = async (body: Partial<Pick<Staff, 'role' | 'disabled'>>, text: string) => {
    try {
      await patch(`admin/staff/${member.id}`, body);
      say(text);
      reload();
    } catch (err) {
      say(errorText(err), true);
      reload();
    }
  };
  // Their password stays until they use the link; using it signs them out everywhere.
  const sendReset = async () => {
    try {
      say((await api.post<{ message: string }>(`admin/staff/${member.id}/password-reset`, {})).message);
    } catch (err) {
      say(errorText(err), true);
    }
  };
  return (
    <tr>
      <th scope="row" data-label="Name">
        {member.name}
        <br />
        <span className="muted">{member.email}</span>
      </th>
      <td data-label="Role">
        <label className="visually-hidden" htmlFor={`role-${member.id}`}>
          Role of {member.email}
        </label>
        <select
          id={`role-${member.id}`}
          value={member.role}
          onChange={(e) =>
            change(
              { role: e.target.value as StaffRole },
              `${member.email} is now ${ROLE_NAMES[e.target.value as StaffRole]}.`,
            )
          }
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_NAMES[r]}
            </option>
          ))}
        </select>
      </td>
      <td data-label="Last sign-in">
        <When at={member.last_sign_in_at} />
      </td>
      <td data-label="Account">
        {member.disabled ? 'Disabled ' : 'Enabled '}
        {member.id !== me.id && (
          <button
            type="button"
            onClick={() =>
              change(
                { disabled: !member.disabled },
                `${member.email} is ${member.disabled ? 'enabled' : 'disabled'}.`,
              )
            }
          >
            {member.disabled ? 'Enable' : 'Disable'}
            <span className="visually-hidden"> {member.email}</span>
          </button>
        )}{' '}
        {member.id !== me.id && !member.disabled && (
          <button type="button" onClick={sendReset}>
            Email a reset link<span className="visually-hidden"> to {member.email}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

export function StaffScreen({ me }: { me: Staff }) {
  const list = useLoad(() => api.get<{ data: Staff[] }>('admin/staff').then((r) => r.data), []);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const say: Say = (text, error = false) => setMessage({ text, error });
  return (
    <>
      <Heading>Staff</Heading>
      {message && <Notice error={message.error}>{message.text}</Notice>}
      <LoadState loaded={list}>
        {(staff) => (
          <table className="rows">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Account</th>
              </tr>
            </thead>
            <tbody>
              {staff.map((m) => (
                <Member key={m.id} member={m} me={me} say={say} reload={list.reload} />
              ))}
            </tbody>
          </table>
        )}
      </LoadState>
      <AddStaff onAdded={list.reload} say={say} />
    </>
  );
}
