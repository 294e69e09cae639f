import { errorEnvelopeSchema } from '@nearbite/contract/common';
import { routeExamples } from '@nearbite/contract/examples/route-examples';
import { routeTables } from '@nearbite/contract/route-tables';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileFastSerializer, responseSerializerCompiler } from './response-serializer.js';

const examplesByArea = routeExamples as unknown as Record<string, Record<string, { response: unknown }>>;

const routes = Object.entries(routeTables).flatMap(([area, table]) =>
  Object.entries(table as Record<string, { method: string; url: string; response: z.ZodType }>).map(
    ([name, route]) => ({ id: `${area}.${name}`, route, example: examplesByArea[area]?.[name] }),
  ),
);

/** What the zod serializer (fastify-type-provider-zod) sends for a value: the reference. */
function zodSends(schema: z.ZodType, data: unknown): unknown {
  const serialize = zodSerializerCompiler({ schema, method: 'GET', url: '/reference', httpStatus: '200' });
  return JSON.parse(serialize(data) as string);
}

/** The production compiler's serializer for a route's answer. */
function productionSerializer(schema: z.ZodType, url: string): (data: unknown) => string {
  return responseSerializerCompiler({ validate: false })({ schema, method: 'GET', url, httpStatus: '200' });
}

/** Every object of a value gets a field no schema has, at every depth. */
function withStrayFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withStrayFields);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = { strayInternalField: 'secret' };
  for (const [key, inner] of Object.entries(value)) copy[key] = withStrayFields(inner);
  return copy;
}

describe('the production response serializer', () => {
  it('has an example for every route it is checked against', () => {
    expect(routes.filter(({ example }) => !example).map(({ id }) => id)).toEqual([]);
  });

  it.each(routes)('$id: sends what zod sends for the route example', ({ id, route, example }) => {
    const serialize = productionSerializer(route.response, id);
    expect(JSON.parse(serialize(example?.response))).toEqual(zodSends(route.response, example?.response));
  });

  it.each(routes)('$id: drops fields the contract does not name, at any depth', ({ id, route, example }) => {
    const serialize = productionSerializer(route.response, id);
    const stray = withStrayFields(example?.response);
    const sent = serialize(stray);
    // zod strips a stray field, or refuses the answer where the schema is strict (a 500); either way the
    // field never goes out, and the fast path drops it. Only records (free-form maps) keep every key.
    let expected: unknown;
    try {
      expected = zodSends(route.response, stray);
    } catch {
      expected = zodSends(route.response, example?.response);
    }
    expect(JSON.parse(sent)).toEqual(expected);
    if (!JSON.stringify(expected).includes('strayInternalField'))
      expect(sent).not.toContain('strayInternalField');
  });

  it('compiles the hot answers to fast-json-stringify rather than falling back to zod', () => {
    const hot = [
      routeTables.business.nearby,
      routeTables.store.detail,
      routeTables.store.timedMenuDetail,
      routeTables.store.commodity,
    ];
    for (const route of hot) expect(compileFastSerializer(route.response)).not.toBeNull();
  });

  it('compiles every route of the contract (none keeps zod; docs/decisions/compression-and-serialization.md)', () => {
    const keptZod = routes.filter(({ route }) => !compileFastSerializer(route.response)).map(({ id }) => id);
    expect(keptZod).toEqual([]);
  });

  it('writes the error envelope as zod does', () => {
    const serialize = productionSerializer(errorEnvelopeSchema, 'error');
    const error = { errType: 1, innerErrorType: 12, message: 'The store is closed', stack: 'at x.ts:1' };
    expect(JSON.parse(serialize(error))).toEqual(zodSends(errorEnvelopeSchema, error));
  });

  it('reads fields named like JSON Schema keywords as fields', () => {
    const schema = z.object({
      format: z.string(),
      not: z.number(),
      anyOf: z.string().nullable(),
      properties: z.object({ required: z.boolean() }),
      note: z.string().default('none'),
    });
    const data = {
      format: 'date-time',
      not: 1,
      anyOf: null,
      properties: { required: true, extra: 1 },
      more: 2,
    };
    expect(compileFastSerializer(schema)).not.toBeNull();
    expect(JSON.parse(productionSerializer(schema, 'keywords')(data))).toEqual(zodSends(schema, data));
  });

  it('keeps zod (validation included) for a schema JSON Schema cannot express', () => {
    const withTransform = z.object({ at: z.date().transform((date) => date.getTime()) });
    expect(compileFastSerializer(withTransform)).toBeNull();
    const serialize = productionSerializer(withTransform, 'transform');
    expect(JSON.parse(serialize({ at: new Date(5) }))).toEqual({ at: 5 });
    expect(() => serialize({ at: 'not a date' })).toThrow();
  });

  it('keeps zod for every route when asked to validate answers', () => {
    const serialize = responseSerializerCompiler({ validate: true })({
      schema: routeTables.business.nearby.response,
      method: 'GET',
      url: '/apis/v1/businesses',
      httpStatus: '200',
    });
    expect(() => serialize({ businesses: 'not a list' })).toThrow();
  });
});
