import fc from 'fast-check';

/** A JSON Schema node as zod's `toJSONSchema` writes them (draft 2020-12). */
export type JsonSchema = Record<string, unknown>;

/** Strings that have broken servers: NUL, lone surrogates, length, SQL and regex syntax, emoji. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  'x'.repeat(10_000),
  "' OR '1'='1' --",
  '"; drop table lawyers; --',
  '\\',
  '%',
  '_%_',
  '(a+)+$',
  '[',
  '.*',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '😀👩🏽‍⚖️🇨🇦',
  '\u202eevil',
  '١٢٣',
  '../../etc/passwd',
  '%00',
  '',
  ' ',
  '\t\r\n',
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  '__proto__',
  'constructor',
];

export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);

/** Any JSON value, hostile ones first: what a client may send in place of the expected one. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = Math.min(
    typeof schema.maxLength === 'number' ? schema.maxLength : 40,
    Math.max(minLength, 300),
  );
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl();
    default:
  }
  if (typeof schema.pattern === 'string') {
    try {
      // Only the schema's own limit: the default cap of plain strings (40) would filter out every
      // string of a longer fixed-length pattern (a 43-character token) and never end.
      const limit = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= limit);
    } catch {
      // A pattern fast-check cannot invert: plain strings (and the hostile ones) still probe it.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = (schema.minimum ?? schema.exclusiveMinimum) as number | undefined;
  const max = (schema.maximum ?? schema.exclusiveMaximum) as number | undefined;
  if (integer) {
    return fc.integer({
      min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values for a schema: mostly ones that satisfy it (so requests get past validation into the
 * handlers and queries), some hostile in place of any node (so validation itself is probed).
 */
export function arbitraryOf(
  schema: JsonSchema | boolean | undefined,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema === undefined || typeof schema === 'boolean' || depth > 6) return hostileValue;
  const valid = validArbitraryOf(schema, depth);
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: hostileValue });
}

function validArbitraryOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...schema.enum);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length)
      return fc.oneof(...options.map((option) => arbitraryOf(option as JsonSchema, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length)
    return arbitraryOf(schema.allOf[0] as JsonSchema, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  const options = type.map((t): fc.Arbitrary<unknown> => {
    switch (t) {
      case 'string':
        return stringOf(schema);
      case 'integer':
        return numberOf(schema, true);
      case 'number':
        return numberOf(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
        const maxLength = Math.min(
          typeof schema.maxItems === 'number' ? schema.maxItems : 5,
          minLength + 5,
        );
        return fc.array(arbitraryOf(schema.items as JsonSchema, depth + 1), {
          minLength,
          maxLength,
        });
      }
      case 'object': {
        const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
        const required = new Set((schema.required ?? []) as string[]);
        const keys = Object.keys(properties);
        if (!keys.length)
          return fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 3 });
        return fc.record(
          Object.fromEntries(keys.map((key) => [key, arbitraryOf(properties[key], depth + 1)])),
          { requiredKeys: keys.filter((key) => required.has(key)) },
        );
      }
      default:
        return hostileValue;
    }
  });
  return options.length === 1 ? options[0]! : fc.oneof(...options);
}
