/**
 * The state every form island shows: its phase (the busy label), the errors under its fields and
 * its message. A form's store module makes one with formStore() and submits through submitForm().
 */
import { type MapStore, map } from 'nanostores';
import { failureText, type Screen } from '../lib/api/failures.ts';
import { type Checked, type FieldErrors, fieldErrors } from '../lib/forms/field-errors.ts';

export interface FormState {
  /** busy while the call runs; done after it succeeded (pages that move on keep the button disabled). */
  phase: 'idle' | 'busy' | 'done';
  errors: FieldErrors;
  message: { text: string; ok: boolean };
}

export type FormStore = MapStore<FormState>;

export function formStore(): FormStore {
  return map<FormState>({ phase: 'idle', errors: {}, message: { text: '', ok: false } });
}

/** Shows a message without touching the fields. */
export function say(store: FormStore, text: string, ok = false): void {
  store.setKey('message', { text, ok });
}

/**
 * One submission: input that fails its checks shows field errors and makes no call; otherwise the
 * form is busy while `send` runs, then shows its success message, or the failure text of `screen`
 * (src/lib/api/failures.ts) with any field errors the server named. True when it succeeded.
 */
export async function submitForm<T>(
  store: FormStore,
  checked: Checked<T>,
  send: (value: T) => Promise<string>,
  screen: Screen,
): Promise<boolean> {
  // A new attempt replaces whatever the last one said: never an old success beside new errors.
  if (!checked.ok) {
    store.set({ phase: 'idle', errors: checked.errors, message: { text: '', ok: false } });
    return false;
  }
  store.set({ phase: 'busy', errors: {}, message: { text: '', ok: false } });
  try {
    const text = await send(checked.value);
    store.set({ ...store.get(), phase: 'done', message: { text, ok: true } });
    return true;
  } catch (error) {
    console.error(`${screen} failed`, error);
    store.set({
      phase: 'idle',
      errors: fieldErrors(error),
      message: { text: failureText(screen, error), ok: false },
    });
    return false;
  }
}

/** How long a success message shows before the next page opens. */
export const SUCCESS_PAUSE_MS = 2000;

/** Opens the next page once the success message has been seen. */
export function moveOn(url: string): void {
  setTimeout(() => window.location.assign(url), SUCCESS_PAUSE_MS);
}
