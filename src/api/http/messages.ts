/**
 * Sentences for people in place of valibot's default messages ('Invalid key: Expected "search" but
 * received undefined'), made when an answer is built, once the issue's path names the field. Messages
 * a schema gives itself (the product spec's texts) are kept as they are.
 */
import * as v from 'valibot';

type Issue = v.BaseIssue<unknown>;

/** The field an issue is about, by the name the caller sent (the last key of its path). */
function fieldName(issue: Issue): string | null {
  const keys = (issue.path ?? []).map((item) => item.key).filter((key) => typeof key === 'string');
  return keys.at(-1) ?? null;
}

const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  Array: 'a list',
  Object: 'an object',
};

/** valibot's '("a" | "b")' or '(string | number)' as 'a or b', 'text or a number'. */
const choices = (expected: string | null) =>
  (expected ?? '')
    .replace(/^\((.*)\)$/, '$1')
    .split(' | ')
    .map((option) => TYPE_NAMES[option] ?? option.replaceAll('"', ''))
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');

function schemaMessage(issue: Issue, field: string): string {
  const input = issue.input;
  if (OBJECTS.has(issue.type) && issue.path?.length) {
    // A key the object needs and did not get, or one a strict object does not take.
    if (issue.expected === 'never') return `${field} is not accepted here.`;
    if (input === undefined) return `${field} is required.`;
  }
  if (Array.isArray(input) && issue.type !== 'array') return `${field} must be a single value, not a list.`;
  switch (issue.type) {
    case 'string':
      return `${field} must be text.`;
    case 'number':
      return `${field} must be a number.`;
    case 'boolean':
      return `${field} must be true or false.`;
    case 'array':
      return `${field} must be a list.`;
    case 'picklist':
    case 'enum':
    case 'literal':
    case 'union':
      return `${field} must be ${choices(issue.expected)}.`;
    default:
      return OBJECTS.has(issue.type) ? `${field} must be an object.` : `${field} is not valid.`;
  }
}

function validationMessage(issue: Issue, field: string): string {
  const requirement = (issue as { requirement?: unknown }).requirement;
  const unit = Array.isArray(issue.input) ? 'items' : 'characters';
  switch (issue.type) {
    case 'min_length':
      return `${field} must have at least ${requirement} ${unit}.`;
    case 'max_length':
      return `${field} must have at most ${requirement} ${unit}.`;
    case 'non_empty':
      return `${field} must not be empty.`;
    case 'min_value':
      return `${field} must be at least ${requirement}.`;
    case 'max_value':
      return `${field} must be at most ${requirement}.`;
    case 'integer':
      return `${field} must be a whole number.`;
    case 'email':
      return `${field} must be an email address.`;
    case 'iso_timestamp':
    case 'iso_date_time':
      return `${field} must be an ISO 8601 date and time.`;
    case 'regex':
      return `${field} is not in the expected format.`;
    default:
      return `${field} is not valid.`;
  }
}

/** A sentence for an issue whose schema gave no message of its own. */
function readableMessage(issue: Issue): string {
  const named = fieldName(issue);
  // Pipe actions on a whole request (a v.check over the body) have no field: the request is meant.
  const field = named ?? 'The request';
  if (issue.kind === 'schema' && !named && OBJECTS.has(issue.type))
    return 'The request must be a JSON object.';
  return issue.kind === 'schema' ? schemaMessage(issue, field) : validationMessage(issue, field);
}

// valibot's default: `Invalid ${label}: Expected ${expected} but received ${received}` (or `Received`).
const DEFAULT_MESSAGE = /^Invalid [\w ]+: (Expected .* but r|R)eceived /s;

type Node = { pipe?: Node[]; wrapped?: Node; entries?: Record<string, Node>; item?: Node };

/** The schema at `keys` inside `schema`, through pipes, optional wrappers, object entries and array items. */
function schemaAt(schema: Node, keys: unknown[]): Node | null {
  let at: Node | undefined = schema;
  for (const key of keys) {
    while (at && !at.entries && !at.item && (at.pipe || at.wrapped)) at = at.pipe?.[0] ?? at.wrapped;
    at = typeof key === 'number' ? at?.item : at?.entries?.[String(key)];
    if (!at) return null;
  }
  return at ?? null;
}

/**
 * The issue's message when its schema gave one, otherwise a sentence naming the field. A missing key
 * gets its field's own message for a missing value when `schema` (the one checked) has one: valibot
 * words it from the object instead.
 */
export function issueMessage(issue: Issue, schema?: v.GenericSchema): string {
  if (!DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  const keys = issue.path?.map((item) => item.key) ?? [];
  const field = schema && issue.input === undefined && keys.length ? schemaAt(schema as Node, keys) : null;
  const own = field ? v.safeParse(field as unknown as v.GenericSchema, undefined) : null;
  const message = own?.success === false ? own.issues[0].message : null;
  return message && !DEFAULT_MESSAGE.test(message) ? message : readableMessage(issue);
}
