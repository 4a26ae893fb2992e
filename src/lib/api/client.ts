/**
 * The one HTTP client for the API, used by the build's loaders, the islands and the back office.
 * Bodies go as JSON, as FormData, or raw with their type (a CSV file); answers come back parsed from
 * JSON, or as a Blob (a file). Errors carry the server's { message } so callers can show it.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The request or its answer was lost (offline, connection reset, blocked): no HTTP status came back. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'NetworkError';
  }
}

export type Query = Record<string, string | number | undefined>;

/** Extra request settings: headers (an Authorization given here wins) and keepalive for calls made while a page unloads. */
export interface RequestOptions {
  headers?: Record<string, string>;
  keepalive?: boolean;
  query?: Query;
}

/** A body sent as it is (a CSV file) with its media type, instead of as JSON. */
export class RawBody {
  readonly body: BodyInit;
  readonly type: string;

  constructor(body: BodyInit, type: string) {
    this.body = body;
    this.type = type;
  }
}

export interface ApiClientOptions {
  /** Base URL ending in /api, e.g. http://127.0.0.1:4321/api or /api. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Bearer token for signed-in calls. */
  token?: () => string | null;
  /** Called when any call answers 429 (the storefront goes to its rate-limit page). */
  onTooManyRequests?: () => void;
  /** Called when a call that sent the bearer token answers 401: the token was revoked or expired. */
  onUnauthorized?: () => void;
}

/** Joins the base URL, a path and query parameters (undefined values are left out). */
export function apiUrl(baseUrl: string, path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
}

/** Creates a client with get/post helpers that parse JSON and throw ApiError (an answer) or NetworkError (none) on failure. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function send(method: string, path: string, body: unknown, extra: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...extra.headers };
    const token = options.token?.();
    if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body instanceof RawBody) headers['Content-Type'] = body.type;
    else if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(apiUrl(options.baseUrl, path, extra.query), {
        method,
        headers,
        ...(extra.keepalive ? { keepalive: true } : {}),
        body:
          body === undefined
            ? undefined
            : body instanceof RawBody
              ? body.body
              : isForm
                ? (body as FormData)
                : JSON.stringify(body),
      });
    } catch (error) {
      throw new NetworkError(error);
    }
    if (response.status === 429) options.onTooManyRequests?.();
    if (response.status === 401 && token && headers.Authorization === `Bearer ${token}`)
      options.onUnauthorized?.();
    if (!response.ok) {
      const parsed = parse(await response.text().catch(() => ''));
      const message =
        parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string'
          ? parsed.message
          : `${method} ${path} failed with HTTP ${response.status}`;
      throw new ApiError(response.status, message, parsed);
    }
    return response;
  }

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    extra: RequestOptions = {},
  ): Promise<T> {
    const response = await send(method, path, body, extra);
    try {
      return parse(await response.text()) as T;
    } catch (error) {
      throw new NetworkError(error);
    }
  }

  return {
    get: <T>(path: string, query?: Query, init?: RequestOptions) =>
      request<T>('GET', path, undefined, { ...init, query }),
    post: <T>(path: string, body: unknown, init?: RequestOptions) => request<T>('POST', path, body, init),
    put: <T>(path: string, body: unknown, init?: RequestOptions) => request<T>('PUT', path, body, init),
    patch: <T>(path: string, body: unknown, init?: RequestOptions) => request<T>('PATCH', path, body, init),
    delete: <T>(path: string, init?: RequestOptions) => request<T>('DELETE', path, undefined, init),
    /** A file the API serves (with the token when signed in): the answer's bytes. */
    blob: async (path: string, query?: Query, init?: RequestOptions): Promise<Blob> => {
      const response = await send('GET', path, undefined, { ...init, query });
      try {
        return await response.blob();
      } catch (error) {
        throw new NetworkError(error);
      }
    },
  };
}

/** JSON text as a value; text that is not JSON stays text, and no text is null. */
function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;
