import type { ApiMeta } from '../api/schemas/common.ts';

/** Reads one option from an option/value list; '' when absent. */
export function metaValue(meta: readonly ApiMeta[] | undefined, option: string): string {
  return meta?.find((m) => m.option === option)?.value ?? '';
}

/** Page index meta: '0' or 0 means noindex, nofollow; anything else (or absent) is indexable. */
export function isIndexable(pageIndex: string | number | undefined | null): boolean {
  return String(pageIndex ?? '').trim() !== '0';
}
