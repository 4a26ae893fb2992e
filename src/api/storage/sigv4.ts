/**
 * AWS Signature Version 4 for S3 requests (header form), with node:crypto: the canonical request,
 * the string to sign and the Authorization header, as every S3-compatible service checks them.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */
import { createHash, createHmac } from 'node:crypto';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * S3's URI encoding: every byte but A-Z, a-z, 0-9, `-._~` as %XX (upper case), and `/` kept when
 * encoding a path. encodeURIComponent leaves `!'()*` alone, which S3 encodes.
 */
export function uriEncode(text: string, keepSlash: boolean): string {
  const encoded = encodeURIComponent(text).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

/** `20261126T010203Z`: the request's time as x-amz-date carries it. */
export const amzDate = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (e.g. content-type). */
  headers: Record<string, string>;
  body: Uint8Array | null;
  at: Date;
}

/** The request's headers with x-amz-date, x-amz-content-sha256 and Authorization added. */
export function signRequest(credentials: Credentials, input: SignInput): Record<string, string> {
  const date = amzDate(input.at);
  const day = date.slice(0, 8);
  const payloadHash = sha256(input.body ?? '');
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: input.url.host,
    'x-amz-date': date,
    'x-amz-content-sha256': payloadHash,
  };
  const names = Object.keys(headers).sort();
  const query = [...input.url.searchParams]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)])
    .sort(([a, x], [b, y]) => (a! < b! ? -1 : a! > b! ? 1 : x! < y! ? -1 : x! > y! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    input.method,
    // The URL already holds the path as uriEncode made it: URL keeps %XX escapes as they are.
    input.url.pathname,
    query,
    names.map((n) => `${n}:${headers[n]!.replace(/\s+/g, ' ')}\n`).join(''),
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}
