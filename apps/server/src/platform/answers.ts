import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeEncode } from 'zod/v4/core';
import type { AnswerCheck } from '../config.js';
import { canonical } from './idempotency.js';

const strict: FastifySerializerCompiler<unknown> = (route) => {
  const checked = serializerCompiler(route as never) as (data: unknown) => string;
  const schema = route.schema as unknown;
  if (!(schema instanceof $ZodType)) return checked;
  return (data) => {
    const json = checked(data); // throws ResponseSerializationError when the answer does not match
    const sent = JSON.stringify(data);
    if (canonical(JSON.parse(json)) === canonical(JSON.parse(sent))) return json;
    const encoded = safeEncode(schema, data);
    const cause = new z.ZodError([
      {
        code: 'custom',
        path: [],
        message: `the answer differs from what its schema lets through (undeclared fields or filled defaults): ${firstDifference(JSON.parse(sent), encoded.data)}`,
        input: undefined,
      },
    ]);
    throw new ResponseSerializationError(route.method, route.url, { cause });
  };
};

/**
 * JSON.stringify of the handler's answer — except the route's first answer after start, which goes through `strict`:
 * a handler that always returns more than its schema declares (a whole row) is refused once and logged, in production
 * too, instead of leaking quietly.
 */
const plain: FastifySerializerCompiler<unknown> = (route) => {
  let first: ((data: unknown) => string) | null = strict(route);
  return (data) => {
    if (!first) return JSON.stringify(data);
    const check = first;
    first = null;
    return check(data);
  };
};

/** The first path where the handler's answer and the checked one differ, for the log. */
function firstDifference(sent: unknown, kept: unknown, path = 'answer'): string {
  if (sent && kept && typeof sent === 'object' && typeof kept === 'object') {
    const keys = new Set([...Object.keys(sent), ...Object.keys(kept)]);
    for (const k of keys) {
      const a = (sent as Record<string, unknown>)[k];
      const b = (kept as Record<string, unknown>)[k];
      if (canonical(a) !== canonical(JSON.parse(JSON.stringify(b ?? null)))) return firstDifference(a, b, `${path}.${k}`);
    }
  }
  return path;
}

/**
 * How answers are turned into JSON (docs/decisions/043-fixed-cost-per-request.md):
 * - `strict` (tests, development): checked against the route's response schema, and refused (500, logged as "response
 *   did not match its schema") when the check would drop or change anything — a field the schema does not declare,
 *   a default it would fill — so that what `plain` sends is exactly what the check would have let through;
 * - `plain` (production): JSON.stringify of the handler's answer, no zod pass over it per request — but each route's
 *   first answer after start is checked as in `strict`.
 */
export const answerSerializer = (check: AnswerCheck): FastifySerializerCompiler<unknown> => (check === 'plain' ? plain : strict);
