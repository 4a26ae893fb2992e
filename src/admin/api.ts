/**
 * The back office's API client: the shared client with the staff token; a 401 on a signed-in call
 * means the session ended (idle, revoked, disabled), so the app goes back to the sign-in screen.
 * `send` covers what the shared client does not: PATCH, and files fetched with the token (blobs).
 */
import { ApiError, apiUrl, createApiClient, NetworkError } from '../lib/api/client.ts';
import { currentSession, setSession } from './session.ts';

const baseUrl: string = import.meta.env.PUBLIC_API_BASE ?? '/api';
const token = () => currentSession()?.token ?? null;
const expired = () => setSession(null, 'expired');

export const api = createApiClient({ baseUrl, token, onUnauthorized: expired });

/** A body sent as it is (a CSV file), with its type, instead of as JSON. */
export interface RawBody {
  raw: BodyInit;
  type: string;
}

/**
 * A call the shared client has no helper for: any method, a JSON or raw body, a query. Answers the
 * Response, throwing ApiError (with the parsed error body) when not ok.
 */
export async function send(
  method: string,
  path: string,
  body?: unknown,
  query: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const bearer = token();
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  const raw = body && typeof body === 'object' && 'raw' in body ? (body as RawBody) : null;
  if (body !== undefined) headers['Content-Type'] = raw ? raw.type : 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(baseUrl, path, query), {
      method,
      headers,
      body: body === undefined ? undefined : raw ? raw.raw : JSON.stringify(body),
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (response.ok) return response;
  if (response.status === 401 && bearer) expired();
  const parsed = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof parsed?.message === 'string' ? parsed.message : `HTTP ${response.status}`;
  throw new ApiError(response.status, message, parsed);
}

export async function patch<T>(path: string, body: unknown): Promise<T> {
  return (await (await send('PATCH', path, body)).json()) as T;
}

/** A file the API serves only with the token (return attachments, the subscriber CSV). */
export async function fetchFile(path: string): Promise<Blob> {
  const absolute = path.replace(/^\/api(?=\/)/, '');
  return (await send('GET', absolute)).blob();
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
