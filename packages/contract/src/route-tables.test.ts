import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeTables } from './route-tables';

interface Route {
  method: string;
  url: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

const routes = Object.entries(routeTables).flatMap(([area, table]) =>
  Object.entries(table as Record<string, Route>).map(([name, route]) => ({ id: `${area}.${name}`, route })),
);

const keysOf = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];

describe('the contract route tables', () => {
  it('hold every route once, by method and path', () => {
    expect(routes.length).toBeGreaterThan(60);
    const seen = new Map<string, string>();
    for (const { id, route } of routes) {
      const key = `${route.method} ${route.url.replace(/:[A-Za-z0-9_]+/g, ':')}`;
      expect(seen.get(key), `${id} repeats ${key}`).toBeUndefined();
      seen.set(key, id);
    }
  });

  it.each(routes)('$id: a method, a path under the API, schemas for each part', ({ route }) => {
    expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(route.method);
    expect(route.url).toMatch(/^\/[A-Za-z0-9/_:.-]*$/);
    expect(route.response).toBeInstanceOf(z.ZodType);
    // A GET carries no body: caches and proxies may drop it.
    if (route.method === 'GET') expect(route.body).toBeUndefined();
  });

  it.each(routes)('$id: its path parameters are exactly its params schema', ({ route }) => {
    const inPath = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();
    expect(keysOf(route.params)).toEqual(inPath);
  });
});
