/**
 * The one HTTP client for the API, used by the build's loaders and by the islands.
 * Errors carry the server's { message } so callers can show it.
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

  async function request<T>(
    method: string,
    path: string,
    query?: Query,
    body?: unknown,
    extra: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...extra.headers };
    const token = options.token?.();
    if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await doFetch(apiUrl(options.baseUrl, path, query), {
        method,
        headers,
        ...(extra.keepalive ? { keepalive: true } : {}),
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      });
      text = await response.text();
    } catch (error) {
      throw new NetworkError(error);
    }
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    if (response.status === 429) options.onTooManyRequests?.();
    if (response.status === 401 && token && headers.Authorization === `Bearer ${token}`)
      options.onUnauthorized?.();
    if (!response.ok) {
      const message =
        parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string'
          ? parsed.message
          : `${method} ${path} failed with HTTP ${response.status}`;
      throw new ApiError(response.status, message, parsed);
    }
    return parsed as T;
  }

  return {
    get: <T>(path: string, query?: Query, init?: RequestOptions) =>
      request<T>('GET', path, query, undefined, init),
    post: <T>(path: string, body: unknown, init?: RequestOptions) =>
      request<T>('POST', path, undefined, body, init),
    put: <T>(path: string, body: unknown) => request<T>('PUT', path, undefined, body),
    patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, undefined, body),
    delete: <T>(path: string) => request<T>('DELETE', path),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
