/**
 * The back office's inbox, under /admin:
 *   GET /messages         ?page=&per_page=   contact form messages, newest first
 *   GET /newsletter.csv   the newsletter's confirmed subscribers as CSV (email, subscribed_at, unsubscribed_at)
 */
import { asc, count, desc, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { type ContactMessage, ContactMessageListSchema } from '../../lib/api/schemas/admin-customers.ts';
import { csvRow } from '../../lib/format/csv-cells.ts';
import { contactMessages, newsletterSubscribers } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { allow, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import { positiveIntText, validate, wholeNumberText } from '../http/validate.ts';

const TAG = 'Back office';

const PageQuery = v.strictObject({
  page: v.optional(positiveIntText('page'), '1'),
  per_page: v.optional(wholeNumberText('per_page', 1, 100), '25'),
});

const AUTH = { 401: SIGN_IN_MESSAGE, 403: FORBIDDEN_MESSAGE };
const docs = {
  messages: doc(
    TAG,
    'Contact form messages, newest first',
    { 200: ContactMessageListSchema, 400: 'A query parameter is unknown or malformed.', ...AUTH },
    { security: SHOP_TOKEN },
  ),
  csv: doc(
    TAG,
    "The newsletter's confirmed subscribers as CSV",
    {
      200: {
        description:
          'email,subscribed_at,unsubscribed_at; a cell that could run as a formula starts with a quote',
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
      ...AUTH,
    },
    { security: SHOP_TOKEN },
  ),
};

export const adminInboxRoutes = new Hono<AppEnv>()
  .get('/messages', docs.messages, allow('inbox:read'), validate('query', PageQuery), async (c) => {
    const { page, per_page } = c.req.valid('query');
    const [rows, [total]] = await Promise.all([
      c.var.db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(per_page)
        .offset((page - 1) * per_page),
      c.var.db.select({ n: count() }).from(contactMessages),
    ]);
    return c.json(
      {
        data: rows.map(
          (m): ContactMessage => ({
            id: m.id,
            created_at: m.createdAt.toISOString(),
            name: `${m.fName} ${m.lName}`.trim(),
            email: m.email,
            phone: m.phone,
            subject: m.subject,
            message: m.message,
          }),
        ),
        page,
        per_page,
        total: total?.n ?? 0,
      },
      200,
    );
  })
  .get('/newsletter.csv', docs.csv, allow('inbox:read'), async (c) => {
    // Only subscribers who confirmed their address (double opt-in); pending ones have not agreed yet.
    const rows = await c.var.db
      .select()
      .from(newsletterSubscribers)
      .where(isNotNull(newsletterSubscribers.confirmedAt))
      .orderBy(asc(newsletterSubscribers.id));
    const body =
      csvRow(['email', 'subscribed_at', 'unsubscribed_at']) +
      rows
        .map((r) => csvRow([r.email, r.createdAt.toISOString(), r.unsubscribedAt?.toISOString() ?? '']))
        .join('');
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"',
      'Cache-Control': 'no-store',
    });
  });
