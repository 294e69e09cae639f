import fastifyPlugin from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { EmailMessage } from '../integrations/email/email-provider.js';
import { createOrderSimulator, type OrderSimulator } from '../jobs/order-simulator.js';
import { createOutboxRelay, type OutboxRelay } from '../jobs/outbox-relay.js';
import {
  createPaymentDeadlineSweeper,
  type PaymentDeadlineSweeper,
} from '../jobs/payment-deadline-sweeper.js';
import { createPaymentReconciler, type PaymentReconciler } from '../jobs/payment-reconciler.js';
import { createPointsExpirySweeper, type PointsExpirySweeper } from '../jobs/points-expiry-sweeper.js';
import type { Clock } from '../lib/clock.js';
import { KITCHEN_TICKET_OUTBOX_KIND } from '../modules/order-life/order-accept.js';
import { REFUND_OUTBOX_KIND } from '../modules/order-life/order-refunds.repository.js';
import { createOutboxRepository } from '../modules/outbox/outbox.repository.js';
import type { AppServices } from './app-services.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Relays outbox events; main.ts starts it, tests call runOnce(). */
    outboxRelay: OutboxRelay;
    /** Cancels unpaid orders past their deadline; main.ts starts it, tests call runOnce(). */
    paymentDeadlineSweeper: PaymentDeadlineSweeper;
    /** Settles payments left in flight; main.ts starts it, tests call runOnce(). */
    paymentReconciler: PaymentReconciler;
    /** Demo-mode order simulator; main.ts starts it when ORDER_SIMULATOR is on, tests call runOnce(). */
    orderSimulator: OrderSimulator;
    /** Expires points past their store's validity; main.ts starts it, tests call runOnce(). */
    pointsExpirySweeper: PointsExpirySweeper;
  }
}

export interface AppJobsOptions {
  config: AppConfig;
  database: Database;
  clock: Clock;
  services: AppServices;
}

/**
 * The periodic jobs, built and decorated on the app but not started: main.ts starts them, tests run them
 * once. Closing the app stops them.
 */
export const appJobsPlugin = fastifyPlugin<AppJobsOptions>(
  async (app, { config, database, clock, services }) => {
    const { sms, email, orderLife, orderRefunds, payments, points, kitchenPrinters } = services;
    const jobs = {
      outboxRelay: createOutboxRelay({
        repository: createOutboxRepository(database.db),
        handlers: {
          sms: async (payload) => {
            const { to, body } = payload as { to: string; body: string };
            await sms.send(to, body);
          },
          email: (payload) => email.send(payload as EmailMessage),
          [REFUND_OUTBOX_KIND]: (payload) =>
            orderRefunds.settleRefund((payload as { refundId: string }).refundId),
          [KITCHEN_TICKET_OUTBOX_KIND]: (payload) =>
            kitchenPrinters.autoPrint((payload as { orderId: string }).orderId),
        },
        clock,
        log: app.log,
      }),
      paymentDeadlineSweeper: createPaymentDeadlineSweeper({
        orderLife,
        log: app.log,
        intervalMs: config.PAYMENT_SWEEP_INTERVAL_MS,
      }),
      orderSimulator: createOrderSimulator({
        orderLife,
        log: app.log,
        stepMs: config.ORDER_SIMULATOR_STEP_MS,
      }),
      paymentReconciler: createPaymentReconciler({
        payments,
        log: app.log,
        intervalMs: config.PAYMENT_RECONCILE_INTERVAL_MS,
      }),
      pointsExpirySweeper: createPointsExpirySweeper({
        points,
        log: app.log,
        intervalMs: config.POINTS_EXPIRY_SWEEP_INTERVAL_MS,
      }),
    };
    app.decorate('outboxRelay', jobs.outboxRelay);
    app.decorate('paymentDeadlineSweeper', jobs.paymentDeadlineSweeper);
    app.decorate('orderSimulator', jobs.orderSimulator);
    app.decorate('paymentReconciler', jobs.paymentReconciler);
    app.decorate('pointsExpirySweeper', jobs.pointsExpirySweeper);
    app.addHook('onClose', async () => {
      await Promise.all(Object.values(jobs).map((job) => job.stop()));
    });
  },
);
