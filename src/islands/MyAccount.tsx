/**
 * /my-account: the profile with its business details and trade account state, saved addresses, My Garage
 * (switch or remove saved vehicles), and links to change them.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatAbn } from '../lib/account/abn.ts';
import { BUSINESS_FIELDS, type BusinessField } from '../lib/account/account.ts';
import { addressSummary } from '../lib/account/address.ts';
import { TRADE_STATUS_TEXT } from '../lib/account/trade.ts';
import { $profile, loadProfile } from '../stores/account.ts';
import { $addresses, $addressListMessage, loadAddresses, removeAddress } from '../stores/addresses.ts';
import { $garage } from '../stores/garage.ts';
import { DeleteAddress } from './account/DeleteAddress.tsx';
import { FormMessage } from './account/Field.tsx';
import { useRequireSession } from './account/guards.ts';
import { SavedVehicles } from './garage/SavedVehicles.tsx';

const BUSINESS_LABELS: Record<BusinessField, string> = {
  _b_name: 'Business name',
  _b_email: 'Business email',
  _b_number: 'ABN',
  _b_street_address: 'Business street address',
  _b_area_address: 'Business area',
};

export default function MyAccount() {
  const allowed = useRequireSession();
  const profile = useStore($profile);
  const addresses = useStore($addresses);
  const listMessage = useStore($addressListMessage);
  const garage = useStore($garage);
  const [garageMessage, setGarageMessage] = useState('');

  useEffect(() => {
    if (!allowed) return;
    loadProfile();
    loadAddresses();
  }, [allowed]);

  if (!allowed || profile === undefined) return <p role="status">Loading...</p>;
  if (!profile) return <p>No profile data available.</p>;
  // The addresses stay outside .account, whose buttons are styled for the header's account menu.
  return (
    <>
      <section className="account" aria-labelledby="profile-heading">
        <h2 id="profile-heading">Profile</h2>
        <dl className="facts">
          <dt>Name</dt>
          <dd>{profile.name}</dd>
          <dt>Email</dt>
          <dd>{profile.email}</dd>
          <dt>Phone</dt>
          <dd>{profile.phone}</dd>
          {BUSINESS_FIELDS.filter((field) => profile.business[field]).map((field) => (
            <div key={field} style={{ display: 'contents' }}>
              <dt>{BUSINESS_LABELS[field]}</dt>
              <dd>{field === '_b_number' ? formatAbn(profile.business[field]!) : profile.business[field]}</dd>
            </div>
          ))}
        </dl>
        {TRADE_STATUS_TEXT[profile.trade] && <p className="muted">{TRADE_STATUS_TEXT[profile.trade]}</p>}
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
        {addresses === null ? (
          <p role="status">Loading...</p>
        ) : addresses.length === 0 ? (
          !listMessage && <p>No saved addresses yet.</p>
        ) : (
          <ul className="address-list">
            {addresses.map((a) => (
              <li key={a.id}>
                <p>
                  <strong>{a.address_type}</strong>: {a.f_name} {a.l_name}, {addressSummary(a)}
                </p>
                <a href={`/update-address/${a.id}/`}>
                  Edit<span className="visually-hidden"> {a.address_type} address</span>
                </a>{' '}
                <DeleteAddress onConfirm={() => removeAddress(a.id)}>
                  Delete<span className="visually-hidden"> {a.address_type} address</span>
                </DeleteAddress>
              </li>
            ))}
          </ul>
        )}
        <FormMessage text={listMessage} />
      </section>
      <section aria-labelledby="garage-heading">
        <h2 id="garage-heading">My Garage</h2>
        <SavedVehicles garage={garage} onChange={(m) => setGarageMessage(m.text)} />
        <p className="muted">Add vehicles (up to 5) with My Garage at the top of any page.</p>
        <p role="status">{garageMessage}</p>
      </section>
    </>
  );
}
