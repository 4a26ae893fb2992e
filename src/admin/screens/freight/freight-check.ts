/**
 * The Freight screen's check, the one the API makes: the form's values converted (freight-form.ts)
 * and run through FreightConfigSchema, each issue put beside the field its path names; a 422's
 * `errors` (keyed `config.…`) go to the same fields. react-hook-form's resolver is that check.
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { ApiError } from '../../../lib/api/client.ts';
import { FreightConfigSchema } from '../../../lib/api/schemas/freight-config.ts';
import { type FieldErrors, fieldErrors } from '../../../lib/forms/field-errors.ts';
import type { FreightConfig } from '../../../lib/freight/config.ts';
import { convert, type FreightForm } from './freight-form.ts';
import { type LineError, lineErrorText } from './postcode-lines.ts';

/**
 * Errors keyed by the document's paths (the schema's, or a 422's `config.…`) as the form's fields:
 * a postcode range's go to the textarea as "Line 12: …" (by `lines`, each range's line); the
 * document's own (no path) to `form`.
 */
export function formErrors(found: FieldErrors, lines: readonly number[]): FieldErrors {
  const out: FieldErrors = {};
  const lineErrors: LineError[] = [];
  for (const [path, message] of Object.entries(found)) {
    const key = path.replace(/^config(\.|$)/, '') || 'form';
    const range = /^postcodes\.(\d+)(?:\.|$)/.exec(key);
    if (range) {
      const index = Number(range[1]);
      lineErrors.push({ line: lines[index] ?? index + 2, message });
    } else out[key] ??= message;
  }
  if (lineErrors.length) out.postcodes = lineErrorText(lineErrors);
  return out;
}

export type FreightCheck =
  | { ok: true; config: FreightConfig; lines: number[] }
  | { ok: false; errors: FieldErrors; lines: number[] };

/**
 * The form's values as the document a save sends, checked as the API checks it; else every field's
 * message (what cannot be read first, then the schema's; a document-wide one only when no field has one).
 */
export function checkFreight(values: FreightForm): FreightCheck {
  const { config, errors, lines, lineErrors } = convert(values);
  const result = v.safeParse(FreightConfigSchema, config);
  const clean = !Object.keys(errors).length && !lineErrors.length;
  if (result.success && clean) return { ok: true, config: result.output as FreightConfig, lines };
  const found = result.success ? {} : formErrors(fieldErrors(result.issues), lines);
  const all: FieldErrors = { ...found, ...errors };
  if (lineErrors.length) all.postcodes = lineErrorText(lineErrors);
  if (Object.keys(all).length > 1) delete all.form;
  return { ok: false, errors: all, lines };
}

/** Whether two forms make the same document (ticked boxes in any order, dollars however typed). */
export function sameDocument(a: FreightForm, b: FreightForm): boolean {
  return JSON.stringify(convert(a).config) === JSON.stringify(convert(b).config);
}

/**
 * react-hook-form's resolver: the values stay the form's (the save converts them again); `seen` is
 * told each check's messages (none when the document passes).
 */
export function freightResolver(
  seen: (messages: string[]) => void = () => {},
): Resolver<FreightForm, unknown, FreightForm> {
  return (values, _context, options) => {
    const checked = checkFreight(values);
    seen(checked.ok ? [] : Object.values(checked.errors));
    if (checked.ok) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [name, message] of Object.entries(checked.errors)) errors[name] = { type: 'schema', message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** An API error whose field errors are keyed by the form's fields (`config.cutoff` → `cutoff`). */
export function withFormFields(error: unknown, lines: readonly number[]): unknown {
  if (!(error instanceof ApiError)) return error;
  const found = fieldErrors(error);
  if (!Object.keys(found).length) return error;
  const body = error.body as Record<string, unknown>;
  return new ApiError(error.status, error.message, { ...body, errors: formErrors(found, lines) });
}
