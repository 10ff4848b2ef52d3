// Values for a route's fields, drawn from the JSON Schema the OpenAPI document gives for them
// (fastify-type-provider-zod turns each contract zod schema into one). Imported by the sweeps only.
import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the contract's schemas turn into. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
}

/** Text an attacker tries first: injections, traversal, encodings, sizes, prototype keys. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202e',
  '%00',
  '%c0%ae',
  '../../../etc/passwd',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '\ud800',
  'x'.repeat(5000),
  '🏋️'.repeat(300),
];

/** Any JSON value at all, weighted toward the ones that break parsers and validators. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e308, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

function stringArbitrary(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 400);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map(iso);
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => iso(d).slice(0, 10));
  // An address field's rule is a zod pipe the document shows only as a string.
  if (/e-?mail/i.test(name) && !schema.pattern) return fc.emailAddress();
  // A list of ids in one text field ("1,2,3"), checked by a refinement the document cannot show.
  if (/Ids$/.test(name) && !schema.pattern)
    return fc
      .array(fc.integer({ min: 1, max: 9999 }), { minLength: 1, maxLength: 4 })
      .map((ids) => ids.join(','));
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot invert (lookarounds): plain text, often refused.
    }
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}

const iso = (d: Date) => {
  const year = d.getUTCFullYear();
  return year >= 0 && year <= 9999 ? d.toISOString() : new Date(0).toISOString();
};

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true ? 1 : 0;
  const exclusiveMax = schema.exclusiveMaximum === true ? 1 : 0;
  const min = Math.max(
    schema.minimum !== undefined ? schema.minimum + exclusiveMin : -1e6,
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -1e15,
  );
  const max = Math.min(
    schema.maximum !== undefined ? schema.maximum - exclusiveMax : 1e6,
    typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : 1e15,
  );
  if (typeOf(schema) === 'integer')
    return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true });
}

function objectArbitrary(schema: JsonSchema, mode: Mode): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, sub]) => [key, arbitraryFor(sub, mode, key)]),
  );
  const keys = Object.keys(fields).filter((k) => !required.has(k));
  const record = fc.record(fields, { requiredKeys: [...required].filter((k) => k in fields) });
  if (mode === 'valid') return record;
  // Hostile: sometimes a required field goes missing or an unknown one comes along.
  return fc
    .tuple(record, fc.option(fc.constantFrom(...required, ...keys, 'extra')), hostileValue)
    .map(([value, touch, junk]) => {
      if (touch === null) return value;
      const copy: Record<string, unknown> = { ...value };
      if (required.has(touch)) delete copy[touch];
      else copy[touch] = junk;
      return copy;
    });
}

export type Mode = 'valid' | 'hostile';

/**
 * An arbitrary for values of `schema`. 'valid' draws what the schema accepts (as far as JSON Schema
 * can say: refinements are not in the document); 'hostile' mixes in wrong types, missing and extra
 * fields and nasty text at every level.
 */
export function arbitraryFor(
  schema: JsonSchema | undefined,
  mode: Mode,
  name = '',
): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema ?? {}, mode, name);
  if (mode === 'valid') return valid;
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}

function validArbitrary(schema: JsonSchema, mode: Mode, name: string): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  let arb: fc.Arbitrary<unknown>;
  if (alternatives?.length) arb = fc.oneof(...alternatives.map((s) => arbitraryFor(s, mode, name)));
  else if (schema.allOf?.length) arb = arbitraryFor(schema.allOf[0], mode, name);
  else if (schema.const !== undefined) arb = fc.constant(schema.const);
  else if (schema.enum?.length) arb = fc.constantFrom(...schema.enum);
  else {
    switch (typeOf(schema)) {
      case 'object':
        arb = objectArbitrary(schema, mode);
        break;
      case 'array':
        arb = fc.array(arbitraryFor(schema.items, mode, name), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, 10),
        });
        break;
      case 'string':
        arb = stringArbitrary(schema, name);
        break;
      case 'integer':
      case 'number':
        arb = numberArbitrary(schema);
        break;
      case 'boolean':
        arb = fc.boolean();
        break;
      case 'null':
        arb = fc.constant(null);
        break;
      default:
        arb = hostileValue;
    }
  }
  return schema.nullable ? fc.option(arb, { nil: null, freq: 5 }) : arb;
}

/**
 * Whether a single value fits a leaf of the schema (type, enum, pattern, lengths, bounds): the
 * authorization sweep puts another member's ids only where the route would accept them.
 */
export function leafAccepts(schema: JsonSchema, value: unknown): boolean {
  if (schema.anyOf || schema.oneOf)
    return (schema.anyOf ?? schema.oneOf)!.some((s) => leafAccepts(s, value));
  if (schema.enum) return schema.enum.includes(value);
  if (schema.const !== undefined) return schema.const === value;
  const type = typeOf(schema);
  if (typeof value === 'string' && type === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) return false;
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
    if (schema.format === 'uuid' || schema.format === 'date' || schema.format === 'date-time')
      return false;
    return !schema.pattern || new RegExp(schema.pattern).test(value);
  }
  if (typeof value === 'number' && (type === 'integer' || type === 'number')) {
    if (type === 'integer' && !Number.isInteger(value)) return false;
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
    return true;
  }
  return false;
}
