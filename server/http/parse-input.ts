// What a request sends, read through its zod schema: the body, the query and the path parameters. The
// contract every route keeps:
//   - A route reads its input only here: parseBody(schema, request.body, refusal?), parseQuery(schema,
//     request.query) and parseParams(schema, request.params). Each answers the parsed value or throws an
//     InvalidInput; a route that refuses input on a check of its own (a value no schema can judge) throws
//     an InvalidInput too.
//   - InvalidInput is a 400 that the one error handler (server/plugins/error-handler.ts) sends in the one
//     shape of refused input:
//       { statusCode: 400, error: 'Bad Request', message, code: 'INVALID_FIELDS', fields? }
//     `message` is a sentence a person can act on, in the route's words; `fields` is the problem per form
//     field, present when the input is a form, so the form shows each problem beside its field
//     (src/lib/api-client.ts reads both; the outbox keeps `fields` with a refused write).
//   - A body's words are the route's (BodyRefusal): by default `fields` holds the first problem of each
//     field by its path and `message` lists them ("email: …; subject: …"). A refusal given as one sentence
//     ("Send the link, …") is for a body that is not a form: it is sent without `fields`.
//   - A missing body or query reads as {}: a form sent empty is told each field it lacks.
//   - A query or path parameter sent twice is refused in plain words, not as a type mismatch, and every
//     problem of a query or path is named in one message ("The query parameter 'page' is invalid: …").
//   - Other 400s are not about the input's shape: what it asks is refused (a deal the database will not
//     store, a reply to a reply, a push service not on the list, a link whose token does not verify,
//     whether missing or forged). Those carry a code of their own, or none (server/http/http-error.ts).
import type { z } from 'zod';
import { HttpError } from './http-error.ts';

/** The code of every refused input. */
export const INVALID_FIELDS = 'INVALID_FIELDS';

/** A 400 for input the client sent: see the contract above. */
export class InvalidInput extends HttpError {
  constructor(message: string, fields?: Record<string, string>) {
    const named = fields && Object.keys(fields).length > 0 ? fields : undefined;
    super(400, message, { code: INVALID_FIELDS, ...(named ? { fields: named } : {}) });
    this.name = 'InvalidInput';
  }
}

/** How a route words a body it refuses. */
export interface BodyRefusal {
  /** The problem per field (default: problemsByPath). */
  fieldsOf?: (error: z.ZodError) => Record<string, string>;
  /**
   * The message, from the problems per field (default: each "field: problem", joined by "; "). One
   * sentence instead: the same message whatever the problem, and no `fields` (the body is not a form).
   */
  message?: string | ((fields: Record<string, string>, error: z.ZodError) => string);
}

/** The first problem of each field, by its path; a problem with the whole body under `whole`. */
export function problemsByPath(error: z.ZodError, whole = 'body'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || whole] ??= issue.message;
  return fields;
}

/** A one-field form refused: its first problem as the message, and beside `field`. */
export const firstProblemAs = (field: string): BodyRefusal => ({
  fieldsOf: (error) => ({ [field]: error.issues[0]!.message }),
  message: (fields) => fields[field]!,
});

const listProblems = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');

/** The body as the schema reads it, or an InvalidInput worded as `refusal` says. */
export function parseBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
  refusal: BodyRefusal = {},
): z.output<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  if (typeof refusal.message === 'string') throw new InvalidInput(refusal.message);
  const fields = (refusal.fieldsOf ?? problemsByPath)(parsed.error);
  throw new InvalidInput((refusal.message ?? listProblems)(fields, parsed.error), fields);
}

function describeIssue(issue: z.core.$ZodIssue, where: string): string {
  if (issue.code === 'unrecognized_keys') {
    return `Unknown ${where} parameter${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
  }
  const name = issue.path.join('.') || where;
  return `The ${where} parameter '${name}' is invalid: ${issue.message}.`;
}

function parseParameters<T extends z.ZodType>(
  schema: T,
  input: unknown,
  where: 'query' | 'path',
): z.output<T> {
  // A repeated parameter arrives as a list; say so plainly instead of reporting a type mismatch.
  const repeated = Object.entries((input ?? {}) as Record<string, unknown>).find(([, value]) =>
    Array.isArray(value),
  );
  if (repeated) throw new InvalidInput(`The ${where} parameter '${repeated[0]}' must be given once.`);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new InvalidInput(result.error.issues.map((issue) => describeIssue(issue, where)).join(' '));
}

/** The query string's parameters as the schema reads them, or an InvalidInput naming each problem. */
export const parseQuery = <T extends z.ZodType>(schema: T, query: unknown): z.output<T> =>
  parseParameters(schema, query, 'query');

/** The path's parameters as the schema reads them, or an InvalidInput naming each problem. */
export const parseParams = <T extends z.ZodType>(schema: T, params: unknown): z.output<T> =>
  parseParameters(schema, params, 'path');
