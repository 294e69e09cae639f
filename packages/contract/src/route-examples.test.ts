import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ContractRouteShape } from './examples/route-example';
import { routeExamples } from './examples/route-examples';
import { routeTables } from './route-tables';

interface Example {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  response: unknown;
}

const examplesByArea = routeExamples as unknown as Record<string, Record<string, Example | undefined>>;

const routes = Object.entries(routeTables).flatMap(([area, table]) =>
  Object.entries(table as Record<string, ContractRouteShape>).map(([name, route]) => ({
    id: `${area}.${name}`,
    route,
    example: examplesByArea[area]?.[name],
  })),
);

/** The zod issues of a failed parse, one per line, for the failure message. */
function issuesOf(schema: z.ZodType, value: unknown): string {
  const parsed = schema.safeParse(value);
  return parsed.success ? '' : z.prettifyError(parsed.error);
}

describe('the route examples', () => {
  it('cover every route of every table, and name no other', () => {
    const missing = routes.filter(({ example }) => example === undefined).map(({ id }) => id);
    expect(missing, `routes without an example in src/examples: ${missing.join(', ')}`).toEqual([]);
    const extra = Object.entries(examplesByArea).flatMap(([area, examples]) =>
      Object.keys(examples)
        .filter((name) => !(name in ((routeTables as Record<string, object>)[area] ?? {})))
        .map((name) => `${area}.${name}`),
    );
    expect(extra, 'examples of routes no table has').toEqual([]);
  });

  it.each(routes)(
    '$id: the request parses with its schemas and only has the parts the route has',
    ({ route, example }) => {
      if (!example) return; // reported by the coverage test
      const parts = [
        ['params', route.params, example.params],
        ['query', route.querystring, example.query],
        ['body', route.body, example.body],
      ] as const;
      for (const [part, schema, value] of parts) {
        if (!schema) {
          expect(value, `${part} given, but the route has none`).toBeUndefined();
          continue;
        }
        expect(part in example, `${part} missing`).toBe(true);
        expect(issuesOf(schema, value), `${part} does not parse`).toBe('');
      }
    },
  );

  it.each(routes)('$id: the answer parses with its response schema', ({ route, example }) => {
    if (!example) return;
    expect(issuesOf(route.response, example.response), 'the answer does not parse').toBe('');
  });

  it.each(routes)(
    '$id: its example is plain JSON (what goes on the wire and into the OpenAPI document)',
    ({ example }) => {
      if (!example) return;
      expect(JSON.parse(JSON.stringify(example))).toEqual(example);
    },
  );
});

describe('the route schemas refuse what is not an example', () => {
  const withBody = routes.filter(({ route, example }) => route.body && example?.body);

  it.each(withBody)('$id: a body with an unknown field', ({ route, example }) => {
    const body = { ...(example?.body as object), sneaky: 1 };
    expect(route.body?.safeParse(body).success).toBe(false);
  });

  const withUuidParams = routes.flatMap(({ id, route, example }) =>
    route.params instanceof z.ZodObject
      ? Object.entries(route.params.shape)
          .filter(([, schema]) => schema instanceof z.ZodUUID)
          .map(([key]) => ({
            id: `${id} ${key}`,
            route,
            params: example?.params as Record<string, unknown>,
            key,
          }))
      : [],
  );

  it.each(withUuidParams)('$id: a path id that is not a uuid', ({ route, params, key }) => {
    expect(route.params?.safeParse({ ...params, [key]: 'K7M3QX' }).success).toBe(false);
  });

  /** Hand-picked wrong requests and answers, a few per area: [route, part, value, why]. */
  const refused: [string, 'params' | 'query' | 'body' | 'response', (example: Example) => unknown, string][] =
    [
      ['auth.login', 'body', (e) => ({ ...(e.body as object), verificationCode: '48210' }), 'a 5-digit code'],
      [
        'auth.phoneVerification',
        'response',
        () => ({ expiresIn: 1000, resendIn: 60_000 }),
        'another code lifetime',
      ],
      [
        'account.advertisingStatistics',
        'body',
        () => ({ action: 'homeClick', source: null }),
        'an unknown action',
      ],
      ['address.create', 'body', (e) => ({ ...(e.body as object), userName: '   ' }), 'a blank name'],
      ['address.update', 'params', () => ({ index: '-1' }), 'a negative index'],
      [
        'business.nearby',
        'query',
        (e) => ({ ...(e.query as object), businessTypes: 'chinese,bakery' }),
        'names, not ids',
      ],
      ['business.search', 'query', (e) => ({ ...(e.query as object), latitude: '91' }), 'off the globe'],
      ['card.add', 'body', (e) => ({ ...(e.body as object), expirationDate: '13/2028' }), 'month 13'],
      [
        'card.list',
        'response',
        (e) => ({
          cards: [{ ...(e.response as { cards: object[] }).cards[0], cardNumber: '4242424242424242' }],
        }),
        'a full card number',
      ],
      ['couponWallet.redeemCode', 'body', () => ({ code: 'DG8' }), 'a 3-character code'],
      ['couponWallet.userCoupons', 'query', () => ({ includeNotStarted: 'yes' }), 'not true or false'],
      ['dev.outbox', 'query', () => ({ limit: '500' }), 'over 200'],
      ['location.geocode', 'query', () => ({ address: '  ' }), 'a blank address'],
      ['merchant.findOrders', 'query', () => ({ orderCode: 'K7M3Q0' }), 'a zero is not in the alphabet'],
      [
        'merchant.refund',
        'body',
        () => ({ refundType: 'customAmount', price: 0, reason: 'Cold' }),
        'nothing to refund',
      ],
      [
        'merchant.points',
        'body',
        (e) => ({ ...(e.body as object), changeType: 'completedOrder' }),
        'a diner-side change',
      ],
      ['orderView.list', 'query', () => ({ orderStatus: 'paid,eaten' }), 'an unknown status'],
      ['orderView.cancel', 'body', () => ({ reason: 'tooSlow' }), 'a reason off the list'],
      [
        'orderView.verifyEmail',
        'body',
        (e) => ({ ...(e.body as object), email: 'mei.chen@' }),
        'not an address',
      ],
      ['order.submit', 'body', () => ({ orders: [] }), 'no order'],
      [
        'order.submit',
        'body',
        (e) => ({ orders: [{ ...(e.body as { orders: object[] }).orders[0], phoneNumber: '415-555-0123' }] }),
        'dashes in the phone',
      ],
      ['payment.pay', 'body', (e) => ({ ...(e.body as object), amountUSD: 54.62 }), 'dollars, not cents'],
      [
        'payment.confirmFromClient',
        'body',
        (e) => ({ ...(e.body as object), paymentPlatform: 'paypal' }),
        'an unknown platform',
      ],
      [
        'pickupPoint.userVersion',
        'query',
        (e) => ({ ...(e.query as object), businessId: 'golden-dragon' }),
        'a slug, not an id',
      ],
      ['points.statements', 'query', () => ({ statementType: 'earned' }), 'an unknown tab'],
      ['points.exchanges', 'query', () => ({ pageCapacity: '51' }), 'a page over 50'],
      ['store.detail', 'query', () => ({ longitude: '-122.4511' }), 'a longitude without its latitude'],
      ['store.searchCommodities', 'query', () => ({ keywords: '\u0000' }), 'NUL'],
      ['store.callService', 'params', (e) => ({ ...(e.params as object), tableName: '' }), 'no table'],
    ];
  const schemaPart = { params: 'params', query: 'querystring', body: 'body', response: 'response' } as const;

  it.each(refused.map(([id, part, make, why]) => ({ id, part, make, why })))(
    '$id: its $part refuses $why',
    ({ id, part, make }) => {
      const found = routes.find((route) => route.id === id);
      expect(found?.example, `${id} is not a route with an example`).toBeDefined();
      if (!found?.example) return;
      const schema = found.route[schemaPart[part]];
      expect(schema?.safeParse(make(found.example)).success).toBe(false);
    },
  );
});
