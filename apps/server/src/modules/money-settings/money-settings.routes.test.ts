import type { AuditEntryDto } from '@nearbite/contract/console-audit';
import type {
  MoneyPreviewDto,
  MoneySettingsBody,
  MoneySettingsDto,
} from '@nearbite/contract/console-money-settings';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { buildOrder, plainLine } from '../../test/order-payloads.js';
import { jsonHeaders } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * The Money tab through the API: who may read and save, the limits refused with the field named and
 * nothing written, the preview priced as a diner's checkout would be, and a saved tax rate reaching the
 * diner's store page and the order check at once.
 */

/** Wednesday 11 June 2025, 12:00 in San Francisco: the fixture store is open. */
const WED_NOON = Date.parse('2025-06-11T19:00:00Z');
const OWNER = '4155550401';
const MANAGER = '4155550402';
const STAFF = '4155550403';
const OTHER_OWNER = '4155550404';

let database: TestDatabase;
let app: NearbiteApp;
let store: StoreFixture;
let otherStore: StoreFixture;
let owner: { cookie: string };
let manager: { cookie: string };
let staff: { cookie: string };
let otherOwner: { cookie: string };
let diner: { userId: string; cookie: string };
let original: MoneySettingsDto;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => WED_NOON });
  await app.ready();
  store = await createStoreFixture(database.db, { dumplingsStock: 1000 });
  otherStore = await createStoreFixture(database.db);
  await addStaff(database.db, store.businessId, OWNER, 'owner');
  await addStaff(database.db, store.businessId, MANAGER, 'manager');
  await addStaff(database.db, store.businessId, STAFF, 'staff');
  await addStaff(database.db, otherStore.businessId, OTHER_OWNER, 'owner');
  owner = await signedIn(database.db, OWNER);
  manager = await signedIn(database.db, MANAGER);
  staff = await signedIn(database.db, STAFF);
  otherOwner = await signedIn(database.db, OTHER_OWNER);
  diner = await createSignedInUser(database.db);
  original = await readSettings(owner.cookie);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(async () => {
  await save(bodyOf(original));
});

const path = () => `/stores/${store.businessId}/money-settings`;

function bodyOf(settings: MoneySettingsDto): MoneySettingsBody {
  const { taxRateMillionths: _rate, diningTypes: _types, ...body } = settings;
  return body;
}

async function readSettings(cookie: string): Promise<MoneySettingsDto> {
  const response = await consoleCall(app, 'GET', path(), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MoneySettingsDto;
}

async function save(body: MoneySettingsBody, cookie = owner.cookie): Promise<MoneySettingsDto> {
  const response = await consoleCall(app, 'PUT', path(), cookie, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MoneySettingsDto;
}

async function auditEntries(): Promise<AuditEntryDto[]> {
  const response = await consoleCall(app, 'GET', `/stores/${store.businessId}/auditLog`, owner.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { entries: AuditEntryDto[] }).entries;
}

const withTax = (taxPercent: string) => ({ ...bodyOf(original), taxPercent });

describe('who may read and save the money settings', () => {
  it('lets any of the store staff read them; A7 signed out, A194 diners and other stores', async () => {
    expect((await readSettings(staff.cookie)).taxPercent).toBe('8.625');
    expectError(await consoleCall(app, 'GET', path(), null), 401, 'A7');
    expectError(await consoleCall(app, 'GET', path(), diner.cookie), 403, 'A194');
    expectError(await consoleCall(app, 'GET', path(), otherOwner.cookie), 403, 'A194');
  });

  it('lets only owners save them: managers and staff get A195, other owners A194', async () => {
    expectError(await consoleCall(app, 'PUT', path(), manager.cookie, withTax('9')), 403, 'A195');
    expectError(await consoleCall(app, 'PUT', path(), staff.cookie, withTax('9')), 403, 'A195');
    expectError(await consoleCall(app, 'PUT', path(), otherOwner.cookie, withTax('9')), 403, 'A194');
    expect((await readSettings(owner.cookie)).taxPercent).toBe('8.625');
    expect((await save(withTax('9'))).taxRateMillionths).toBe(90_000);
  });
});

describe('saving the money settings', () => {
  it('stores the typed tax percent exactly and reads back every setting as saved', async () => {
    const body: MoneySettingsBody = {
      ...withTax('8.875'),
      noTaxOnPickupOrders: true,
      servicePrices: [{ orderType: 'dineIn', percent: 2.5, cent: 25 }],
      tipConfig: { percentages: [1000, 1500], fixedAmounts: [100, 250, 500], thresholdPrice: 3000 },
      customizedTipDisabled: true,
      deliveryCarrier: 'business',
      delivery: {
        basePrice: 399,
        baseDistanceMiles: 2,
        extraDeliveryPrices: [{ price: 100, distance: 1 }],
        maxDistanceMiles: 6,
        minCommoditiesPrice: 1000,
        smallOrderExtraPrice: null,
        deliveryFeeShares: [{ shareType: 'proportional', value: 50 }],
        deliveryDates: [1, 2, 3, 4, 5],
      },
      doordash: { basePrice: 599, deliveryFeeShares: [] },
    };
    const saved = await save(body);
    expect(saved.taxRateMillionths).toBe(88_750);
    expect(await readSettings(staff.cookie)).toEqual({
      ...body,
      taxRateMillionths: 88_750,
      diningTypes: ['delivery', 'pickup', 'dineIn'],
    });
  });

  it('writes an audit entry naming what changed, and none when nothing did', async () => {
    const before = (await auditEntries()).length;
    await save(withTax('7.25'));
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: 'moneySettings.update', target: store.businessId });
    expect(entry?.details).toEqual({ changes: { taxRateMillionths: { from: 86_250, to: 72_500 } } });
    await save(withTax('7.25'));
    expect(await auditEntries()).toHaveLength(before + 1);
  });

  it('refuses a setting out of range with its code, and writes nothing', async () => {
    const refused = async (body: MoneySettingsBody, code: string) => {
      const response = await consoleCall(app, 'PUT', path(), owner.cookie, body);
      expectError(response, response.statusCode, code);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    };
    await refused({ ...withTax('8.875'), taxPercent: '25.5' }, 'A230');
    await refused(
      { ...withTax('9'), servicePrices: [{ orderType: 'pickup', percent: 31, cent: 0 }] },
      'A231',
    );
    await refused(
      {
        ...withTax('9'),
        tipConfig: { percentages: [1800, 1500], fixedAmounts: [200], thresholdPrice: 2000 },
      },
      'A232',
    );
    const delivery = original.delivery;
    if (!delivery) throw new Error('the fixture store has a delivery rule');
    await refused({ ...withTax('9'), delivery: { ...delivery, maxDistanceMiles: 1 } }, 'A235');
    await refused({ ...withTax('9'), delivery: null }, 'A238');
    await refused({ ...withTax('9'), deliveryCarrier: 'doordash', doordash: null }, 'A238');
    expect(await readSettings(owner.cookie)).toEqual(original);
  });

  it('answers A1 for a body that is not settings', async () => {
    expectError(await consoleCall(app, 'PUT', path(), owner.cookie, { taxPercent: 9 }), 400, 'A1');
  });
});

describe('a saved tax rate reaches diners at once', () => {
  it('shows on the store page and prices the next order', async () => {
    await save(withTax('10'));
    const page = await app.inject({ method: 'GET', url: `/apis/v1/businesses/${store.businessId}/detail` });
    expect((page.json() as BusinessDetailDto).taxRate.combinedRate).toBe(100_000);

    // A cart priced at the old 8.625 % is refused; priced at 10 % it goes through.
    const { payload, quote } = buildOrder({
      store,
      now: WED_NOON,
      type: 'pickup',
      lines: [plainLine(store.items.tea, 1)],
    });
    const submit = (body: typeof payload) =>
      app.inject({
        method: 'POST',
        url: `/apis/v1/businesses/${store.businessId}/orders`,
        headers: { ...jsonHeaders, cookie: diner.cookie },
        payload: { orders: [body] },
      });
    expectError(await submit(payload), 409, 'A107');
    const tax = Math.ceil((quote.subtotal * 100_000) / 1_000_000);
    const response = await submit({
      ...payload,
      excisePrice: tax,
      totalPrice: payload.totalPrice - quote.excisePrice + tax,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('the preview', () => {
  const previewPath = () => `${path()}/preview`;
  const sample = {
    orderType: 'delivery',
    subtotal: 1000,
    distanceMiles: 3.5,
    tip: { kind: 'option', index: 0 },
  };

  it('prices a sample order under unsaved settings as the checkout would, and saves nothing', async () => {
    const settings = { ...withTax('10'), servicePrices: [{ orderType: 'delivery', percent: 3.5, cent: 50 }] };
    const response = await consoleCall(app, 'POST', previewPath(), staff.cookie, { settings, sample });
    expect(response.statusCode, response.body).toBe(200);
    // The fixture's rule: $2.99 for 2 miles, then $1.50 per started mile; $1.99 below the $15 minimum.
    expect(response.json() as MoneyPreviewDto).toEqual({
      food: 1000,
      discounts: 0,
      subtotal: 1000,
      serviceFee: 85,
      deliveryFee: 299 + 300,
      smallOrderFee: 199,
      tax: 100,
      tip: 200,
      total: 1000 + 85 + 599 + 199 + 100 + 200,
      tipOptions: [200, 300, 400],
      tipEnabled: true,
      customTipAllowed: true,
      problems: [],
      deliveryShortfall: 0,
    });
    expect((await readSettings(owner.cookie)).taxPercent).toBe('8.625');
  });

  it('says when the sample could not be ordered, and refuses settings as saving would', async () => {
    const far = await consoleCall(app, 'POST', previewPath(), staff.cookie, {
      settings: bodyOf(original),
      sample: { ...sample, distanceMiles: 9 },
    });
    expect((far.json() as MoneyPreviewDto).problems).toEqual(['beyondMaxDistance']);
    expectError(
      await consoleCall(app, 'POST', previewPath(), staff.cookie, { settings: withTax('26'), sample }),
      400,
      'A230',
    );
    expectError(
      await consoleCall(app, 'POST', previewPath(), otherOwner.cookie, { settings: withTax('9'), sample }),
      403,
      'A194',
    );
  });
});
