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

/**
 * Characters a database or a parser has choked on (issue 15 item 3, issue 31 item 7): NUL and the other C0 controls,
 * DEL, C1 controls, and lone UTF-16 surrogates — high, low, a pair in the wrong order — which JSON can carry as
 * `\ud800` escapes, jsonb refuses and a text column would keep as U+FFFD.
 */
export const BAD_CHARS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\udc00\ud800',
];
const CONTROL = [...BAD_CHARS, '\r\n', '\t'];
export const badChar = fc.constantFrom(...BAD_CHARS);

/** `what` put into `s` at a place chosen by `at`, between two code points (a pair stays a pair) */
export function insertAt(s: string, at: number, what: string): string {
  const points = [...s];
  const i = at % (points.length + 1);
  return [...points.slice(0, i), what, ...points.slice(i)].join('');
}

/** a string from `strings` with one bad character in it somewhere */
export const tainted = (strings: fc.Arbitrary<string>) => fc.tuple(strings, badChar, fc.nat()).map(([s, c, at]) => insertAt(s, at, c));

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
          return fc
            .stringMatching(new RegExp(s.pattern))
            .map((v) => v.slice(0, s.maxLength ?? 10_000))
            .filter((v) => v.length >= (s.minLength ?? 0));
        } catch {
          /* a pattern fast-check cannot read: fall through */
        }
      }
      return fc.oneof(
        ...(['grapheme-ascii', 'grapheme'] as const).map((unit) =>
          fc.string({ unit, minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) }),
        ),
      );
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

type Path = Array<string | number>;

/** where the strings of a value are, at any depth (objects, arrays) */
function stringPaths(v: unknown, at: Path = []): Path[] {
  if (typeof v === 'string') return [at];
  if (Array.isArray(v)) return v.flatMap((x, i) => stringPaths(x, [...at, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => stringPaths(x, [...at, k]));
  return [];
}

/** `v` with the value at `path` changed by `change` (a copy; `v` is left as it was) */
function changeAt(v: unknown, path: Path, change: (s: string) => string): unknown {
  if (!path.length) return typeof v === 'string' ? change(v) : v;
  const [head, ...rest] = path;
  if (Array.isArray(v)) return v.map((x, i) => (i === head ? changeAt(x, rest, change) : x));
  if (v && typeof v === 'object')
    return { ...(v as object), [head as string]: changeAt((v as Record<string, unknown>)[head as string], rest, change) };
  return v;
}

/** every string of `v`, at any depth, changed by `change` */
function changeStrings(v: unknown, change: (s: string) => string): unknown {
  if (typeof v === 'string') return change(v);
  if (Array.isArray(v)) return v.map((x) => changeStrings(x, change));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, changeStrings(x, change)]));
  return v;
}

/** one mutation of a valid body */
function mutate(body: unknown, fields: string[]): fc.Arbitrary<unknown> {
  const obj = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const keys = Object.keys(obj);
  const some = (ks: string[]) => fc.constantFrom(...(ks.length ? ks : ['x']));
  const strings = stringPaths(body);
  return fc.oneof(
    // one string anywhere — a field, nested, an array item — with a bad character put in it, the body otherwise valid
    ...(strings.length
      ? [fc.tuple(fc.constantFrom(...strings), badChar, fc.nat()).map(([path, c, at]) => changeAt(body, path, (s) => insertAt(s, at, c)))]
      : []),
    // every string at any depth with the same bad character
    fc.tuple(badChar, fc.nat()).map(([c, at]) => changeStrings(body, (s) => insertAt(s, at, c))),
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

/**
 * A string as a path segment or a query value: percent-encoded UTF-8, a lone surrogate as the three bytes it would
 * take (WTF-8: `%ED%A0%80`), which no UTF-8 decoder accepts.
 */
export function encodeLoose(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const next = s.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(s.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(s[i]!);
  }
  return out;
}

/** path parameters and query values: bad characters percent-encoded, bad escapes, traversal, numbers, huge */
export const urlValue = fc.oneof(
  tainted(fc.string({ maxLength: 20 })).map(encodeLoose),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeLoose),
  fc.constantFrom(
    'x',
    '1',
    '0',
    '-1',
    '1.5',
    '99999999999',
    '%00',
    '%01',
    '%1B',
    '%7F',
    '%C2%85',
    '%00.zip',
    '1%00.zip',
    '..',
    '%2e%2e',
    '%2F',
    '..%2F..%2Fetc%2Fpasswd',
    '%5C',
    'a'.repeat(300),
    '%ff',
    '%',
    '%zz',
    '%ED%A0%80',
    '%ED%B0%80',
  ),
);

/** a route's URL with each `{param}` of its template a `urlValue`, and a query string of its own and other names */
export function urlFor(template: string, queryNames: string[]): fc.Arbitrary<string> {
  const params = template.match(/\{\w+\}/g) ?? [];
  return fc
    .tuple(
      fc.array(urlValue, { minLength: params.length, maxLength: params.length }),
      fc.array(fc.tuple(fc.constantFrom(...queryNames, 'x', '__proto__'), urlValue), { maxLength: 3 }),
    )
    .map(([values, query]) => {
      let i = 0;
      const path = template.replace(/\{\w+\}/g, () => values[i++]!);
      return query.length ? `${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : path;
    });
}

/** a route's URLs with each bad character once in each path parameter and each query value (the others plain) */
export function badCharUrls(template: string, queryNames: string[]): string[] {
  const params = template.match(/\{\w+\}/g) ?? [];
  const plain = template.replace(/\{\w+\}/g, 'x');
  return BAD_CHARS.flatMap((c) => {
    const v = encodeLoose(`a${c}b`);
    return [
      ...params.map((_, k) => {
        let i = 0;
        return template.replace(/\{\w+\}/g, () => (i++ === k ? v : 'x'));
      }),
      ...queryNames.map((q) => `${plain}?${q}=${v}`),
    ];
  });
}

/**
 * One body valid by the schema (the same every run) and, for each of its strings at any depth, a copy with a NUL and
 * a copy with a lone surrogate in that string: what the database refuses, in a body otherwise fit to reach it.
 */
export function taintedBodies(schema: JsonSchema | undefined): unknown[] {
  const [body] = fc.sample(valid(schema ?? { type: 'object' }), { numRuns: 1, seed: 31 });
  return stringPaths(body).flatMap((path) => ['\u0000', '\ud800'].map((c) => changeAt(body, path, (s) => `${s}${c}`)));
}
