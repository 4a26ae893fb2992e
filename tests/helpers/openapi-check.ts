/**
 * Checks live API answers against the API's own OpenAPI document: the operation, its status and media
 * type must be documented, and a JSON body must match the documented schema (JSON Schema 2020-12,
 * with formats). Records which statuses each operation was seen with, for coverage checks.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';

type Schema = Record<string, unknown>;
interface Media {
  schema?: Schema;
}
interface Operation {
  tags?: string[];
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema> };
}

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answers' fields loosely
  body: any;
}

/** The document's operations as 'METHOD /path' keys; only those tagged `tag` when given. */
export function operations(doc: OpenApiDocument, tag?: string): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => !tag || operation.tags?.includes(tag))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

export function createChecker(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new WeakMap<Schema, ValidateFunction>();
  const validatorFor = (schema: Schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      // The document's components travel with each schema, so its #/components/... references resolve.
      validate = ajv.compile({ ...schema, components: doc.components });
      compiled.set(schema, validate);
    }
    return validate;
  };
  /** Statuses seen per operation. */
  const seen = new Map<string, Set<number>>();

  /** Checks a response to the operation `op` ('GET /products/{sku}') against the document. */
  async function check(op: string, res: Response): Promise<Answer> {
    const [method, path] = op.split(' ') as [string, string];
    const operation = doc.paths[path]?.[method.toLowerCase()];
    expect(operation, `${op} is in the document`).toBeDefined();
    const text = await res.text();
    const documented = operation!.responses[String(res.status)];
    expect(documented, `${op} documents ${res.status} (answered ${text.slice(0, 300)})`).toBeDefined();
    const type = (res.headers.get('Content-Type') ?? '').split(';')[0]!.trim();
    const media = documented!.content?.[type];
    // An answer without a body (a redirect) is documented without content.
    if (text || documented!.content) expect(media, `${op} ${res.status} documents ${type}`).toBeDefined();
    let body: unknown = text;
    if (type === 'application/json') {
      body = JSON.parse(text);
      const validate = validatorFor(media!.schema!);
      const valid = validate(body);
      expect(valid, `${op} ${res.status}: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 500)}`).toBe(
        true,
      );
    }
    if (!seen.has(op)) seen.set(op, new Set());
    seen.get(op)!.add(res.status);
    return { status: res.status, headers: res.headers, body };
  }

  return { check, seen };
}
