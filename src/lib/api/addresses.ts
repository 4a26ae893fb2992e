/** A member's saved addresses: list, read, add, update and delete (only ever the caller's own). */
import type { SavedAddress } from '../account/account.ts';
import type { ApiClient } from './client.ts';
import type { ApiSavedAddress as ApiAddress } from './schemas/accounts.ts';

function toAddress(a: ApiAddress): SavedAddress {
  return {
    id: a.id,
    f_name: a.f_name,
    l_name: a.l_name,
    email: a.email,
    phone: a.phone,
    company: a.company ?? '',
    street_address: a.street_address,
    suburb: a.suburb ?? '',
    city: a.city,
    state: a.state,
    post_code: a.post_code,
    address_type: a.address_type,
  };
}

/** GET /user-addresses. */
export async function savedAddresses(api: ApiClient): Promise<SavedAddress[]> {
  const { data } = await api.get<{ data: { shipping_addresses: ApiAddress[] } }>('/user-addresses');
  return data.shipping_addresses.map(toAddress);
}

/** GET /user-addresses/{id}. */
export async function savedAddress(api: ApiClient, id: number): Promise<SavedAddress> {
  return toAddress((await api.get<{ data: ApiAddress }>(`/user-addresses/${id}`)).data);
}

/** POST /user-addresses/store. */
export async function addAddress(api: ApiClient, form: Omit<SavedAddress, 'id'>): Promise<void> {
  await api.post('/user-addresses/store', form);
}

/** PUT /user-addresses/{id}. */
export async function updateAddress(
  api: ApiClient,
  id: number,
  form: Omit<SavedAddress, 'id'>,
): Promise<void> {
  await api.put(`/user-addresses/${id}`, form);
}

/** DELETE /user-addresses/{id}. */
export async function deleteAddress(api: ApiClient, id: number): Promise<void> {
  await api.delete(`/user-addresses/${id}`);
}
