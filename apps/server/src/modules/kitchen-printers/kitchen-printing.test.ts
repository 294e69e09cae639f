import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type NearbiteApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { addStaff, consoleCall, expectError, signedIn } from '../../test/console-fixtures.js';
import { readPrintJob } from '../../test/escpos-reader.js';
import { closedPort, type FakePrinter, startFakePrinter } from '../../test/fake-printer.js';
import { createSignedInUser, createStoreFixture, type StoreFixture } from '../../test/order-fixtures.js';
import { addPrinter, placeTicketOrder, setTicketSettings } from '../../test/printer-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { KITCHEN_TICKET_OUTBOX_KIND } from '../order-life/order-accept.js';

/**
 * Printing kitchen tickets to network printers: a local TCP server stands in for the printer and keeps the
 * bytes, which the tests read back as a printer would (ESC/POS commands, GB18030 for Chinese).
 */

const WED_NOON = Date.parse('2025-06-11T19:00:00Z');

let database: TestDatabase;
let app: NearbiteApp;
let now = WED_NOON;
let store: StoreFixture;
let owner: string;
let staff: string;
let diner: string;
let printer: FakePrinter;
let stores = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp({ config, database, clock: () => now });
  await app.ready();
  printer = await startFakePrinter();
  diner = (await createSignedInUser(database.db)).cookie;
});

afterAll(async () => {
  await printer?.close();
  await app?.close();
  await database?.close();
});

/** Each test gets a store of its own, with an owner, a staff member and an order. */
async function freshStore(): Promise<{ orderId: string; orderCode: string }> {
  store = await createStoreFixture(database.db, { largeSizeStock: null });
  stores += 1;
  const suffix = String(stores).padStart(2, '0');
  owner = (await signedIn(database.db, `41555506${suffix}`)).cookie;
  staff = (await signedIn(database.db, `41555507${suffix}`)).cookie;
  await addStaff(database.db, store.businessId, `41555506${suffix}`, 'owner');
  await addStaff(database.db, store.businessId, `41555507${suffix}`, 'staff');
  const order = await placeTicketOrder(app, diner, store, now);
  return { orderId: order.id, orderCode: order.orderCode };
}

const print = (orderId: string, body: { printerId?: string } = {}) =>
  consoleCall(app, 'POST', `/stores/${store.businessId}/orders/${orderId}/print`, staff, body);

afterEach(() => {
  printer.delayMs = 0;
  now += 60_000;
});

describe('printing a kitchen ticket', () => {
  it("sends the ticket to the store's receipt printer as ESC/POS: initialised, the order's lines, cut", async () => {
    const { orderId, orderCode } = await freshStore();
    const added = await addPrinter(app, owner, store.businessId, printer.port);
    const jobArrives = printer.nextJob();
    const response = await print(orderId);
    expect(response.statusCode, response.body).toBe(200);
    const job = await jobArrives;
    expect(response.json()).toEqual({ printerId: added.id, bytes: job.length });
    const read = readPrintJob(job);
    expect(read).toMatchObject({ initialised: true, cut: true, chinese: false });
    const lines = read.lines.map((line) => `${line.emphasis ? '*' : ''}${line.text}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        `*DELIVERY         #${orderCode}`,
        '*2 x Beef noodles',
        '    Hot, Large, Egg x2',
        '    Note: No onions',
        '*1 x Dumplings',
        'Note: Ring the bell',
      ]),
    );
    const recorded = await database.db.execute(
      sql`select printer_id from ticket_prints where order_id = ${orderId}`,
    );
    expect(recorded.rows).toEqual([{ printer_id: added.id }]);
  });

  it('prints a Chinese ticket in GB18030, which the platform decoder reads back', async () => {
    const { orderId, orderCode } = await freshStore();
    await setTicketSettings(database.db, store.businessId, { autoPrint: false, ticketLanguage: 'zh' });
    await addPrinter(app, owner, store.businessId, printer.port);
    const jobArrives = printer.nextJob();
    expect((await print(orderId)).statusCode).toBe(200);
    const job = await jobArrives;
    expect(readPrintJob(job).chinese).toBe(true);
    const text = new TextDecoder('gb18030').decode(job);
    for (const expected of [
      `外送`,
      `#${orderCode}`,
      '2 x Beef noodles（中）',
      '备注：No onions',
      '备注：Ring the bell',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('refuses the same ticket on the same printer again at once (A179), and prints it once the guard has passed', async () => {
    const { orderId } = await freshStore();
    await addPrinter(app, owner, store.businessId, printer.port);
    expect((await print(orderId)).statusCode).toBe(200);
    expectError(await print(orderId), 429, 'A179');
    now += 11_000;
    expect((await print(orderId)).statusCode).toBe(200);
  });

  it('answers an unreachable printer as offline (A177) and keeps no record, so trying again is no duplicate', async () => {
    const { orderId } = await freshStore();
    const offline = await addPrinter(app, owner, store.businessId, await closedPort());
    expectError(await print(orderId, { printerId: offline.id }), 409, 'A177');
    expectError(await print(orderId, { printerId: offline.id }), 409, 'A177');
    const recorded = await database.db.execute(sql`select id from ticket_prints where order_id = ${orderId}`);
    expect(recorded.rows).toEqual([]);
  });

  it('refuses a label printer (A178) and a store without a printer (A20)', async () => {
    const { orderId } = await freshStore();
    expectError(await print(orderId), 404, 'A20');
    const label = await addPrinter(app, owner, store.businessId, printer.port, 'label');
    expectError(await print(orderId, { printerId: label.id }), 400, 'A178');
    expectError(await print(orderId), 404, 'A20');
  });

  it('refuses a second job for a printer while one is in flight on this copy (A180)', async () => {
    const { orderId } = await freshStore();
    const second = await placeTicketOrder(app, diner, store, now);
    await addPrinter(app, owner, store.businessId, printer.port);
    printer.delayMs = 400;
    const answers = await Promise.all([print(orderId), print(second.id)]);
    const busy = answers.findIndex((answer) => answer.statusCode !== 200);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expectError(answers[busy] ?? answers[0], 429, 'A180');
    expect(answers[busy]?.json()).toMatchObject({ message: 'The printer is busy; retry in 10 seconds.' });
    printer.delayMs = 0;
    expect((await print(busy === 0 ? orderId : second.id)).statusCode).toBe(200);
  });
});

describe('automatic printing', () => {
  /** The row an accepted order leaves in the outbox, due on the app's clock. */
  const enqueue = (orderId: string) =>
    database.db.execute(sql`insert into outbox_events (kind, payload, available_at)
      values (${KITCHEN_TICKET_OUTBOX_KIND}, ${JSON.stringify({ orderId })}, ${new Date(now)})`);
  const outboxRow = async (orderId: string) => {
    const result = await database.db.execute(
      sql`select processed_at, last_error from outbox_events where payload::jsonb ->> 'orderId' = ${orderId}`,
    );
    return result.rows[0] as { processed_at: Date | null; last_error: string | null };
  };

  it("prints an accepted order's ticket on every receipt printer of its store through the outbox", async () => {
    const { orderId, orderCode } = await freshStore();
    await setTicketSettings(database.db, store.businessId, { autoPrint: true, ticketLanguage: 'en' });
    await addPrinter(app, owner, store.businessId, printer.port);
    await addPrinter(app, owner, store.businessId, printer.port, 'label');
    const before = printer.jobs.length;
    await enqueue(orderId);
    expect(await app.outboxRelay.runOnce()).toBe(1);
    expect(printer.jobs).toHaveLength(before + 1);
    const lines = readPrintJob(printer.jobs.at(-1) ?? Buffer.alloc(0)).lines.map((line) => line.text);
    expect(lines).toContain(`DELIVERY         #${orderCode}`);
    expect((await outboxRow(orderId)).processed_at).not.toBeNull();
  });

  it('retries while a printer is offline, without printing again on the printers that had it', async () => {
    const { orderId } = await freshStore();
    await setTicketSettings(database.db, store.businessId, { autoPrint: true, ticketLanguage: 'en' });
    await addPrinter(app, owner, store.businessId, printer.port);
    const offline = await addPrinter(app, owner, store.businessId, await closedPort());
    const before = printer.jobs.length;
    await enqueue(orderId);
    await app.outboxRelay.runOnce();
    expect(printer.jobs).toHaveLength(before + 1);
    expect(await outboxRow(orderId)).toMatchObject({
      processed_at: null,
      last_error: expect.stringContaining('1 of 2'),
    });
    // The printer is replaced by a working one; the retry prints there only.
    await consoleCall(app, 'DELETE', `/stores/${store.businessId}/printers/${offline.id}`, owner);
    const second = await startFakePrinter();
    await addPrinter(app, owner, store.businessId, second.port);
    now += 60_000;
    await app.outboxRelay.runOnce();
    expect(printer.jobs).toHaveLength(before + 1);
    expect(second.jobs).toHaveLength(1);
    expect((await outboxRow(orderId)).processed_at).not.toBeNull();
    await second.close();
  });

  it('prints nothing while the store does not print automatically', async () => {
    const { orderId } = await freshStore();
    await setTicketSettings(database.db, store.businessId, { autoPrint: false, ticketLanguage: 'en' });
    await addPrinter(app, owner, store.businessId, printer.port);
    const before = printer.jobs.length;
    await enqueue(orderId);
    await app.outboxRelay.runOnce();
    expect(printer.jobs).toHaveLength(before);
    expect((await outboxRow(orderId)).processed_at).not.toBeNull();
  });
});
