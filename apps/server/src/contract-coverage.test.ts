import { routeTables } from '@nearbite/contract/route-tables';
import { API_BASE_PATH } from '@nearbite/domain/app-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

/** The web app calls routes by the contract's tables; each must be served, at its method and path. */
let harness: TestApp;

beforeAll(async () => {
  // The merchant API and the dev outbox answer only when configured; serve everything here.
  harness = await createTestApp({ OPERATOR_TOKEN: 'contract-coverage-token' });
});
afterAll(async () => {
  await harness.close();
});

const routes = Object.entries(routeTables).flatMap(([area, table]) =>
  Object.entries(table as Record<string, { method: string; url: string }>).map(([name, route]) => ({
    id: `${area}.${name}`,
    method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: route.url,
  })),
);

describe('the server serves the contract', () => {
  it.each(routes)('$id: $method $url', ({ method, url }) => {
    expect(harness.app.hasRoute({ method, url: `${API_BASE_PATH}${url}` })).toBe(true);
  });
});
