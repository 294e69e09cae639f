import fastifyPlugin from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { createPeriodicJob } from '../jobs/periodic-job.js';
import type { Clock } from '../lib/clock.js';
import { createOrderEventsRepository } from '../modules/order-events/order-events.repository.js';
import {
  createOrderEventsService,
  type OrderEventsService,
} from '../modules/order-events/order-events.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Order events of every copy, for this copy's open streams. */
    orderEvents: OrderEventsService;
  }
}

const EVENT_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Listens for order events once the app is ready, ends the open streams and stops listening before it
 * closes; deletes events past their retention every hour.
 */
export const appEventsPlugin = fastifyPlugin<{ database: Database; clock: Clock }>(
  async (app, { database, clock }) => {
    const orderEvents = createOrderEventsService({
      database,
      repository: createOrderEventsRepository(database.db),
      log: app.log,
    });
    const cleanup = createPeriodicJob({
      name: 'order events cleanup',
      intervalMs: EVENT_CLEANUP_INTERVAL_MS,
      log: app.log,
      run: async () => {
        await orderEvents.deleteExpired(new Date(clock()));
      },
    });
    app.decorate('orderEvents', orderEvents);
    app.addHook('onReady', async () => {
      await orderEvents.start();
      cleanup.start();
    });
    app.addHook('preClose', async () => {
      orderEvents.endStreams();
      await cleanup.stop();
      await orderEvents.stop();
    });
  },
);
