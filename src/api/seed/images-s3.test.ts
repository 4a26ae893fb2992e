import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, fakeS3 } from '../../../tests/helpers/fake-s3.ts';
import { storagesFromEnv } from '../storage/from-env.ts';
import { generateSeedImages, seedImageJobs } from './images.ts';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await fakeS3({ port: 4733 });
});
afterAll(() => s3.close());

describe('seed images in an S3 bucket', () => {
  it('draws only the images the bucket lacks, at the paths pages name, and none the second time', async () => {
    const { storage } = storagesFromEnv(s3.env(), '/nonexistent');
    const paths = seedImageJobs().map((job) => job.path);
    const [first, last] = [paths[0]!, paths.at(-1)!];
    // A bucket already holding all but two (a shop moved there, or a run cut short).
    for (const path of paths.slice(1, -1))
      s3.objects().set(path, {
        body: Buffer.from('kept'),
        contentType: 'image/webp',
        cacheControl: undefined,
      });

    expect(await generateSeedImages(storage)).toBe(2);
    for (const path of [first, last]) {
      const object = s3.objects().get(path)!;
      expect(object.contentType).toBe('image/webp');
      expect((await sharp(object.body).metadata()).format).toBe('webp');
    }
    expect(s3.objects().get(paths[1]!)?.body.toString()).toBe('kept');

    const puts = () => s3.requests.filter((r) => r.method === 'PUT').length;
    const before = puts();
    expect(await generateSeedImages(storage)).toBe(0);
    expect(puts()).toBe(before);
    // Two passes of 252 signed HEADs each: ~13 s on a busy 2-core machine, more under load.
  }, 60_000);
});
