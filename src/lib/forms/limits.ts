/**
 * Numeric bounds shared by the forms and the API. Ids, cursors, quantities and cents are PostgreSQL
 * `integer` columns, so anything past MAX_INT4 must be refused before it reaches a query.
 */

/** The largest value of a PostgreSQL `integer` (int4) column. */
export const MAX_INT4 = 2_147_483_647;

/** Oldest and newest model years the shop accepts anywhere (vehicles, fitment, garage, cart lines). */
export const YEAR_MIN = 1950;
export const YEAR_MAX = 2035;

/** Most units of one product on one order line. */
export const MAX_LINE_QUANTITY = 1000;

/** Most different products on one order. */
export const MAX_ORDER_LINES = 100;

/** Most units on one order in total. */
export const MAX_ORDER_ITEMS = 1000;

/** Highest product price in cents ($100,000: a crate engine or a workshop hoist fits). */
export const MAX_PRICE_CENTS = 10_000_000;

/**
 * Highest order total in cents ($1 M). Prices times quantities can pass int4's $21.47 M, so the
 * order service checks the total it computed before writing anything.
 */
export const MAX_ORDER_TOTAL_CENTS = 100_000_000;

/** Largest image an editor may upload (before it is re-encoded). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Largest CSV of products the import reads (10,000 full rows fit several times over). */
export const MAX_IMPORT_BYTES = 25 * 1024 * 1024;

/** Largest JSON body of a back-office edit (a long description or blog body with its markup). */
export const MAX_EDIT_BODY_BYTES = 512 * 1024;
