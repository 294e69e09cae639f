import SwaggerParser from '@apidevtools/swagger-parser';
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
});
