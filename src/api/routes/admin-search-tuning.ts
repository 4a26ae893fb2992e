/**
 * The product search's settings and report in the back office, under /admin:
 *   GET /search/synonyms          the synonym list with its version (catalogue:write)
 *   PUT /search/synonyms          { groups, version } the whole list; 409 with the list as it is when
 *                                 someone saved since; audit-logged; the site rebuilds its static search
 *   GET /search/analytics?days=7  top queries, queries that found nothing, corrections made (1-90 days;
 *                                 catalogue:write or orders:read, as the dashboard's figures)
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { can } from '../../lib/account/staff-roles.ts';
import {
  SearchAnalyticsSchema,
  StaleSynonymsSchema,
  SYNONYM_GROUP_MESSAGE,
  SYNONYM_LIST_MESSAGE,
  SYNONYM_TERM_MESSAGE,
  SynonymListAnswerSchema,
  SynonymsEditSchema,
} from '../../lib/api/schemas/search.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { allow, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import { validate, wholeNumberText } from '../http/validate.ts';
import { recordAudit } from '../services/audit.ts';
import { searchAnalytics } from '../services/search-analytics.ts';
import { flushSearchLog } from '../services/search-log.ts';
import { readSynonymList, saveSynonymList } from '../services/search-synonyms.ts';
import { staleMessage } from '../services/versioned.ts';

const TAG = 'Back office';
const SIGNED_IN = { 401: SIGN_IN_MESSAGE, 403: FORBIDDEN_MESSAGE };

/** Whoever may edit the catalogue or read the dashboard's figures. */
const mayReadAnalytics = createMiddleware<AppEnv>(async (c, next) => {
  const actor = c.var.actor;
  if (!actor) return c.json({ message: SIGN_IN_MESSAGE }, 401);
  if (
    actor.kind === 'staff' &&
    !can(actor.staff.role, 'catalogue:write') &&
    !can(actor.staff.role, 'orders:read')
  )
    return c.json({ message: FORBIDDEN_MESSAGE }, 403);
  await next();
});

const docs = {
  read: doc(
    TAG,
    'The search synonym list and its version',
    { 200: SynonymListAnswerSchema, ...SIGNED_IN },
    {
      security: SHOP_TOKEN,
    },
  ),
  save: doc(
    TAG,
    'Replace the search synonym list (the whole list, from the version it was loaded at); the site rebuilds',
    {
      200: SynonymListAnswerSchema,
      400: 'The body is not a JSON object.',
      ...SIGNED_IN,
      409: StaleSynonymsSchema,
      422: `${SYNONYM_TERM_MESSAGE} ${SYNONYM_GROUP_MESSAGE} ${SYNONYM_LIST_MESSAGE} Nothing was changed.`,
    },
    { security: SHOP_TOKEN, body: true },
  ),
  analytics: doc(
    TAG,
    "The last days' searches: top queries, queries that found nothing, corrections applied",
    { 200: SearchAnalyticsSchema, 400: 'days must be a whole number from 1 to 90.', ...SIGNED_IN },
    { security: SHOP_TOKEN },
  ),
};

const AnalyticsQuery = v.strictObject({ days: v.optional(wholeNumberText('days', 1, 90), '7') });

export const adminSearchTuningRoutes = new Hono<AppEnv>()
  .get('/search/synonyms', docs.read, allow('catalogue:write'), async (c) =>
    c.json({ data: await readSynonymList(c.var.db) }),
  )
  .put(
    '/search/synonyms',
    docs.save,
    allow('catalogue:write'),
    validate('json', SynonymsEditSchema),
    async (c) => {
      const { groups, version } = c.req.valid('json');
      const result = await c.var.db.transaction(async (tx) => {
        const outcome = await saveSynonymList(tx, version, groups);
        if ('saved' in outcome)
          await recordAudit(tx, c.var.actor, {
            action: 'search-synonyms.edit',
            entity: 'search_synonyms',
            entityId: 1,
            before: { groups: outcome.before.groups },
            after: { groups: outcome.saved.groups },
          });
        return outcome;
      });
      if ('stale' in result)
        return c.json({ message: staleMessage('synonym list'), current: result.stale }, 409);
      c.var.deps.catalogueChanged('search synonyms edited');
      return c.json({ data: result.saved });
    },
  )
  .get(
    '/search/analytics',
    docs.analytics,
    mayReadAnalytics,
    validate('query', AnalyticsQuery),
    async (c) => {
      const { days } = c.req.valid('query');
      // Searches still tallied in memory count too.
      await flushSearchLog(c.var.db);
      return c.json({ data: await searchAnalytics(c.var.db, Number(days)) });
    },
  );
