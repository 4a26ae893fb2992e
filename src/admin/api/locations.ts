/**
 * The shop's warehouses and stores, through the record routes every record shares (api/records.ts:
 * GET/POST /admin/locations, GET/PATCH /admin/locations/{id}; no delete, a location is set not in
 * use). A save's answer replaces the cached location; the list is then stale, and so is every stock
 * answer, which names its locations.
 */
import { recordResource } from './records.ts';

export const locations = recordResource('locations', { shownIn: ['stock'] });
