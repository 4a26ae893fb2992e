/**
 * The database schema (PostgreSQL dialect, used by PGlite and node-postgres alike), one file per
 * domain; migrations are generated from this file with `npm run db:generate`.
 * Money is integer cents (`*_cents`); percentages are integer basis points (`*_bp`, 1000 = 10%).
 */

export * from './catalogue.ts';
export * from './content.ts';
export * from './customers.ts';
export * from './fitment.ts';
export * from './freight.ts';
export * from './mail.ts';
export * from './newsletter.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './returns.ts';
export * from './reviews.ts';
export * from './search.ts';
export * from './settings.ts';
export * from './shipments.ts';
export * from './staff.ts';
export * from './stock.ts';
