/**
 * The back office's API client: the shared client (lib/api/client.ts) with the staff token; a 401 on
 * a signed-in call means the session ended (idle, revoked, disabled), so the app goes back to the
 * sign-in screen. The data modules beside this file (one per resource) are the screens' way in.
 */
import { ApiError, createApiClient, NetworkError } from '../../lib/api/client.ts';
import { currentSession, setSession } from '../session.ts';

const baseUrl: string = import.meta.env.PUBLIC_API_BASE ?? '/api';

export const api = createApiClient({
  baseUrl,
  token: () => currentSession()?.token ?? null,
  onUnauthorized: () => setSession(null, 'expired'),
});

/** A file the API serves only with the token (return attachments, the subscriber CSV), by its path below /api. */
export function fetchFile(path: string): Promise<Blob> {
  return api.blob(path.replace(/^\/api(?=\/)/, ''));
}

/** Saves a blob under a file name, as a download. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A message a person can act on, from anything a call threw. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NetworkError)
    return 'The shop could not be reached. Check the connection and try again.';
  return error instanceof Error ? error.message : String(error);
}

/** The last site build's time and result, from the site server's public build status (same origin, no token). */
export async function buildStatus<T>(): Promise<T | null> {
  try {
    const response = await fetch('/hooks/rebuild/status', { headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}
