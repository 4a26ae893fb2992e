/** /my-account: the profile with its business details and saved addresses, and links to change them. */
import { useEffect, useState } from 'react';
import { api } from '../stores/api.ts';
import { useRequireSession } from './account/guards.ts';

interface Profile {
  name: string;
  email: string;
  phone: string;
  user_meta: { option: string; value: string }[];
}

interface Address {
  id: number;
  f_name: string;
  l_name: string;
  street_address: string;
  city: string;
  state: string;
  post_code: string;
  address_type: string;
}

const META_LABELS: Record<string, string> = {
  _b_name: 'Business name',
  _b_email: 'Business email',
  _b_number: 'Business phone or ABN',
  _b_street_address: 'Business street address',
  _b_area_address: 'Business area',
};

export default function MyAccount() {
  const allowed = useRequireSession();
  const [profile, setProfile] = useState<Profile | null | undefined>(undefined);
  const [addresses, setAddresses] = useState<Address[]>([]);

  useEffect(() => {
    if (!allowed) return;
    api.get<{ data: Profile | null }>('/profile').then(
      ({ data }) => setProfile(data),
      () => setProfile(null),
    );
    api
      .get<{ data: { shipping_addresses: Address[] } }>('/user-addresses')
      .then(({ data }) => setAddresses(data.shipping_addresses), console.error);
  }, [allowed]);

  if (!allowed || profile === undefined) return <p role="status">Loading...</p>;
  if (!profile) return <p>No profile data available.</p>;
  return (
    <div className="account">
      <section aria-labelledby="profile-heading">
        <h2 id="profile-heading">Profile</h2>
        <dl className="facts">
          <dt>Name</dt>
          <dd>{profile.name}</dd>
          <dt>Email</dt>
          <dd>{profile.email}</dd>
          <dt>Phone</dt>
          <dd>{profile.phone}</dd>
          {profile.user_meta
            .filter((m) => META_LABELS[m.option])
            .map((m) => (
              <div key={m.option} style={{ display: 'contents' }}>
                <dt>{META_LABELS[m.option]}</dt>
                <dd>{m.value}</dd>
              </div>
            ))}
        </dl>
        <p>
          <a className="btn btn-secondary" href="/profile-update/">
            Edit Profile
          </a>{' '}
          <a className="btn btn-secondary" href="/address/">
            Add Address
          </a>{' '}
          <a className="btn btn-secondary" href="/order-history/">
            Order History
          </a>
        </p>
      </section>
      <section aria-labelledby="addresses-heading">
        <h2 id="addresses-heading">Saved addresses</h2>
        {addresses.length === 0 ? (
          <p>No saved addresses yet.</p>
        ) : (
          <ul className="address-list">
            {addresses.map((a) => (
              <li key={a.id}>
                <p>
                  <strong>{a.address_type}</strong>: {a.f_name} {a.l_name}, {a.street_address}, {a.city}{' '}
                  {a.state} {a.post_code}
                </p>
                <a href={`/update-address/${a.id}/`}>
                  Edit<span className="visually-hidden"> {a.address_type} address</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
