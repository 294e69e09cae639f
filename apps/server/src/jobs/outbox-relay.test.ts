import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveredMessagesRepository } from '../integrations/delivered-messages.repository.js';
import { createOutboxSmsProvider } from '../integrations/sms/outbox-sms.provider.js';
import { createOutboxRepository } from '../modules/outbox/outbox.repository.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { createOutboxRelay, OUTBOX_MAX_ATTEMPTS, type OutboxHandler } from './outbox-relay.js';

const silentLog = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function relayWith(handlers: Record<string, OutboxHandler>, clock: () => number) {
  return createOutboxRelay({
    repository: createOutboxRepository(database.db),
    handlers,
    clock,
    log: silentLog,
  });
}

describe('outbox relay', () => {
  it('delivers an event only if the transaction that wrote it commits', async () => {
    const outbox = createOutboxRepository(database.db);
    const messages = createDeliveredMessagesRepository(database.db);
    const sms = createOutboxSmsProvider(messages);
    await database.db.transaction((tx) =>
      outbox.enqueue(tx, 'sms', { to: '+14155550001', body: 'committed' }),
    );
    await database.db
      .transaction(async (tx) => {
        await outbox.enqueue(tx, 'sms', { to: '+14155550001', body: 'rolled back' });
        throw new Error('abort');
      })
      .catch(() => undefined);
    const relay = relayWith(
      { sms: async (p) => sms.send((p as { to: string }).to, (p as { body: string }).body) },
      Date.now,
    );
    expect(await relay.runOnce()).toBe(1);
    const delivered = await messages.listNewestFirst({ recipient: '+14155550001', limit: 10 });
    expect(delivered.map((m) => m.body)).toEqual(['committed']);
    expect(await relay.runOnce()).toBe(0);
  });

  it('retries a failing event later with backoff, then gives up keeping the error', async () => {
    const outbox = createOutboxRepository(database.db);
    await database.db.transaction((tx) => outbox.enqueue(tx, 'flaky', { n: 1 }));
    let now = Date.now();
    let calls = 0;
    const relay = relayWith(
      {
        flaky: async () => {
          calls += 1;
          throw new Error('provider down');
        },
      },
      () => now,
    );
    expect(await relay.runOnce()).toBe(1);
    expect(await relay.runOnce()).toBe(0);
    for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS + 2; attempt += 1) {
      now += 3_600_000;
      await relay.runOnce();
    }
    expect(calls).toBe(OUTBOX_MAX_ATTEMPTS);
  });

  it('lets two relays work side by side without handling an event twice', async () => {
    const outbox = createOutboxRepository(database.db);
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 60; n += 1) await outbox.enqueue(tx, 'count', { n });
    });
    const seen: number[] = [];
    const handler: OutboxHandler = async (payload) => {
      seen.push((payload as { n: number }).n);
    };
    const [first, second] = await Promise.all([
      relayWith({ count: handler }, Date.now).runOnce(),
      relayWith({ count: handler }, Date.now).runOnce(),
    ]);
    expect(first + second).toBe(60);
    expect(new Set(seen).size).toBe(60);
    expect(seen).toHaveLength(60);
  });
});
