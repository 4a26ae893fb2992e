/** Where My Garage is kept in localStorage (stores/garage.ts), apart so scripts and tests can name it without the store. */
export const GARAGE_STORAGE_KEY = 'storefront:garage';
