/**
 * A member's saved addresses: $addresses (my account, checkout) and the address being added or
 * edited on /address and /update-address/{id}, with the messages of docs/product.md#messages.
 */
import { atom } from 'nanostores';
import { type SavedAddress, SavedAddressSchema } from '../lib/account/account.ts';
import { defaultAddress } from '../lib/account/default-address.ts';
import * as addresses from '../lib/api/addresses.ts';
import { failureText } from '../lib/api/failures.ts';
import { check } from '../lib/forms/field-errors.ts';
import { api } from './api.ts';
import { prefillPostcode } from './delivery-estimate.ts';
import { formStore, say, submitForm } from './form.ts';

/** The member's saved addresses: null while loading. */
export const $addresses = atom<SavedAddress[] | null>(null);
/** The address list's message: why it could not be read, or why a delete failed. */
export const $addressListMessage = atom('');
/** The address on the editor: empty for a new one, null while loading or when it could not be read. */
export const $addressDraft = atom<Partial<SavedAddress> | null>(null);
export const $addressForm = formStore();

/** Loads $addresses (and, when none is kept yet, takes the default address's postcode for delivery estimates). */
export function loadAddresses(): void {
  $addressListMessage.set('');
  addresses.savedAddresses(api).then(
    (list) => {
      $addresses.set(list);
      prefillPostcode(defaultAddress(list)?.post_code);
    },
    (error: unknown) => {
      console.error('Loading the addresses failed', error);
      $addresses.set([]);
      $addressListMessage.set(failureText('addressList', error));
    },
  );
}

/** Opens the editor on a saved address, or on an empty one when `id` is null. */
export function openAddress(id: number | null): void {
  if (id === null) {
    $addressDraft.set({});
    return;
  }
  addresses.savedAddress(api, id).then(
    (address) => $addressDraft.set(address),
    (error: unknown) => say($addressForm, failureText('addressRead', error)),
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
    id === null ? 'addressAdd' : 'addressUpdate',
  );
}

/** Deletes a saved address (the shopper has confirmed); true when deleted. A failure is said in $addressListMessage. */
export async function removeAddress(id: number): Promise<boolean> {
  $addressListMessage.set('');
  try {
    await addresses.deleteAddress(api, id);
    $addresses.set(($addresses.get() ?? []).filter((a) => a.id !== id));
    return true;
  } catch (error) {
    console.error('Deleting the address failed', error);
    $addressListMessage.set(failureText('addressDelete', error));
    return false;
  }
}

/** Deletes the address open in the editor and returns to my account; a failure shows on the form. */
export async function deleteAddressAndLeave(id: number): Promise<void> {
  if (await removeAddress(id)) window.location.assign('/my-account/');
  else say($addressForm, $addressListMessage.get());
}
