import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What Fastify hands a serializer compiler: the route's schema for one status. */
export interface SerializerRouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}

export type Serializer = (data: unknown) => string;

type JsonNode = Record<string, unknown>;

/** A schema fast-json-stringify cannot write exactly as zod would; the route keeps zod's serializer. */
class NotFaithful extends Error {}

/**
 * String formats fast-json-stringify rewrites (it turns Dates and strings into its own date text); zod sends
 * the string as it is, so the keyword is dropped and the value goes out verbatim.
 */
const REWRITTEN_FORMATS = new Set(['date', 'time', 'date-time']);

/** Keywords whose value is a map of names to schemas: the map itself is not a schema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);
/** Keywords whose value is data (a JSON value), never a schema. */
const DATA_KEYWORDS = new Set(['default', 'const', 'enum', 'examples']);

const isNode = (value: unknown): value is JsonNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `anyOf: [X, { type: 'null' }]`, zod's nullable, as X with `nullable: true`: fast-json-stringify writes that
 * with one null check, where an anyOf runs an Ajv validation per value. Null if the union is anything else.
 */
function asNullable(options: unknown[], siblings: JsonNode): JsonNode | null {
  if (options.length !== 2) return null;
  const nulls = options.filter(
    (option) => isNode(option) && option.type === 'null' && Object.keys(option).length === 1,
  );
  const [other] = options.filter((option) => !nulls.includes(option));
  if (nulls.length !== 1 || !isNode(other) || typeof other.type !== 'string') return null;
  if (other.anyOf || other.oneOf || other.allOf || other.$ref || other.nullable !== undefined) return null;
  return { ...siblings, ...other, nullable: true };
}

/**
 * Rewrites zod's output JSON Schema into what fast-json-stringify writes the way zod's parse + JSON.stringify
 * would, or throws NotFaithful:
 * - `additionalProperties: false` goes: fast-json-stringify already skips fields a schema does not name (zod's
 *   strip), and the Ajv check that picks a union's branch must not refuse a branch over an extra field zod
 *   would simply have dropped;
 * - oneOf becomes anyOf: zod's unions take the first branch that parses, as fast-json-stringify's anyOf does;
 * - a defaulted field is not `required` (zod fills it in; fast-json-stringify writes its `default`);
 * - a record whose keys are restricted (enum or pattern keys) is refused: fast-json-stringify writes every key.
 */
function faithful(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(faithful);
  if (!isNode(node)) return node;
  const out: JsonNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (DATA_KEYWORDS.has(key)) out[key] = value;
    else if (SCHEMA_MAPS.has(key) && isNode(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, faithful(schema)]));
    } else out[key] = faithful(value);
  }
  if (out.additionalProperties === false) delete out.additionalProperties;
  if (typeof out.format === 'string' && REWRITTEN_FORMATS.has(out.format)) delete out.format;
  if (out.propertyNames !== undefined) {
    const names = out.propertyNames;
    if (!isNode(names) || names.type !== 'string' || Object.keys(names).length !== 1) {
      throw new NotFaithful('a record with restricted keys');
    }
    delete out.propertyNames;
  }
  if (
    out.not !== undefined ||
    out.dependentSchemas !== undefined ||
    out.unevaluatedProperties !== undefined
  ) {
    throw new NotFaithful('a keyword fast-json-stringify does not write by');
  }
  if (isNode(out.properties) && Array.isArray(out.required)) {
    const properties = out.properties;
    out.required = out.required.filter(
      (key) => !(isNode(properties[key]) && (properties[key] as JsonNode).default !== undefined),
    );
  }
  const union = out.anyOf ?? out.oneOf;
  if (Array.isArray(union)) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...siblings } = out;
    return asNullable(union, siblings) ?? { ...siblings, anyOf: union };
  }
  return out;
}

/** The route's response as JSON Schema fast-json-stringify can write, or null when it cannot be faithful. */
export function fastJsonSchemaOf(schema: z.ZodType): JsonNode | null {
  try {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      reused: 'inline',
      // An empty registry: the contract's `.meta({ id })` names are for the OpenAPI document, not for here.
      metadata: z.registry(),
    });
    return faithful(json) as JsonNode;
  } catch {
    // zod cannot express transforms, dates, bigints or custom checks in JSON Schema (it throws), and
    // faithful() throws NotFaithful: such a route stays with zod.
    return null;
  }
}

/** fast-json-stringify for the schema, or null when the schema needs zod's serializer. */
export function compileFastSerializer(schema: z.ZodType): Serializer | null {
  const json = fastJsonSchemaOf(schema);
  if (!json) return null;
  try {
    return fastJson(json as unknown as Parameters<typeof fastJson>[0]) as Serializer;
  } catch {
    return null; // a schema fast-json-stringify refuses to compile stays with zod
  }
}

function zodSchemaOf(routeSchema: SerializerRouteSchema): z.ZodType | null {
  const { schema } = routeSchema;
  return schema instanceof z.ZodType ? schema : null;
}

/**
 * The production serializer compiler: each route's response schema compiled into fast-json-stringify,
 * which writes only the fields the contract names (as zod's parse does) without validating each value. A
 * schema it cannot write faithfully keeps fastify-type-provider-zod's serializer (zod parse + JSON.stringify).
 * With `validate`, every route keeps zod's serializer: answers are checked against the contract, which tests
 * want and production pays about a tenth of a busy answer's CPU for.
 *
 * Each is compiled at the route's first answer, not at start: compiling all of them took 0.3–0.4 s of every
 * start, most of it for routes a copy may never serve.
 */
export function responseSerializerCompiler(options: { validate: boolean }) {
  return (routeSchema: SerializerRouteSchema): Serializer => {
    const zodSerializer = zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
    const schema = options.validate ? null : zodSchemaOf(routeSchema);
    if (!schema) return zodSerializer as Serializer;
    let serialize: Serializer | undefined;
    return (data) => {
      serialize ??= compileFastSerializer(schema) ?? (zodSerializer as Serializer);
      return serialize(data);
    };
  };
}
