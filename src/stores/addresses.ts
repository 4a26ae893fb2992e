/**
 * A member's saved addresses: $addresses (my account, checkout) and the address being added or
 * edited on /address and /update-address/{id}, with SPEC section 8's messages.
 */
import { atom } from 'nanostores';
import { type SavedAddress, SavedAddressSchema } from '../lib/account.ts';
import * as addresses from '../lib/api/addresses.ts';
import { ApiError } from '../lib/api/client.ts';
import { check } from '../lib/field-errors.ts';
import { api } from './api.ts';
import { errorText, formStore, say, submitForm } from './form.ts';

export const $addresses = atom<SavedAddress[]>([]);
/** The address on the editor: empty for a new one, null while loading or when it could not be read. */
export const $addressDraft = atom<Partial<SavedAddress> | null>(null);
export const $addressForm = formStore();

/** Loads $addresses. */
export function loadAddresses(): void {
  addresses.savedAddresses(api).then((list) => $addresses.set(list), console.error);
}

/** Opens the editor on a saved address, or on an empty one when `id` is null. */
export function openAddress(id: number | null): void {
  if (id === null) {
    $addressDraft.set({});
    return;
  }
  addresses.savedAddress(api, id).then(
    (address) => $addressDraft.set(address),
    () => say($addressForm, 'Failed to fetch address details.'),
  );
}

/** Adds (id null) or updates an address from the form; true when saved. */
export function saveAddressWith(id: number | null, form: Record<string, unknown>): Promise<boolean> {
  return submitForm(
    $addressForm,
    check(SavedAddressSchema, form),
    async (input) => {
      if (id === null) {
        await addresses.addAddress(api, input);
        return 'Address Added Successfully!';
      }
      await addresses.updateAddress(api, id, input);
      return 'Address updated successfully!';
    },
    (error) => {
      if (error instanceof ApiError)
        return (
          error.message || (id ? 'Failed to update address. Please try again.' : 'Failed to add address.')
        );
      if (error instanceof TypeError)
        return 'No response from the server. Please check your internet connection.';
      return `Error: ${errorText(error)}`;
    },
  );
}

/** Deletes a saved address and returns to my account. */
export async function deleteAddressAndLeave(id: number): Promise<void> {
  try {
    await addresses.deleteAddress(api, id);
    window.location.assign('/my-account/');
  } catch (error) {
    console.error('Deleting the address failed', error);
  }
}
