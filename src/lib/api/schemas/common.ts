/**
 * The building blocks of the API's wire shapes (src/lib/api/schemas/): ids, counts, times, money and
 * the paged list. Each schema in this folder is the one description of an answer: the API's OpenAPI
 * document is made from it (src/api/http/openapi.ts's doc()), and the shop's, the build's and the back
 * office's types are inferred from it. Browser-safe: valibot and lib modules only.
 */
import * as v from 'valibot';

export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A whole number of cents. */
export const Cents = v.pipe(v.number(), v.integer());
export const Timestamp = v.pipe(v.string(), v.isoTimestamp());
/** Dollars as text with two decimals, e.g. "129.95". */
export const Money = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/));

/** An option/value pair (product_meta, page meta, user_meta). */
export const MetaSchema = v.pipe(
  v.strictObject({ option: v.string(), value: v.string() }),
  v.metadata({ ref: 'Meta' }),
);
export type ApiMeta = v.InferOutput<typeof MetaSchema>;

/** A success that only says what happened. */
export const MessageSchema = v.strictObject({ message: v.string() });

/** The back office's paged lists: one page of rows, its number and size, and how many there are. */
export const paged = <T extends v.GenericSchema>(row: T) =>
  v.strictObject({ data: v.array(row), page: Id, per_page: Id, total: Count });

/** One page of a back-office list (paged()'s answer) of rows of type T. */
export type Page<T> = Omit<v.InferOutput<ReturnType<typeof paged>>, 'data'> & { data: T[] };
