import fc from 'fast-check';

/** The part of JSON Schema (as the OpenAPI document writes it) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
}

/** Texts that broke or could break a parser, a query or the database. */
const NASTY_TEXTS = [
  '',
  ' ',
  '\0',
  'a\0b',
  '\u0000\u0000',
  '0x10',
  '-1',
  '+1',
  ' 1',
  '1\n',
  '1e3',
  '01',
  '2.5',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '9'.repeat(400),
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '%',
  '%00',
  '%E0%A4%A',
  '../..',
  "' OR 1=1 --",
  '\\',
  '<script>alert(1)</script>',
  'Ωmega ☃ 💥 中文',
  '\uD800',
  'a\uDC00b',
  'Count \uD83D',
  '\u202E\u200B',
];

export const nastyText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 4 }).map((text) => text.repeat(2500)) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}\0${b}`),
  },
);

/** Numbers at and beyond the edges of a PostgreSQL integer, fractions, and the extremes of a double. */
export const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    0.5,
    2.5,
    -5,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, nested a little, with the texts and numbers above. */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyText,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('id', 'version', '\0', '\uD800', 'constructor')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;

/** Raw request bodies that are not what JSON.parse gives back: malformed, deeply nested, prototype keys. */
export const rawBodies = fc.constantFrom(
  '{',
  '{"a":',
  'null',
  '"text"',
  '12',
  '[]',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"\\u0000":1}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  `{"x":"${'y'.repeat(2_100_000)}"}`,
);

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** Which members an object gets: some optional ones at random, every one, or only the required ones. */
export type Members = 'some' | 'every' | 'required';

/**
 * A value the schema accepts, or nearly: the shape, types, enums, bounds and patterns of the document, with the
 * ids of records that exist preferred for integers.
 */
export function fromSchema(
  schema: JsonSchema,
  ids: readonly number[],
  members: Members = 'some',
  depth = 0,
): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  let value: fc.Arbitrary<unknown>;
  if (options && options.length > 0) {
    value = fc.oneof(...options.map((option) => fromSchema(option, ids, members, depth + 1)));
  } else if (schema.enum && schema.enum.length > 0) {
    value = fc.constantFrom(...schema.enum);
  } else {
    const [type] = typesOf(schema);
    value = fromType(type, schema, ids, members, depth);
  }
  return schema.nullable && members === 'some' ? fc.option(value, { nil: null, freq: 8 }) : value;
}

let plainTexts = 0;
const plainText = (maxLength: number) => `Fuzz ${++plainTexts} ${'x'.repeat(30)}`.slice(0, Math.max(maxLength, 1));

/** A password every rule of the contract accepts. */
const GOOD_PASSWORD = 'Fuzz#Pass2026';

function fromType(
  type: string | undefined,
  schema: JsonSchema,
  ids: readonly number[],
  members: Members,
  depth: number,
) {
  switch (type) {
    case 'object': {
      if (depth > 6) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = (schema.required ?? []).filter((key) => key in properties);
      const keys = members === 'required' ? required : Object.keys(properties);
      const model = Object.fromEntries(
        keys.map((key) => [key, fromSchema(properties[key] ?? {}, ids, members, depth + 1)]),
      );
      return members === 'some' ? fc.record(model, { requiredKeys: required }) : fc.record(model);
    }
    case 'array':
      if (depth > 6 || !schema.items) return fc.constant([]);
      // A fixed base holds one item of each list: enough to reach every member once.
      if (members === 'every') return fromSchema(schema.items, ids, members, depth + 1).map((item) => [item]);
      if (members === 'required') return fc.constant([]);
      return fc.array(fromSchema(schema.items, ids, members, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -(2 ** 31);
      const max = schema.maximum ?? 2 ** 31 - 1;
      const inRange = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
      const known = ids.filter((id) => id >= min && id <= max);
      return known.length > 0 ? fc.oneof(fc.constantFrom(...known), inRange) : inRange;
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (schema.allOf?.some((part) => part.pattern)) return fc.constant(GOOD_PASSWORD);
      const maxLength = Math.min(schema.maxLength ?? 30, 30);
      const minLength = Math.min(schema.minLength ?? 0, maxLength);
      // The fixed bases of the deterministic cases hold plain text, new each time, so that neither a blank nor a
      // duplicate name decides before the one value under test does.
      if (members !== 'some' && !schema.pattern) return fc.constant(null).map(() => plainText(maxLength));
      if (schema.pattern) {
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Number.MAX_SAFE_INTEGER));
      }
      return fc.string({ minLength, maxLength });
    }
    default:
      return nastyJson;
  }
}

export type JsonPath = (string | number)[];

/** The path of every value inside a JSON value (object members and array items), depth-first. */
export function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...pathsOf(inner, path)];
  });
}

/** A copy of `value` with the value at `path` replaced (undefined drops it from the JSON). */
export function withValueAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = replacement;
  return copy;
}

/** Replaces one value inside `value` (the index picks which, counted depth-first) with `replacement`. */
export function mutateOne(value: unknown, index: number, replacement: unknown): unknown {
  const paths = pathsOf(value);
  const path = paths[index % Math.max(paths.length, 1)];
  return withValueAt(value, path ?? [], replacement);
}
