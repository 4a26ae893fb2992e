import { describe, expect, it } from 'vitest';
import { amzDate, signRequest, uriEncode } from './sigv4.ts';

describe('Signature Version 4', () => {
  // AWS's published example (S3 API reference, "Signature calculations for the Authorization header",
  // GET Object with a Range header), with its example key pair.
  it("signs AWS's GET Object example to the signature AWS publishes", () => {
    const headers = signRequest(
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        body: null,
        at: new Date('2013-05-24T00:00:00Z'),
      },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-content-sha256']).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    // fetch sets Host from the URL; sending it ourselves is not allowed.
    expect(headers.host).toBeUndefined();
  });

  it('encodes as S3 does: unreserved characters kept, everything else as upper-case %XX', () => {
    expect(uriEncode("a b/ü(1)!*'~.-_", true)).toBe('a%20b/%C3%BC%281%29%21%2A%27~.-_');
    expect(uriEncode('a/b', false)).toBe('a%2Fb');
    expect(amzDate(new Date('2026-11-26T01:02:03.456Z'))).toBe('20261126T010203Z');
  });
});
