/**
 * Product search's shapes beside the results: the answer's corrected query, the shop's synonym list
 * (public for the build, edited in the back office), the log of searches the static backend reports,
 * and the back office's search analytics. One source for the API, its OpenAPI document and the clients.
 */
import * as v from 'valibot';
import { SYNONYM_TERMS_MAX } from '../../search/synonyms.ts';
import { ProductSchema } from './catalogue.ts';
import { Count, Timestamp } from './common.ts';

export { SYNONYM_TERMS_MAX };

/** GET /search-product: up to 15 products, and the query searched instead when the typed one found nothing. */
export const SearchAnswerSchema = v.strictObject({
  data: v.array(ProductSchema),
  /** The query with its misspelt words corrected ("brake pads" for "brkae pads"), or null. */
  corrected_query: v.nullable(v.string()),
});
export type SearchAnswer = v.InferOutput<typeof SearchAnswerSchema>;

export const SYNONYM_GROUPS_MAX = 500;
export const SYNONYM_TERM_MAX = 40;

export const SYNONYM_TERM_MESSAGE = `A synonym is 1 to ${SYNONYM_TERM_MAX} characters with a letter or digit.`;
export const SYNONYM_GROUP_MESSAGE = `A group has 1 to ${SYNONYM_TERMS_MAX} synonyms.`;
export const SYNONYM_LIST_MESSAGE = `The list has at most ${SYNONYM_GROUPS_MAX} groups.`;

const Term = v.pipe(
  v.string(SYNONYM_TERM_MESSAGE),
  v.trim(),
  v.minLength(1, SYNONYM_TERM_MESSAGE),
  v.maxLength(SYNONYM_TERM_MAX, SYNONYM_TERM_MESSAGE),
  v.regex(/[\p{L}\p{N}]/u, SYNONYM_TERM_MESSAGE),
);

/** A synonym list as a client sends it: groups of equivalent terms. */
export const SynonymGroupsSchema = v.pipe(
  v.array(
    v.pipe(
      v.array(Term, SYNONYM_GROUP_MESSAGE),
      v.minLength(1, SYNONYM_GROUP_MESSAGE),
      v.maxLength(SYNONYM_TERMS_MAX, SYNONYM_GROUP_MESSAGE),
    ),
    'groups must be a list of groups, each a list of synonyms',
  ),
  v.maxLength(SYNONYM_GROUPS_MAX, SYNONYM_LIST_MESSAGE),
);

/** GET /catalogue/synonyms: the list the build's static search applies. */
export const PublicSynonymsSchema = v.strictObject({ data: v.array(v.array(v.string())) });

/** The back office's copy: the list, its version (0 while the shop still uses the seed list) and when saved. */
export const SynonymListSchema = v.strictObject({
  groups: v.array(v.array(v.string())),
  version: Count,
  updated_at: v.nullable(Timestamp),
});
export type SynonymList = v.InferOutput<typeof SynonymListSchema>;
export const SynonymListAnswerSchema = v.strictObject({ data: SynonymListSchema });
/** 409: someone saved the list since it was loaded; `current` is the list as it is now. */
export const StaleSynonymsSchema = v.strictObject({ message: v.string(), current: SynonymListSchema });

/** PUT /admin/search/synonyms: the whole list and the version it was edited from. */
export const SynonymsEditSchema = v.strictObject({
  groups: SynonymGroupsSchema,
  version: v.pipe(
    v.number('version must be the number the list was loaded with'),
    v.integer('version must be a whole number'),
    v.minValue(0, 'version must be 0 or more'),
  ),
});

export const SEARCH_LOG_QUERY_MAX = 100;

/** POST /search-log: a search the static backend ran, told by the browser. */
export const SearchLogSchema = v.strictObject({
  query: v.pipe(
    v.string('query must be text'),
    v.trim(),
    v.minLength(1, 'query is required'),
    v.maxLength(SEARCH_LOG_QUERY_MAX, `query must be at most ${SEARCH_LOG_QUERY_MAX} characters`),
  ),
  results: v.pipe(
    v.number('results must be a number'),
    v.integer('results must be a whole number'),
    v.minValue(0, 'results must be 0 or more'),
    v.maxValue(100_000, 'results must be at most 100000'),
  ),
  corrected_to: v.optional(
    v.nullable(
      v.pipe(
        v.string('corrected_to must be text or null'),
        v.trim(),
        v.maxLength(SEARCH_LOG_QUERY_MAX, `corrected_to must be at most ${SEARCH_LOG_QUERY_MAX} characters`),
      ),
    ),
  ),
});

const QueryCount = v.strictObject({ query: v.string(), searches: Count, results: Count });

/** GET /admin/search/analytics: the last days' searches, both backends together. */
export const SearchAnalyticsSchema = v.strictObject({
  data: v.strictObject({
    days: Count,
    searches: Count,
    top: v.array(QueryCount),
    zero_results: v.array(v.strictObject({ query: v.string(), searches: Count })),
    corrections: v.array(v.strictObject({ query: v.string(), corrected_to: v.string(), searches: Count })),
  }),
});
export type SearchAnalytics = v.InferOutput<typeof SearchAnalyticsSchema>['data'];
