/**
 * The footer's newsletter form sent without JavaScript: a form post to POST /subscribe (never a GET, so
 * the address stays out of URLs, histories and logs), taken only from the shop's own pages, and
 * answered with a page saying what happened and a link back to the page it came from.
 */
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { NewsletterSchema } from '../../lib/forms/forms.ts';
import type { AppEnv } from '../env.ts';
import { messagePage } from '../http/message-page.ts';
import { fromShopPage, shopPageBack } from '../http/same-site.ts';
import { subscribe } from '../services/newsletter.ts';

const FORM = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)/i;
const TITLE = 'Newsletter';

/** Answers a form post itself; anything else (the islands' JSON) goes on to the next handler. */
export const subscribeForm = createMiddleware<AppEnv>(async (c, next) => {
  if (!FORM.test(c.req.header('Content-Type') ?? '')) return next();
  const back = shopPageBack(c);
  if (!fromShopPage(c))
    return c.html(
      messagePage(TITLE, "The newsletter form can be sent only from the shop's own pages.", back),
      403,
    );
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const parsed = v.safeParse(NewsletterSchema, { email: typeof body.email === 'string' ? body.email : '' });
  if (!parsed.success)
    return c.html(
      messagePage(TITLE, `Subscription failed. Please try again. ${parsed.issues[0].message}.`, back),
      422,
    );
  const { deps } = c.var;
  // The same answer whether the address is new, pending or confirmed, as the JSON call gives.
  const mailId = await subscribe(deps, parsed.output.email);
  if (mailId !== null) await deps.outbox.deliver([mailId]);
  return c.html(messagePage(TITLE, 'Subscribed successfully!', back));
});
