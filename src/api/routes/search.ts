/**
 * Product search's public calls beside GET /search-product:
 *   GET  /catalogue/synonyms   the shop's synonym list, for the build's static search
 *   POST /search-log           { query, results, corrected_to? } a search the static backend ran,
 *                              counted for the back office's report; 204, rate limited as searches are
 */
import { Hono } from 'hono';
import { PublicSynonymsSchema, SearchLogSchema } from '../../lib/api/schemas/search.ts';
import type { AppEnv } from '../env.ts';
import { doc } from '../http/openapi.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { recordSearch } from '../services/search-log.ts';
import { synonymGroups } from '../services/search-synonyms.ts';

const TAG = 'Catalogue';
const docs = {
  synonyms: doc(TAG, 'The synonym groups the search applies (each a list of equivalent terms)', {
    200: PublicSynonymsSchema,
  }),
  log: doc(
    TAG,
    "Counts a search the browser ran on the static index, for the shop's search report",
    {
      204: { description: 'Counted.' },
      400: 'The body is not a JSON object.',
      422: 'query (1-100 characters), results (a whole number) or corrected_to (text or null) is not valid.',
      429: 'Too many searches; try again after Retry-After seconds.',
    },
    { body: true },
  ),
};

export const searchRoutes = new Hono<AppEnv>()
  .get('/catalogue/synonyms', docs.synonyms, async (c) =>
    c.json({ data: await synonymGroups(c.var.db, c.var.deps.productCache) }),
  )
  .post('/search-log', docs.log, rateLimit('search'), validate('json', SearchLogSchema), (c) => {
    const { query, results, corrected_to } = c.req.valid('json');
    recordSearch(c.var.db, { backend: 'static', query, results, correctedTo: corrected_to ?? null });
    return c.body(null, 204);
  });
