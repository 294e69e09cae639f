import SwaggerParser from '@apidevtools/swagger-parser';
import { routeTables } from '@nearbite/contract/route-tables';
import { API_BASE_PATH } from '@nearbite/domain/app-constants';
import type { OpenAPI } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

describe('OpenAPI document', () => {
  it('validates with a real OpenAPI validator: every referenced schema resolves', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/apis/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as OpenAPI.Document & { components?: { schemas?: object } };
    const referenced = new Set(
      [...response.body.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]),
    );
    expect(referenced.size).toBeGreaterThan(0);
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(expect.arrayContaining([...referenced]));
    // validate() throws on the first error; it mutates its argument, so it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
  });

  it("shows each contract route's example on its request body and its answer", async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/apis/docs/openapi.json' });
    type Media = { content?: Record<string, { example?: unknown }> };
    const document = response.json() as {
      paths: Record<string, Record<string, { requestBody?: Media; responses: Record<string, Media> }>>;
    };
    const routes = Object.entries(routeTables).flatMap(([area, table]) =>
      Object.entries(table as Record<string, { method: string; url: string; body?: unknown }>).map(
        ([name, route]) => ({ id: `${area}.${name}`, ...route }),
      ),
    );
    for (const { id, method, url, body } of routes) {
      const operation =
        document.paths[`${API_BASE_PATH}${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`]?.[method.toLowerCase()];
      expect(
        Object.values(operation?.responses['200']?.content ?? {})[0]?.example,
        `${id} answer`,
      ).toBeDefined();
      if (body)
        expect(operation?.requestBody?.content?.['application/json']?.example, `${id} body`).toBeDefined();
    }
  });
});
