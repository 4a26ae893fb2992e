/**
 * Tax invoices: GET /user/orders/{invoice_number}/invoice, the signed-in member's PDF. The JSON client
 * reads every answer as text, so this call fetches the bytes itself, with the same options (base URL,
 * bearer token, 401 and 429 handling) and the same errors (ApiError with the server's message,
 * NetworkError when no answer came).
 */
import { type ApiClientOptions, ApiError, apiUrl, NetworkError } from './client.ts';

export interface InvoiceFile {
  blob: Blob;
  fileName: string;
}

/** The file name the server gave (Content-Disposition), else the one it would give. */
function fileNameOf(response: Response, invoice: string): string {
  const given = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return given ?? `tax-invoice-${invoice}.pdf`;
}

/** The member's tax invoice of one of their paid orders, as a PDF. */
export async function fetchInvoice(options: ApiClientOptions, invoice: string): Promise<InvoiceFile> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const token = options.token?.() ?? null;
  let response: Response;
  let blob: Blob | null = null;
  let text = '';
  try {
    response = await doFetch(apiUrl(options.baseUrl, `/user/orders/${encodeURIComponent(invoice)}/invoice`), {
      headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    if (response.ok) blob = await response.blob();
    else text = await response.text();
  } catch (error) {
    throw new NetworkError(error);
  }
  if (response.status === 429) options.onTooManyRequests?.();
  if (response.status === 401 && token) options.onUnauthorized?.();
  if (!blob) {
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    const message = (body as { message?: unknown } | null)?.message;
    throw new ApiError(
      response.status,
      typeof message === 'string' ? message : `GET invoice failed with HTTP ${response.status}`,
      body,
    );
  }
  return { blob, fileName: fileNameOf(response, invoice) };
}
