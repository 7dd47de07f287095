import fc from 'fast-check';

/**
 * Bodies for a call, generated from its JSON schema (the contract's zod
 * schema as the OpenAPI document carries it) and then mutated the ways an
 * attacker would: wrong types, missing and extra fields, huge and
 * control-character strings, extreme numbers, arrays for objects.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\r\n', '\t'];

/** strings that have broken servers: controls, huge, SQL and markup, odd Unicode */
export const nastyString = fc.oneof(
  fc.constantFrom(...CONTROL).chain((c) => fc.string({ maxLength: 20 }).map((s) => `${s.slice(0, 10)}${c}${s.slice(10)}`)),
  fc.constantFrom(
    'a'.repeat(100_000),
    '车'.repeat(20_000),
    "' OR 1=1 --",
    '"; DROP TABLE members; --',
    '%00',
    '\\',
    '<script>alert(1)</script>',
    '${jndi:ldap://x}',
    '\u202e\u0000',
    '👩‍👩‍👧‍👦'.repeat(500),
    '',
    ' ',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

export const extremeNumber = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
);

const junk: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  extremeNumber,
  fc.constantFrom(null, true, false, [], {}, [[]], { a: { b: { c: {} } } }),
  fc.jsonValue({ maxDepth: 2 }),
);

function numberFor(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000_000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000_000);
  const lo = Math.max(min, -(2 ** 31));
  const hi = Math.min(max, 2 ** 31 - 1);
  return integer ? fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.max(lo, hi)) }) : fc.double({ min: lo, max: Math.max(lo, hi), noNaN: true });
}

/** a value the schema accepts (mostly: patterns with lookarounds or refinements may still refuse it) */
export function valid(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 4) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => valid(a, depth + 1)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = valid(v, depth + 1);
      return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    case 'array':
      return fc.array(valid(s.items, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 5, 5) });
    case 'string':
      if (s.pattern) {
        try {
          return fc.stringMatching(new RegExp(s.pattern)).map((v) => v.slice(0, s.maxLength ?? 10_000));
        } catch {
          /* a pattern fast-check cannot read: fall through */
        }
      }
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
    case 'integer':
      return numberFor(s, true);
    case 'number':
      return numberFor(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** one mutation of a valid body */
function mutate(body: unknown, fields: string[]): fc.Arbitrary<unknown> {
  const obj = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const keys = Object.keys(obj);
  const some = (ks: string[]) => fc.constantFrom(...(ks.length ? ks : ['x']));
  return fc.oneof(
    // a field with a wrong-typed, huge, control-character or extreme value
    fc.tuple(some([...fields, ...keys]), junk).map(([k, v]) => ({ ...obj, [k]: v })),
    // a field missing
    some(keys).map((k) => Object.fromEntries(Object.entries(obj).filter(([key]) => key !== k))),
    // an extra field
    fc.tuple(fc.constantFrom('role', 'coins', 'memberId', 'status', '__proto__', 'constructor', 'zzz'), junk).map(([k, v]) => ({ ...obj, [k]: v })),
    // an array, a string or a number for the object
    fc.constantFrom([obj], [], 'body', 42, null),
    // every string field nasty at once
    nastyString.map((n) => Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, typeof v === 'string' ? n : v]))),
    // every number extreme at once
    extremeNumber.map((n) => Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, typeof v === 'number' ? n : v]))),
  );
}

/** a JSON body for a call: valid by its schema, or one mutation away from valid */
export function bodyFromSchema(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const fields = Object.keys(schema?.properties ?? {});
  const ok = valid(schema ?? { type: 'object' });
  return fc.oneof({ arbitrary: ok, weight: 1 }, { arbitrary: ok.chain((b) => mutate(b, fields)), weight: 3 });
}
