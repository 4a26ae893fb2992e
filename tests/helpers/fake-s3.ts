/**
 * A fake of the S3 REST API on 127.0.0.1 (path-style: /{bucket}/{key}), as S3-compatible services
 * answer it: PUT, GET, HEAD and DELETE Object, objects kept in memory, and every request's
 * Signature Version 4 checked against the secret, worked out here from the AWS documentation on
 * its own (not with the adapter's code, so a signing bug there fails here). Errors are S3's XML:
 * 403 SignatureDoesNotMatch, InvalidAccessKeyId, InvalidToken, RequestTimeTooSkewed, AccessDenied,
 * 404 NoSuchKey, NoSuchBucket, 400 XAmzContentSHA256Mismatch, AuthorizationHeaderMalformed.
 * With `sessionToken` (temporary credentials, as an IAM role has) every signed request must carry it,
 * signed, in x-amz-security-token; without it, a request carrying one is refused, as S3 does.
 * `publicRead` lets anonymous GETs read keys under a prefix, like a bucket policy for a CDN.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Config } from '../../src/api/storage/s3.ts';

export interface FakeS3Options {
  accessKeyId?: string;
  secretAccessKey?: string;
  /** The session token that goes with the key, for temporary credentials; none by default. */
  sessionToken?: string;
  region?: string;
  buckets?: string[];
  /** Key prefix anyone may GET without signing (e.g. `uploads/`). */
  publicRead?: string;
  /** 0 (default) for any free port. */
  port?: number;
}

export interface FakeObject {
  body: Buffer;
  contentType: string;
  cacheControl: string | undefined;
}

/** One call as the fake received it, with the status it answered. */
export interface S3Request {
  method: string;
  bucket: string;
  key: string;
  status: number;
  authorization: string | undefined;
  /** The x-amz-security-token header, when one was sent. */
  securityToken: string | undefined;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding byte by byte, as SigV4 defines it: A-Z a-z 0-9 - _ . ~ kept, the rest %XX. */
function strictEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const xml = (code: string, message: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>${extra}<RequestId>fake</RequestId></Error>`;

export async function fakeS3(options: FakeS3Options = {}) {
  const accessKeyId = options.accessKeyId ?? 'AKIAFAKE';
  const secretAccessKey = options.secretAccessKey ?? 'fake-secret';
  const sessionToken = options.sessionToken;
  const region = options.region ?? 'ap-southeast-2';
  const buckets = new Map<string, Map<string, FakeObject>>(
    (options.buckets ?? ['shop']).map((name) => [name, new Map()]),
  );
  const requests: S3Request[] = [];
  /** Statuses to answer instead of handling the next requests (a 500 or 503 SlowDown, say). */
  const failures: number[] = [];

  function handle(req: IncomingMessage, body: Buffer, res: ServerResponse): number {
    const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?', 2);
    const segments = rawPath.slice(1).split('/').map(decodeURIComponent);
    const [bucket = '', ...rest] = segments;
    const key = rest.join('/');
    const send = (status: number, code?: string, message = '', extra = '') => {
      if (!code || req.method === 'HEAD') res.writeHead(status).end();
      else res.writeHead(status, { 'Content-Type': 'application/xml' }).end(xml(code, message, extra));
      return status;
    };

    const failure = failures.shift();
    if (failure) return send(failure, failure === 503 ? 'SlowDown' : 'InternalError', 'Please try again.');

    const auth = req.headers.authorization;
    if (!auth) {
      const anonymous =
        options.publicRead !== undefined && req.method === 'GET' && key.startsWith(options.publicRead);
      if (!anonymous) return send(403, 'AccessDenied', 'Access Denied');
    } else {
      const problem = verify(req, auth, rawPath, rawQuery, body);
      if (problem) return send(problem.status, problem.code, problem.message, problem.extra);
    }

    const objects = buckets.get(bucket);
    if (!objects) return send(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) return send(400, 'InvalidRequest', 'This fake has no bucket-level operations');
    const object = objects.get(key);
    switch (req.method) {
      case 'PUT': {
        objects.set(key, {
          body,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
          cacheControl: req.headers['cache-control'],
        });
        res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
        return 200;
      }
      case 'GET':
      case 'HEAD': {
        if (!object) return send(404, 'NoSuchKey', 'The specified key does not exist.', `<Key>${key}</Key>`);
        res.writeHead(200, {
          'Content-Type': object.contentType,
          'Content-Length': object.body.byteLength,
          ...(object.cacheControl && { 'Cache-Control': object.cacheControl }),
        });
        res.end(req.method === 'GET' ? object.body : undefined);
        return 200;
      }
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204).end();
        return 204;
      default:
        return send(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  }

  /** Checks the Authorization header as S3 does; the failure to answer, or null. */
  function verify(req: IncomingMessage, auth: string, rawPath: string, rawQuery: string, body: Buffer) {
    const fail = (status: number, code: string, message: string, extra = '') => ({
      status,
      code,
      message,
      extra,
    });
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!match) return fail(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
    const [, keyId, day, scopeRegion, signedList, signature] = match as unknown as string[];
    if (keyId !== accessKeyId)
      return fail(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );
    if (scopeRegion !== region)
      return fail(
        400,
        'AuthorizationHeaderMalformed',
        `The authorization header is malformed; the region '${scopeRegion}' is wrong; expecting '${region}'`,
      );
    const date = String(req.headers['x-amz-date'] ?? '');
    const at = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date);
    if (!at || date.slice(0, 8) !== day)
      return fail(403, 'AccessDenied', 'X-Amz-Date is missing or does not match the credential scope.');
    const sent = Date.UTC(+at[1]!, +at[2]! - 1, +at[3]!, +at[4]!, +at[5]!, +at[6]!);
    if (Math.abs(Date.now() - sent) > 15 * 60_000)
      return fail(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    const names = signedList!.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date'))
      return fail(403, 'AccessDenied', 'host and x-amz-date must be signed.');
    const token = req.headers['x-amz-security-token'];
    if (token !== sessionToken || (token !== undefined && !names.includes('x-amz-security-token')))
      return fail(403, 'InvalidToken', 'The provided token is malformed or otherwise invalid.');
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
      return fail(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );

    // The canonical request from what arrived: the path decoded and encoded again the strict way.
    const canonicalUri = `/${rawPath
      .slice(1)
      .split('/')
      .map((s) => strictEncode(decodeURIComponent(s)))
      .join('/')}`;
    const canonicalQuery = rawQuery
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const [k = '', v = ''] = pair.split('=', 2);
        return [strictEncode(decodeURIComponent(k)), strictEncode(decodeURIComponent(v))] as const;
      })
      .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const canonicalHeaders = names
      .map(
        (name) =>
          `${name}:${String(req.headers[name] ?? '')
            .trim()
            .replace(/ +/g, ' ')}\n`,
      )
      .join('');
    const canonicalRequest = [
      req.method,
      canonicalUri,
      canonicalQuery,
      canonicalHeaders,
      signedList,
      payloadHash,
    ].join('\n');
    const stringToSign = [
      'AWS4-HMAC-SHA256',
      date,
      `${day}/${region}/s3/aws4_request`,
      sha256(canonicalRequest),
    ].join('\n');
    const dateKey = hmac(`AWS4${secretAccessKey}`, day!);
    const signingKey = hmac(hmac(hmac(dateKey, region), 's3'), 'aws4_request');
    const expected = createHmac('sha256', signingKey).update(stringToSign).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex')))
      return fail(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
        `<StringToSign>${stringToSign}</StringToSign><CanonicalRequest>${canonicalRequest.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</CanonicalRequest>`,
      );
    return null;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let bucket = '';
      let key = '';
      let status: number;
      try {
        [bucket = '', key = ''] = (req.url ?? '/')
          .split('?')[0]!
          .slice(1)
          .split(/\/(.*)/s)
          .map(decodeURIComponent);
        status = handle(req, Buffer.concat(chunks), res);
      } catch {
        status = 400;
        res
          .writeHead(400, { 'Content-Type': 'application/xml' })
          .end(xml('InvalidURI', "Couldn't parse the specified URI."));
      }
      requests.push({
        method: req.method ?? '',
        bucket,
        key,
        status,
        authorization: req.headers.authorization,
        securityToken: req.headers['x-amz-security-token'] as string | undefined,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const firstBucket = [...buckets.keys()][0]!;
  return {
    url,
    region,
    accessKeyId,
    secretAccessKey,
    sessionToken,
    /** The adapter's settings for this fake: its first bucket, public, no prefix, no public address. */
    config: (over: Partial<S3Config> = {}): S3Config => ({
      endpoint: url,
      region,
      bucket: firstBucket,
      accessKeyId,
      secretAccessKey,
      ...(sessionToken !== undefined && { sessionToken }),
      prefix: '',
      visibility: 'public',
      publicUrl: null,
      ...over,
    }),
    /** The S3_* variables a deployment would set for this fake (its first bucket). */
    env: (over: Record<string, string> = {}): Record<string, string> => ({
      S3_ENDPOINT: url,
      S3_REGION: region,
      S3_BUCKET: firstBucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      ...(sessionToken !== undefined && { S3_SESSION_TOKEN: sessionToken }),
      ...over,
    }),
    /** Objects by key in a bucket (the first one unless named). */
    objects: (bucket = firstBucket) => buckets.get(bucket)!,
    requests,
    /** Answers the next request(s) with these statuses instead of handling them. */
    failNext: (...statuses: number[]) => void failures.push(...statuses),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeS3 = Awaited<ReturnType<typeof fakeS3>>;
