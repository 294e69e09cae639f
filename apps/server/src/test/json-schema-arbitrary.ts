import fc from 'fast-check';

/** The part of JSON Schema (as zod writes it into the OpenAPI document) that the fuzz reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export interface ArbitraryOptions {
  /**
   * Real values for a field or parameter name (the store's id for `businessId`, a placed order's for
   * `orderId`, …), offered beside random ones so calls get past their lookups. Empty when none.
   */
  knownValues: (name: string) => readonly unknown[];
  /** Whether values may break the schema: wrong types, NUL, huge numbers, missing or unknown fields. */
  breaking: boolean;
}

const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  'x'.repeat(5_000),
  "'; drop table users; --",
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  '😀'.repeat(40),
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1f',
  '9'.repeat(40),
  'null',
  '[]',
  '{}',
  '\r\n\t',
  '<script>alert(1)</script>',
];
const hostileNumbers = [0, -1, -0, 0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE, -(2 ** 63)];
const hostileOthers: unknown[] = [null, true, false, [], {}, [null], { a: { b: [] } }];

/** A value no schema expects: hostile text, extreme numbers, wrong types, or random JSON. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...hostileStrings, ...hostileNumbers, ...hostileOthers),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 2 }),
);

const finiteOr = (value: number | undefined, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : value;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u'));
    } catch {
      // A pattern JavaScript cannot read: plain strings still exercise the field.
    }
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.format === 'uuid') return fc.uuid();
  const minLength = schema.minLength ?? 0;
  // Short strings mostly, and now and then one right at the cap.
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const plain = fc.oneof(
    { weight: 5, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    ...(schema.maxLength !== undefined && schema.maxLength <= 1_000
      ? [{ weight: 1, arbitrary: fc.constant('é'.repeat(schema.maxLength)) }]
      : []),
  );
  return plain;
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(finiteOr(schema.minimum ?? schema.exclusiveMinimum, -1e9), -1e12);
  const max = Math.min(finiteOr(schema.maximum ?? schema.exclusiveMaximum, 1e9), 1e12);
  if (integer) {
    return fc.oneof(
      fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
      fc.constantFrom(Math.ceil(min), Math.floor(max)),
    );
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(
  schema: JsonSchema,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, child]) => [key, arbitraryOf(child, options, depth + 1, key)]),
  );
  const shaped = fc.record(model, { requiredKeys: [...required].filter((key) => key in properties) });
  if (!options.breaking) return shaped;
  // Breaking: now and then a required field goes missing or an unknown one appears.
  return fc
    .tuple(
      shaped,
      fc.nat({ max: 9 }),
      fc.constantFrom(...(required.size ? [...required] : ['-'])),
      hostileValue,
    )
    .map(([value, dice, dropped, extra]) => {
      const copy = { ...(value as Record<string, unknown>) };
      if (dice === 0) delete copy[dropped];
      if (dice === 1) copy.unexpectedField = extra;
      return copy;
    });
}

/** Values shaped by a JSON schema; with `breaking`, some of them (at any depth) break it. */
export function arbitraryOf(
  schema: JsonSchema,
  options: ArbitraryOptions,
  depth = 0,
  name = '',
): fc.Arbitrary<unknown> {
  const known = name ? options.knownValues(name) : [];
  const shaped =
    known.length > 0
      ? fc.oneof(
          { weight: 2, arbitrary: fc.constantFrom(...known) },
          { weight: 1, arbitrary: shapedArbitrary(schema, options, depth, name) },
        )
      : shapedArbitrary(schema, options, depth, name);
  if (!options.breaking) return shaped;
  const texts = schema.type === 'string' || known.some((value) => typeof value === 'string');
  return fc.oneof(
    { weight: 8, arbitrary: shaped },
    { weight: 1, arbitrary: hostileValue },
    // Text PostgreSQL cannot store, hidden inside an otherwise fitting value.
    ...(texts ? [{ weight: 3, arbitrary: withUnstorableCharacter(shaped) }] : []),
  );
}

/** The value with a NUL or a lone surrogate put somewhere into it, when it is text. */
function withUnstorableCharacter(values: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(values, fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.nat())
    .map(([value, character, at]) => {
      if (typeof value !== 'string') return value;
      const position = at % (value.length + 1);
      return `${value.slice(0, position)}${character}${value.slice(position)}`;
    });
}

function shapedArbitrary(schema: JsonSchema, options: ArbitraryOptions, depth: number, name: string) {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, options, depth, name)));
  if (schema.allOf?.length) {
    return shapedArbitrary(Object.assign({}, ...schema.allOf), options, depth, name);
  }
  const type = Array.isArray(schema.type)
    ? schema.type
    : schema.type
      ? [schema.type]
      : schema.properties
        ? ['object']
        : [];
  if (type.length > 1) {
    return fc.oneof(...type.map((one) => shapedArbitrary({ ...schema, type: one }, options, depth, name)));
  }
  if (depth > 6) return fc.constant(null);
  switch (type[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) {
        return fc.tuple(...schema.prefixItems.map((item) => arbitraryOf(item, options, depth + 1, name)));
      }
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return fc.array(arbitraryOf(schema.items ?? {}, options, depth + 1, name), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, options, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type PathStep = string | number;

/** Every place in a JSON value, the value itself first. */
function placesIn(value: unknown, path: PathStep[] = []): PathStep[][] {
  if (value === null || typeof value !== 'object') return [path];
  const children = Array.isArray(value)
    ? value.map((child, index) => placesIn(child, [...path, index]))
    : Object.entries(value).map(([key, child]) => placesIn(child, [...path, key]));
  return [path, ...children.flat()];
}

const REMOVED = Symbol('removed');

function replacedAt(value: unknown, path: PathStep[], replacement: unknown): unknown {
  if (path.length === 0) return replacement === REMOVED ? undefined : replacement;
  const copy = structuredClone(value) as Record<PathStep, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<PathStep, unknown>;
  const last = path[path.length - 1] as PathStep;
  if (replacement !== REMOVED) parent[last] = replacement;
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return copy;
}

/** A valid example with one place broken: replaced by a hostile value, or removed. */
export function mutationsOf(example: unknown): fc.Arbitrary<unknown> {
  return fc
    .tuple(fc.constantFrom(...placesIn(example)), fc.oneof(hostileValue, fc.constant<unknown>(REMOVED)))
    .map(([path, replacement]) => replacedAt(example, path, replacement));
}
