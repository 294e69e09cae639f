import { randomBytes } from 'node:crypto';
import SwaggerParser from '@apidevtools/swagger-parser';
import { CURRENT_TAB_STATUSES } from '@nearbite/domain/order-display';
import { SESSION_COOKIE_NAME } from '@nearbite/domain/session';
import fc from 'fast-check';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/auth.js';
import { signWebhookPayload } from '../../integrations/card-processor/webhook-signature.js';
import { arbitraryOf, hostileValue, type JsonSchema, mutationsOf } from '../../test/json-schema-arbitrary.js';
import {
  createSignedInUser,
  createStoreFixture,
  givePoints,
  grantCoupon,
} from '../../test/order-fixtures.js';
import { buildOrder, plainLine } from '../../test/order-payloads.js';
import { createTestApp, jsonHeaders, type TestApp } from '../../test/test-app.js';
import { sha256Hex } from '../auth/secrets.js';

/**
 * Every operation of the published OpenAPI document, signed in and not, with random inputs shaped by its
 * schemas and inputs that break them (NUL and lone surrogates, huge numbers, wrong types, missing and
 * unknown fields, random path parameters): no answer is a 5xx, and every 4xx is the error envelope.
 */

const RUNS_PER_OPERATION_AND_STATE = 20;
const OPERATOR_TOKEN = 'fuzz-operator-token-0123456789';
const WEBHOOK_SECRET = 'whsec_fuzz_secret_0123456789';
/** Wednesday 11 June 2025, 12:00 in San Francisco: the fixture store is open, so an order can be placed. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');

interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | null;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

let harness: TestApp;
let operations: Operation[] = [];
let userId: string;
/** The app's clock runs at Wednesday noon; signatures the sandbox checks are dated by it. */
let appNow: () => number;
/** Real values by field or parameter name, offered beside random ones. */
let known: Record<string, unknown[]> = {};
/** A valid body per operation (`METHOD path`), sent as is and with one place broken. */
let examples: Record<string, unknown> = {};

/** What a signed-in diner's browser sends. */
async function inject(method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) {
  const response = await harness.app.inject({
    method,
    url,
    headers: { ...jsonHeaders, cookie },
    payload: payload as object,
  });
  expect(response.statusCode, `${url} ${response.body}`).toBe(200);
  return response.json() as Record<string, unknown> & Array<Record<string, unknown>>;
}

beforeAll(async () => {
  harness = await createTestApp({
    LOG_LEVEL: 'silent',
    OPERATOR_TOKEN,
    SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const offset = WED_NOON - Date.now();
  harness.advance(offset);
  appNow = () => Date.now() + offset;
  const { db } = harness.database;
  const store = await createStoreFixture(db);
  const diner = await createSignedInUser(db);
  userId = diner.userId;
  const coupon = await grantCoupon(db, userId, {
    businessId: store.businessId,
    couponType: 'cash',
    discountPrice: 100,
  });
  await givePoints(db, userId, store.businessId, 500, new Date(WED_NOON));

  const address = {
    userName: 'Ada Lovelace',
    phoneNumber: '4155550123',
    fullAddress: '100 Geary St, San Francisco, CA 94108',
    location: { coordinates: [-122.4075, 37.788] },
    addressDetail: 'Apt 5',
    deliveryType: 2,
    suggestion: 'Ring twice',
    isDefault: true,
  };
  await inject('POST', '/apis/v1/user/addresses', diner.cookie, address);
  const method = await harness.app.inject({
    method: 'POST',
    url: '/apis/v1/sandbox/v1/payment_methods',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: 'Bearer pk_sandbox_nearbite',
    },
    payload: 'type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2030&card[cvc]=123',
  });
  const paymentMethodId = (method.json() as { id: string }).id;
  const card = {
    cardNumber: '****-****-****-4242',
    expirationDate: '12/2030',
    firstName: 'Ada',
    lastName: 'Lovelace',
    postalCode: '94103',
    platform: 'sandbox',
  };
  const saved = await inject('POST', '/apis/v1/user/creditCards', diner.cookie, {
    ...card,
    token: paymentMethodId,
  });
  const cardId = String(saved.id);

  const cart = { store, type: 'pickup' as const, now: WED_NOON, lines: [plainLine(store.items.tea, 1)] };
  const { payload } = buildOrder(cart);
  const placed = await inject('POST', `/apis/v1/businesses/${store.businessId}/orders`, diner.cookie, {
    orders: [payload],
  });
  const order = (placed.orders as unknown as { id: string; totalPrice: number }[])[0];
  const orderId = order?.id ?? '';
  expect(orderId).not.toBe('');

  known = {
    businessId: [store.businessId],
    orderId: [orderId],
    couponId: [coupon.couponId],
    userCouponId: [coupon.userCouponId],
    userId: [userId],
    id: [...Object.values(store.items).map((item) => item.id), cardId],
    paymentProfileId: [cardId],
    index: [0],
    tableName: [store.tableName],
    latitude: [37.788],
    longitude: [-122.4075],
    keywords: ['noodles', 'tea'],
    orderStatus: [CURRENT_TAB_STATUSES.join(',')],
  };
  examples = {
    'POST /apis/v1/businesses/{businessId}/orders': { orders: [buildOrder(cart).payload] },
    'POST /apis/v1/orders/{orderId}/payment': {
      amountUSD: order?.totalPrice ?? 1,
      paymentProfileId: cardId,
      paymentType: 'Card',
      paymentPlatform: 'sandbox',
      purpose: { type: 1, note: 'Order' },
    },
    'POST /apis/v1/user/addresses': address,
    'PUT /apis/v1/user/addresses/{index}': address,
    'POST /apis/v1/user/creditCards': { ...card, token: paymentMethodId },
    'POST /apis/v1/merchant/orders/{orderId}/events': { event: 'confirm' },
    'POST /apis/v1/merchant/orders/{orderId}/refunds': { refundType: 'full', reason: 'Spilled' },
  };

  const response = await harness.app.inject({ method: 'GET', url: '/apis/docs/openapi.json' });
  const document = (await SwaggerParser.dereference(response.json())) as OpenAPIV3_1.Document;
  operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'delete', 'patch'] as const).flatMap((method) => {
      const operation = item?.[method];
      // An event stream stays open, so it has no answer to check; order-events.routes.test.ts covers it.
      const answer = operation?.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined;
      if (!operation || answer?.content?.['text/event-stream']) return [];
      const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.[
        'application/json'
      ]?.schema as JsonSchema | undefined;
      return [
        {
          method: method.toUpperCase(),
          path,
          parameters: ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).map((parameter) => ({
            in: parameter.in,
            name: parameter.name,
            required: parameter.required ?? false,
            schema: (parameter.schema ?? {}) as JsonSchema,
          })),
          body: body ?? null,
        },
      ];
    }),
  );
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

/** A fresh session of the fixture diner, so a fuzzed logout or clearSessions cannot sign later runs out. */
async function sessionCookie(): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await harness.database.db.insert(sessions).values({
    userId,
    tokenHash: sha256Hex(token),
    keepCredentials: true,
    expiresAt: new Date('2100-01-01T00:00:00Z'),
  });
  return `${SESSION_COOKIE_NAME}=${token}`;
}

/** How a value travels in a URL: arrays as repeated keys, objects as JSON, the rest as text. */
function asUrlText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Percent-encodes text as a client would, lone surrogates included: encodeURIComponent refuses them, so
 * they travel as the three bytes a careless encoder writes (%ED%A0%80 for U+D800).
 */
function percentEncode(value: string): string {
  return value.replace(/[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/gu, (part) => {
    if (part.length !== 1 || !/[\uD800-\uDFFF]/u.test(part)) return encodeURIComponent(part);
    const unit = part.charCodeAt(0);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}

/** Something shaped like a card processor's event, with random or hostile parts. */
const eventLike = fc.record({
  id: fc.oneof(fc.string(), hostileValue),
  type: fc.oneof(
    fc.constantFrom(
      'payment_intent.succeeded',
      'payment_intent.payment_failed',
      'refund.updated',
      'charge.refunded',
    ),
    hostileValue,
  ),
  data: fc.oneof(fc.record({ object: fc.dictionary(fc.string(), hostileValue) }), hostileValue),
});

function webhookRequest(breaking: boolean): fc.Arbitrary<Omit<FuzzRequest, 'method' | 'url'>> {
  return fc
    .tuple(
      fc.oneof(
        eventLike.map((event) => JSON.stringify(event)),
        fc.jsonValue().map((value) => JSON.stringify(value)),
        fc.string(),
      ),
      breaking ? fc.oneof(fc.constant('sign'), fc.string()) : fc.constant('sign'),
    )
    .map(([payload, signature]) => ({
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature':
          signature === 'sign'
            ? signWebhookPayload(payload, WEBHOOK_SECRET, Math.floor(appNow() / 1000))
            : signature,
      },
    }));
}

/** A request for the operation: shaped by its schemas, or (breaking) with any part of it wrong. */
function requestOf(
  operation: Operation,
  breaking: boolean,
): fc.Arbitrary<Omit<FuzzRequest, 'headers'> & { headers: Record<string, string> }> {
  const options = { knownValues: (name: string) => known[name] ?? [], breaking };
  const example = examples[`${operation.method} ${operation.path}`];
  const inPart = (part: string) => operation.parameters.filter((parameter) => parameter.in === part);
  const pathValues = fc.tuple(
    ...inPart('path').map((parameter) => arbitraryOf(parameter.schema, options, 0, parameter.name)),
  );
  const queryValues = fc.tuple(
    ...inPart('query').map((parameter) => {
      const value = arbitraryOf(parameter.schema, options, 0, parameter.name);
      return parameter.required && !breaking ? value : fc.option(value, { nil: undefined });
    }),
  );
  const body = operation.path.endsWith('/payments/webhook')
    ? webhookRequest(breaking)
    : operation.body
      ? fc
          .tuple(
            example === undefined
              ? arbitraryOf(operation.body, options)
              : fc.oneof(
                  fc.constant(example),
                  breaking ? mutationsOf(example) : fc.constant(example),
                  arbitraryOf(operation.body, options),
                ),
            breaking ? fc.nat({ max: 19 }) : fc.constant(19),
          )
          .map(([value, dice]) => ({
            payload: dice === 0 ? '{"broken": ' : dice === 1 ? undefined : JSON.stringify(value),
            headers: { 'content-type': dice === 2 ? 'text/plain' : 'application/json' },
          }))
      : fc.constant({ payload: undefined, headers: {} as Record<string, string> });
  const merchant = operation.path.includes('/merchant/');
  // Headers the routes read: the language, the fetch site and the origin (same site mostly).
  const browserHeaders = breaking
    ? fc.record(
        {
          'accept-language': fc.oneof(
            fc.constantFrom('zh-CN,zh;q=0.9,en;q=0.8', 'en-US', '*', ''),
            fc.string(),
          ),
          'sec-fetch-site': fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none'),
          origin: fc.constantFrom(
            jsonHeaders.origin,
            jsonHeaders.origin,
            'https://elsewhere.example',
            'null',
          ),
        },
        { requiredKeys: ['origin'] },
      )
    : fc.constant({ origin: jsonHeaders.origin });
  return fc
    .tuple(pathValues, queryValues, body, merchant ? fc.boolean() : fc.constant(false), browserHeaders)
    .map(([paths, queries, { payload, headers }, asOperator, browser]) => {
      let url = operation.path;
      inPart('path').forEach((parameter, index) => {
        url = url.replace(`{${parameter.name}}`, percentEncode(asUrlText(paths[index])));
      });
      const search = inPart('query')
        .flatMap((parameter, index) => {
          const value = queries[index];
          if (value === undefined) return [];
          return (Array.isArray(value) ? value : [value]).map(
            (one) => `${parameter.name}=${percentEncode(asUrlText(one))}`,
          );
        })
        .join('&');
      return {
        method: operation.method,
        url: search ? `${url}?${search}` : url,
        ...(payload === undefined ? {} : { payload }),
        headers: {
          host: jsonHeaders.host,
          ...browser,
          ...headers,
          ...(asOperator ? { authorization: `Bearer ${OPERATOR_TOKEN}` } : {}),
        },
      };
    });
}

/** Answers by status class, for the summary line. */
const answered: Record<string, number> = {};

/** Sends the request; fails with the request and answer when the answer is a 5xx or a 4xx outside the envelope. */
async function check(request: FuzzRequest): Promise<void> {
  const response = await harness.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const statusClass = `${String(response.statusCode)[0]}xx`;
  answered[statusClass] = (answered[statusClass] ?? 0) + 1;
  const seen = `${request.method} ${request.url} ${request.payload?.slice(0, 400) ?? ''} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, seen).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = JSON.parse(response.body) as Record<string, unknown>;
    expect(Object.keys(body).sort(), seen).toEqual(['errType', 'innerErrorType', 'message']);
    expect([typeof body.errType, typeof body.innerErrorType, typeof body.message], seen).toEqual([
      'number',
      'number',
      'string',
    ]);
  }
}

describe('OpenAPI-driven fuzz', () => {
  it('finds every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('answers no 5xx and only enveloped 4xx, for every operation, signed in and not', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      for (const signedIn of [false, true]) {
        // Half the runs send only schema-shaped values, so calls get past validation into the services.
        const requests = fc.oneof(requestOf(operation, false), requestOf(operation, true));
        const details = await fc.check(
          fc.asyncProperty(requests, async (request) => {
            const cookie = signedIn ? await sessionCookie() : undefined;
            await check({ ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
          }),
          { numRuns: RUNS_PER_OPERATION_AND_STATE },
        );
        if (details.failed) {
          const reason =
            details.errorInstance instanceof Error
              ? details.errorInstance.message
              : String(details.errorInstance);
          failures.push(
            `${signedIn ? 'signed in' : 'signed out'} ${reason.split('\n')[0]} (seed ${details.seed})`,
          );
        }
      }
    }
    const total = Object.values(answered).reduce((sum, count) => sum + count, 0);
    console.info(
      `OpenAPI fuzz: ${total} requests over ${operations.length} operations; ` +
        Object.entries(answered)
          .sort()
          .map(([statusClass, count]) => `${statusClass} ${count}`)
          .join(', '),
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
