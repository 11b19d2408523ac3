/*
 * Malformed requests for every operation of an OpenAPI document (issue 14's fuzz test). Everything
 * random comes from one seeded generator, so a failure names the seed that reproduces it.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
}

export interface Operation {
  method: string;
  /** OpenAPI path with {name} placeholders. */
  path: string;
  pathParams: string[];
  queryParams: Array<{ name: string; schema: JsonSchema }>;
  body?: JsonSchema;
}

export interface FuzzCase {
  name: string;
  pathValues?: Record<string, string>;
  /** Query string, already encoded. */
  query?: string;
  /** Raw body and its content type; undefined sends none. */
  payload?: string;
  contentType?: string;
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return out;
  };
  return { next, pick };
}
export type Random = ReturnType<typeof seededRandom>;

const HUGE = 'x'.repeat(1024 * 1024);
const UNICODE = [
  'Ünïcödé ñandú',
  '漢字とかなのテスト',
  '👩🏽‍🚀🏃‍♀️🇦🇺',
  '\u202Egnp.exe',
  '\ud800 lone surrogate',
  '\ufeffBOM',
  'e\u0301\u0301\u0301',
  '𝕏𝔶𝔷',
  'مرحبا بالعالم',
];
const CONTROL = ['\u0000', 'a\u0000b', '\u0007\u001b[31m', '\r\n\t', '\u0085\u009b', '\u007f'];
/** Sent to every field and query parameter: the inputs that broke the server before (issue 14). */
const ALWAYS: unknown[] = [...CONTROL, '', 'a'.repeat(100_000), 99999999999];
const WRONG_TYPES: unknown[] = [12345, -1, true, null, {}, [], { nested: { deep: [1, 2] } }, 'text'];
const NUMBERS: unknown[] = [0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, '1', 'NaN'];
/** Drawn from at random for each field, a few at a time. */
const VALUES: unknown[] = [
  ...WRONG_TYPES,
  ...NUMBERS,
  ' ',
  '漢👩🏽‍🚀'.repeat(20_000),
  ...UNICODE,
  ['\u0000'],
  Array.from({ length: 5000 }, () => '5k'),
  [null, 1, 'x'],
  '<script>alert(1)</script>',
  "'; drop table users; --",
  "$` $' $& $1".repeat(500),
  'javascript:alert(1)',
  '2030-02-30',
  '25:99',
];

const QUERY_ALWAYS = ['', '\u0000', 'x\u0000y', '\u0007', '99999999999999999999', 'a'.repeat(64_000)];
const QUERY_VALUES = [
  'abc',
  '-1',
  '0',
  '1e400',
  'NaN',
  'Infinity',
  '%00',
  ...UNICODE,
  '[object Object]',
  '2030-13-45',
];

export const ID_VALUES = [
  '0',
  '-1',
  '99999999999',
  '2147483648',
  '1e3',
  '0x1f',
  'abc',
  '%00',
  '%E0%A4%A',
  encodeURIComponent('٣'),
  encodeURIComponent('\u0000'),
  'a'.repeat(1000),
  '..%2F..%2Fetc',
  '1.5',
];

/** Field names that say what a plausible value looks like, so a base body can get past the first check. */
function hinted(name: string, counter: () => number): unknown {
  const n = name.toLowerCase();
  if (n.includes('email')) return `fuzz.${counter()}@example.com`;
  if (n.includes('password')) return 'Fuzz-Runner-4242';
  if (n.endsWith('date') || n === 'dateofbirth') return n === 'dateofbirth' ? '1990-05-01' : '2030-01-05';
  if (n === 'time') return '06:30';
  if (n.includes('url') || n.includes('website')) return 'https://example.com/run';
  if (n === 'location') return 'Bondi, NSW 2026';
  if (n === 'lat') return -33.89;
  if (n === 'lng') return 151.27;
  if (n === 'emoji') return '👍';
  if (n === 'distances') return ['5k'];
  if (n === 'targettime') return '4:00:00';
  if (n === 'path') return '/events';
  if (n === 'token') return 'f'.repeat(43);
  return undefined;
}

/** A value that fits `schema` as far as a generic walk can tell (enums, types, bounds, name hints). */
export function sample(schema: JsonSchema | undefined, name: string, counter: () => number): unknown {
  if (!schema) return 'fuzz';
  if (schema.enum?.length) return schema.enum[0];
  const alternative = schema.anyOf ?? schema.oneOf;
  if (alternative) return sample(alternative.find((s) => s.type !== 'null') ?? alternative[0], name, counter);
  if (schema.allOf?.length) return sample(schema.allOf[0], name, counter);
  const hint = hinted(name, counter);
  if (hint !== undefined) return hint;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return 'Fuzz text'.padEnd(schema.minLength ?? 0, 'z');
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sample(schema.items, name, counter),
      );
    case 'object':
    case undefined:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [key, sample(s, key, counter)]),
      );
    default:
      return 'fuzz';
  }
}

const show = (v: unknown) => {
  const text = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length})` : text;
};

/** The malformed requests for one operation (path parameters not named in a case get a real id). */
export function casesFor(op: Operation, random: Random, counter: () => number): FuzzCase[] {
  const cases: FuzzCase[] = [{ name: 'as documented' }];
  for (const param of op.pathParams)
    for (const value of ID_VALUES)
      cases.push({ name: `path ${param}=${show(value)}`, pathValues: { [param]: value } });
  for (const { name } of op.queryParams) {
    for (const value of [...QUERY_ALWAYS, ...random.pick(QUERY_VALUES, 4)])
      cases.push({
        name: `query ${name}=${show(value)}`,
        query: new URLSearchParams({ [name]: value }).toString(),
      });
    cases.push({ name: `query ${name} twice`, query: `${name}=1&${name}=2` });
  }
  if (op.queryParams.length) cases.push({ name: 'unknown query', query: 'zzz=1&__proto__=x&constructor=y' });

  const base = op.body ? (sample(op.body, '', counter) as Record<string, unknown>) : {};
  const json = (name: string, value: unknown) =>
    cases.push({ name, payload: JSON.stringify(value), contentType: 'application/json' });
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    json('body as sampled', base);
    for (const [key] of Object.entries(op.body?.properties ?? {}))
      for (const value of [...ALWAYS, ...random.pick(VALUES, 5)])
        json(`body ${key}=${show(value)}`, { ...base, [key]: value });
    for (const value of [null, [], 'text', 42, true, {}]) json(`body ${show(value)}`, value);
    // Written by hand: in an object literal `__proto__` would set the prototype, not a key.
    const extras = '"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":true}},"zz":1';
    const fields = JSON.stringify(base).slice(1, -1);
    cases.push({
      name: 'extra fields',
      payload: `{${[extras, fields].filter(Boolean).join(',')}}`,
      contentType: 'application/json',
    });
    cases.push({ name: 'bad JSON', payload: '{"a":', contentType: 'application/json' });
    cases.push({ name: 'empty JSON body', payload: '', contentType: 'application/json' });
    cases.push({
      name: '1 MB string',
      payload: JSON.stringify({ ...base, [Object.keys(base)[0] ?? 'x']: HUGE }),
      contentType: 'application/json',
    });
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'image/png',
    ])
      cases.push({ name: `content type ${contentType}`, payload: 'a=1&b=%00', contentType });
  }
  return cases;
}

/** The operations of an OpenAPI 3 document. */
export function operationsOf(doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (op.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema })),
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}
