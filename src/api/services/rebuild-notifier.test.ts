import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../tests/helpers/fake-server.ts';
import { verifySignature } from '../../lib/site/webhook-signature.ts';
import { createRebuildNotifier } from './rebuild-notifier.ts';

describe('rebuild notifier', () => {
  it('signs every call and makes two edits in the same second two different calls', async () => {
    const calls: { body: string; signature: string }[] = [];
    const server = await fakeServer((req, res) => {
      calls.push({ body: req.body, signature: String(req.headers['x-storefront-signature']) });
      res.writeHead(202).end();
    });
    const notify = createRebuildNotifier(`${server.url}/hooks/rebuild`, 'secret-1', () => {});
    notify('price edit');
    notify('price edit');
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[0]!.body).not.toBe(calls[1]!.body);
    for (const call of calls) expect(verifySignature('secret-1', call.body, call.signature).ok).toBe(true);
    await server.close();
  });
});
