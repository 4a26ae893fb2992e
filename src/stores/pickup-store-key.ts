/** Where the shopper's collect store is kept in localStorage (pickup-store.ts), apart so the boot script can test for it without the store. */
export const PICKUP_STORE_KEY = 'storefront:store';
