import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { createTestApp } from '../../test/test-app.js';
import { createNominatimGeocoder } from './nominatim-geocoder.provider.js';

/** A local stand-in for a Nominatim server: records requests, answers what the test sets. */
type Handler = (url: URL, response: ServerResponse) => void;
const received: { url: URL; userAgent: string; acceptLanguage: string }[] = [];
let handler: Handler = (_url, response) => json(response, []);

const json = (response: ServerResponse, body: unknown, status = 200) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const fakeNominatim = createServer((request: IncomingMessage, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  received.push({
    url,
    userAgent: request.headers['user-agent'] ?? '',
    acceptLanguage: request.headers['accept-language'] ?? '',
  });
  handler(url, response);
});

/** What Nominatim's jsonv2 format answers for a street address. */
const CASTRO = {
  lat: '37.7609',
  lon: '-122.4350',
  display_name: '500, Castro Street, Castro, San Francisco, California, 94114, United States',
  address: {
    house_number: '500',
    road: 'Castro Street',
    suburb: 'Castro',
    city: 'San Francisco',
    state: 'California',
    'ISO3166-2-lvl4': 'US-CA',
    postcode: '94114',
    country_code: 'us',
  },
};

let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fakeNominatim.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(fakeNominatim.address() as AddressInfo).port}/nominatim`;
});
afterAll(() => new Promise<void>((resolve) => fakeNominatim.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const geocoder = (timeoutMs?: number) =>
  createNominatimGeocoder({
    baseUrl,
    userAgent: 'Nearbite-test/1.0 (ops@example.com)',
    ...(timeoutMs ? { timeoutMs } : {}),
  });

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
  throw new Error('expected a coded error');
}

describe('Nominatim geocoder', () => {
  it('geocodes through /search in the US, identifying itself and passing the language on', async () => {
    handler = (_url, response) => json(response, [CASTRO]);
    const place = await geocoder().geocode('500 Castro St, San Francisco', { acceptLanguage: 'zh-CN' });
    expect(place).toEqual({
      latitude: 37.7609,
      longitude: -122.435,
      address: '500 Castro Street, San Francisco, CA 94114',
    });
    const call = received[0];
    expect(call?.url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      q: '500 Castro St, San Francisco',
      limit: '1',
      countrycodes: 'us',
    });
    expect(call?.userAgent).toBe('Nearbite-test/1.0 (ops@example.com)');
    expect(call?.acceptLanguage).toBe('zh-CN');
  });

  it('answers null when the search finds nothing', async () => {
    handler = (_url, response) => json(response, []);
    expect(await geocoder().geocode('Qwxzv Plorth')).toBeNull();
  });

  it("reverse-geocodes through /reverse, keeping the asked point, and null on Nominatim's error body", async () => {
    handler = (_url, response) => json(response, CASTRO);
    expect(await geocoder().reverse(37.76, -122.435)).toEqual({
      latitude: 37.76,
      longitude: -122.435,
      address: '500 Castro Street, San Francisco, CA 94114',
    });
    expect(received[0]?.url.pathname).toBe('/nominatim/reverse');
    expect(received[0]?.url.searchParams.get('lat')).toBe('37.76');
    expect(received[0]?.url.searchParams.get('lon')).toBe('-122.435');
    handler = (_url, response) => json(response, { error: 'Unable to geocode' });
    expect(await geocoder().reverse(0, -150)).toBeNull();
  });

  it('autocompletes with distinct short addresses, falling back to display_name', async () => {
    const town = {
      lat: '37.8044',
      lon: '-122.2712',
      display_name: 'Oakland, Alameda County, California, United States',
    };
    handler = (_url, response) => json(response, [CASTRO, CASTRO, town]);
    expect(await geocoder().autocomplete('Oak')).toEqual([
      '500 Castro Street, San Francisco, CA 94114',
      'Oakland, Alameda County, California, United States',
    ]);
    expect(received[0]?.url.searchParams.get('limit')).toBe('8');
  });

  it('turns a failing, garbled or slow service into coded errors', async () => {
    handler = (_url, response) => json(response, { message: 'overloaded' }, 503);
    expect(await codeOf(geocoder().geocode('Oakland'))).toBe('GEOCODER_UNAVAILABLE');
    handler = (_url, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{not json');
    expect(await codeOf(geocoder().geocode('Oakland'))).toBe('GEOCODER_UNAVAILABLE');
    handler = (_url, response) => json(response, [{ lat: 'north', lon: '1', display_name: 'x' }]);
    expect(await codeOf(geocoder().geocode('Oakland'))).toBe('GEOCODER_UNAVAILABLE');
    handler = (_url, response) => {
      setTimeout(() => json(response, [CASTRO]), 500);
    };
    expect(await codeOf(geocoder(100).geocode('Oakland'))).toBe('UPSTREAM_TIMEOUT');
  });

  it('fails with GEOCODER_UNAVAILABLE when nothing listens', async () => {
    const closed = createNominatimGeocoder({ baseUrl: 'http://127.0.0.1:1', userAgent: 'x' });
    expect(await codeOf(closed.geocode('Oakland'))).toBe('GEOCODER_UNAVAILABLE');
  });
});

describe('the location routes with GEOCODER_PROVIDER=nominatim', () => {
  it('use the HTTP service, and answer its failure as A25', async () => {
    const harness = await createTestApp({ GEOCODER_PROVIDER: 'nominatim', GEOCODER_URL: baseUrl });
    try {
      handler = (_url, response) => json(response, [CASTRO]);
      const found = await harness.app.inject({
        method: 'GET',
        url: '/apis/v1/services/location/geocode?address=500%20Castro%20St',
        headers: { 'accept-language': 'en-US' },
      });
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({ address: '500 Castro Street, San Francisco, CA 94114' });
      expect(received.at(-1)?.acceptLanguage).toBe('en-US');

      handler = (_url, response) => json(response, {}, 500);
      const failed = await harness.app.inject({
        method: 'GET',
        url: '/apis/v1/services/location/autocomplete?address=Oak',
      });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ errType: 1, innerErrorType: 25 });
    } finally {
      await harness.close();
    }
  });
});
