/**
 * The audit log's filters as the address keeps them (#/audit?actor=…&entity=…&entity_id=…&from=…&to=…)
 * and as GET /api/admin/audit takes them: the same names, empty ones left out.
 */
export const AUDIT_FILTERS = ['actor', 'entity', 'entity_id', 'from', 'to'] as const;
export type AuditFilters = Record<(typeof AUDIT_FILTERS)[number], string>;

/** The filters in a route's query ('' where not set). */
export function auditFilters(query: URLSearchParams): AuditFilters {
  return Object.fromEntries(AUDIT_FILTERS.map((k) => [k, query.get(k)?.trim() ?? ''])) as AuditFilters;
}

/** The API's query: only the filters that are set, and `before` to continue a page. */
export function auditQuery(f: AuditFilters, before?: number | null): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  for (const k of AUDIT_FILTERS) if (f[k]) query[k] = f[k];
  if (before) query.before = String(before);
  return query;
}

/** Whether any filter is set (the empty list then says nothing matched, not that nothing happened). */
export const anyFilter = (f: AuditFilters): boolean => AUDIT_FILTERS.some((k) => f[k] !== '');
