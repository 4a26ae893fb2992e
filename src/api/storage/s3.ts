/**
 * Storage in an S3-compatible bucket through its REST API (PUT, GET, HEAD and DELETE Object),
 * signed with Signature Version 4 by aws4fetch (with the session token of temporary IAM-role
 * credentials when there is one) and sent with fetch: no SDK. Path-style addresses
 * ({endpoint}/{bucket}/{key}) work on AWS, MinIO, Cloudflare R2, Backblaze B2, Ceph and Garage alike.
 * Every object of one Storage sits under its `prefix` (`private/` for return attachments), so a
 * bucket policy can make the public images readable and nothing else.
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { checkKey, type Storage, StorageError, validKey } from './types.ts';

export interface S3Config {
  /** Scheme, host and port (and any path the service adds), e.g. https://s3.ap-southeast-2.amazonaws.com */
  endpoint: string;
  /** The region requests are signed for (R2: `auto`). */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The session token of temporary credentials (an IAM role's), sent as x-amz-security-token. */
  sessionToken?: string | null;
  bucket: string;
  /** Prepended to every key in the bucket: '' or ending in '/'. */
  prefix: string;
  visibility: 'public' | 'private';
  /** The public address of the bucket (S3_PUBLIC_URL), for public storage; null when pages use /storage/. */
  publicUrl: string | null;
  /** Per attempt; default 30 s. */
  timeoutMs?: number;
  /** Attempts for a network failure or a 5xx (S3 asks clients to retry 500 and 503 SlowDown). */
  attempts?: number;
}

// The same lifetime the site server gives /storage/ files, so a CDN in front of the bucket and one
// in front of the site server keep images equally long.
const PUBLIC_CACHE = 'public, max-age=3600';

/**
 * S3's URI encoding of a key: every byte but A-Z, a-z, 0-9, `-._~` as %XX (upper case), `/` kept
 * when encoding a path. encodeURIComponent leaves `!'()*` alone, which S3 encodes. The URL then
 * carries exactly the path the signature covers.
 */
const uriEncode = (text: string, keepSlash: boolean) => {
  const encoded = encodeURIComponent(text).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
};

/** The body's SHA-256 for x-amz-content-sha256, so the service checks the bytes it stores. */
const payloadHash = (body: Uint8Array | null) =>
  createHash('sha256')
    .update(body ?? '')
    .digest('hex');

const xmlText = (xml: string, tag: string) =>
  new RegExp(`<${tag}>([^<]*)</${tag}>`)
    .exec(xml)?.[1]
    ?.replace(
      /&(lt|gt|amp|quot|apos);/g,
      (_, e) => ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" })[e as string]!,
    );

/** What a credentials or bucket problem needs the operator to check. */
const HINTS: Record<string, string> = {
  SignatureDoesNotMatch: 'Check S3_SECRET_ACCESS_KEY.',
  InvalidAccessKeyId: 'Check S3_ACCESS_KEY_ID.',
  AccessDenied: 'Check that the key may read and write the bucket.',
  NoSuchBucket: 'Check S3_BUCKET.',
  AuthorizationHeaderMalformed: 'Check S3_REGION.',
  InvalidToken: 'Check S3_SESSION_TOKEN.',
  ExpiredToken: 'S3_SESSION_TOKEN has expired: set fresh credentials.',
  RequestTimeTooSkewed: "Check this machine's clock.",
};

/** S3's error code and message from an error answer (HEAD answers have no body: both empty). */
async function errorOf(res: Response): Promise<{ code?: string; message?: string }> {
  const text = await res.text().catch(() => '');
  return { code: xmlText(text, 'Code'), message: xmlText(text, 'Message') };
}

/** `403 SignatureDoesNotMatch: <S3's message>. <what to check>` */
function explain(status: number, { code, message }: { code?: string; message?: string }): string {
  const hint = code ? HINTS[code] : status === 403 ? HINTS.AccessDenied : undefined;
  const said = message ? `: ${message.replace(/\.?$/, '.')}` : '.';
  return `${status}${code ? ` ${code}` : ''}${said}${hint ? ` ${hint}` : ''}`;
}

export function s3Storage(config: S3Config): Storage {
  const base = config.endpoint.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 30_000;
  const attempts = config.attempts ?? 3;
  const publicBase =
    config.visibility === 'public' && config.publicUrl ? config.publicUrl.replace(/\/+$/, '') : null;
  const urlOf = (key: string) =>
    new URL(`${base}/${uriEncode(config.bucket, false)}/${uriEncode(config.prefix + checkKey(key), true)}`);
  // Service and region given, not guessed from the host (which says neither on MinIO or a fake);
  // retries are call()'s own, which also cover network failures.
  const aws = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    sessionToken: config.sessionToken || undefined,
    service: 's3',
    region: config.region,
    retries: 0,
  });

  /** One signed call; retried on a network failure or a 5xx, with the signature made afresh. */
  async function call(
    method: 'PUT' | 'GET' | 'HEAD' | 'DELETE',
    key: string,
    body: Uint8Array | null = null,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const url = urlOf(key);
    const sent = { ...headers, 'x-amz-content-sha256': payloadHash(body) };
    let failure = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 100 * 3 ** (attempt - 2)));
      let res: Response;
      try {
        res = await aws.fetch(url, {
          method,
          headers: sent,
          // Bytes from our own buffers, never a SharedArrayBuffer (which fetch's type rules out).
          body: (body ?? undefined) as Uint8Array<ArrayBuffer> | undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        failure = `cannot reach ${base} (${cause?.code ?? cause?.message ?? (error as Error).message}); check S3_ENDPOINT.`;
        continue;
      }
      if (res.status < 500) return res;
      failure = explain(res.status, await errorOf(res));
    }
    throw failed(method, key, failure);
  }

  const failed = (method: string, key: string, detail: string) =>
    new StorageError(`S3 ${method} ${config.bucket}/${config.prefix}${key} failed: ${detail}`);
  const refused = async (method: string, key: string, res: Response) =>
    failed(method, key, explain(res.status, await errorOf(res)));

  return {
    kind: 's3',
    visibility: config.visibility,
    async put(key, bytes, contentType) {
      const headers: Record<string, string> = { 'content-type': contentType };
      if (config.visibility === 'public') headers['cache-control'] = PUBLIC_CACHE;
      const res = await call('PUT', key, bytes, headers);
      if (!res.ok) throw await refused('PUT', key, res);
      await res.body?.cancel();
    },
    async get(key) {
      if (!validKey(key)) return null;
      const res = await call('GET', key);
      if (res.ok)
        return {
          body: new Uint8Array(await res.arrayBuffer()),
          contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        };
      const error = await errorOf(res);
      // A missing key is an answer; a missing bucket is a configuration fault.
      if (res.status === 404 && error.code !== 'NoSuchBucket') return null;
      throw failed('GET', key, explain(res.status, error));
    },
    async exists(key) {
      if (!validKey(key)) return false;
      const res = await call('HEAD', key);
      await res.body?.cancel();
      // HEAD has no body to tell a missing key from a missing bucket; the first write would say.
      if (res.status === 404) return false;
      if (!res.ok) throw failed('HEAD', key, explain(res.status, {}));
      return true;
    },
    async delete(key) {
      const res = await call('DELETE', key);
      if (res.ok) return void (await res.body?.cancel());
      const error = await errorOf(res);
      // S3 answers 204 for a key that is not there; some services answer 404 NoSuchKey instead.
      if (res.status === 404 && error.code !== 'NoSuchBucket') return;
      throw failed('DELETE', key, explain(res.status, error));
    },
    publicUrl: (key) =>
      publicBase ? `${publicBase}/${uriEncode(config.prefix + checkKey(key), true)}` : null,
  };
}
