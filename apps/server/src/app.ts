import swagger from '@fastify/swagger';
import { API_BASE_PATH, APP_VERSION } from '@nearbite/domain/app-constants';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { type AppConfig, fastifyTrustProxy } from './config.js';
import type { Database } from './db/client.js';
import { envelopeFrameworkOptions, registerErrorHandler } from './errors/error-handler.js';
import { createApplePaySessions } from './integrations/card-processor/apple-pay-session.js';
import { createCardProcessor } from './integrations/card-processor/create-card-processor.js';
import { createDeliveredMessagesRepository } from './integrations/delivered-messages.repository.js';
import { createEmailProvider } from './integrations/email/create-email-provider.js';
import type { EmailMessage, EmailProvider } from './integrations/email/email-provider.js';
import { createGeocoder } from './integrations/geocoder/create-geocoder.js';
import type { Geocoder } from './integrations/geocoder/geocoder.js';
import { createSmsProvider } from './integrations/sms/create-sms-provider.js';
import type { SmsProvider } from './integrations/sms/sms-provider.js';
import { createOrderSimulator, type OrderSimulator } from './jobs/order-simulator.js';
import { createOutboxRelay, type OutboxRelay } from './jobs/outbox-relay.js';
import {
  createPaymentDeadlineSweeper,
  type PaymentDeadlineSweeper,
} from './jobs/payment-deadline-sweeper.js';
import { createPaymentReconciler, type PaymentReconciler } from './jobs/payment-reconciler.js';
import { createPointsExpirySweeper, type PointsExpirySweeper } from './jobs/points-expiry-sweeper.js';
import { type Clock, systemClock } from './lib/clock.js';
import { logSerializers } from './lib/log-serializers.js';
import { createAccountRepository } from './modules/account/account.repository.js';
import { accountRoutesPlugin } from './modules/account/account.routes.js';
import { createAccountService } from './modules/account/account.service.js';
import { createAddressesRepository } from './modules/addresses/addresses.repository.js';
import { addressesRoutesPlugin } from './modules/addresses/addresses.routes.js';
import { createAddressesService } from './modules/addresses/addresses.service.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { authRoutesPlugin } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createBusinessesRepository } from './modules/businesses/businesses.repository.js';
import { businessesRoutesPlugin } from './modules/businesses/businesses.routes.js';
import { createBusinessesService } from './modules/businesses/businesses.service.js';
import { createCardsRepository } from './modules/cards/cards.repository.js';
import { cardsRoutesPlugin } from './modules/cards/cards.routes.js';
import { createCardsService } from './modules/cards/cards.service.js';
import { createCouponsRepository } from './modules/coupons/coupons.repository.js';
import { couponsRoutesPlugin } from './modules/coupons/coupons.routes.js';
import { createCouponsService } from './modules/coupons/coupons.service.js';
import { devRoutesPlugin } from './modules/dev/dev.routes.js';
import { docsRoutesPlugin } from './modules/docs/docs.routes.js';
import { createEmailReceiptRepository } from './modules/email-receipt/email-receipt.repository.js';
import { emailReceiptRoutesPlugin } from './modules/email-receipt/email-receipt.routes.js';
import { createEmailReceiptService } from './modules/email-receipt/email-receipt.service.js';
import { healthRoutesPlugin } from './modules/health/health.routes.js';
import { imagesRoutesPlugin } from './modules/images/images.routes.js';
import { locationRoutesPlugin } from './modules/location/location.routes.js';
import { createLocationService } from './modules/location/location.service.js';
import { createOrderLifeRepository, REFUND_OUTBOX_KIND } from './modules/order-life/order-life.repository.js';
import {
  merchantRoutesPlugin,
  orderCancellationRoutesPlugin,
} from './modules/order-life/order-life.routes.js';
import { createOrderLifeService } from './modules/order-life/order-life.service.js';
import { merchantOrderLookupRoutesPlugin } from './modules/order-views/merchant-order-lookup.routes.js';
import { createOrderViewsRepository } from './modules/order-views/order-views.repository.js';
import { orderViewsRoutesPlugin } from './modules/order-views/order-views.routes.js';
import { createOrderViewsService } from './modules/order-views/order-views.service.js';
import { createOrdersRepository } from './modules/orders/orders.repository.js';
import { ordersRoutesPlugin } from './modules/orders/orders.routes.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import { createOutboxRepository } from './modules/outbox/outbox.repository.js';
import { createPaymentsRepository } from './modules/payments/payments.repository.js';
import { paymentsRoutesPlugin } from './modules/payments/payments.routes.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createPickupPointsRepository } from './modules/pickup-points/pickup-points.repository.js';
import { pickupPointsRoutesPlugin } from './modules/pickup-points/pickup-points.routes.js';
import { createPickupPointsService } from './modules/pickup-points/pickup-points.service.js';
import { merchantPointsRoutesPlugin } from './modules/points/merchant-points.routes.js';
import { createPointsRepository } from './modules/points/points.repository.js';
import { pointsRoutesPlugin } from './modules/points/points.routes.js';
import { createPointsService } from './modules/points/points.service.js';
import { sandboxProcessorRoutesPlugin } from './modules/sandbox-processor/sandbox-processor.routes.js';
import { createStoreRepository } from './modules/store/store.repository.js';
import { storeRoutesPlugin } from './modules/store/store.routes.js';
import { createStoreService } from './modules/store/store.service.js';
import { registerSecurity } from './plugins/security.js';
import { registerSessions } from './plugins/session.js';
import { registerStorableTextGuard } from './plugins/storable-text.js';
import { registerWebApp } from './plugins/web-app.js';

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  clock?: Clock;
  sms?: SmsProvider;
  email?: EmailProvider;
  geocoder?: Geocoder;
  /** Where logs go; tests capture them to prove secrets never appear. */
  logStream?: NodeJS.WritableStream;
}

export interface NearbiteApp extends FastifyInstance {
  startDraining(): void;
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

/** Builds the whole API and web server; used by main.ts and by every test. */
export async function buildApp(deps: AppDependencies): Promise<NearbiteApp> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // No query strings, secret route parameters, SQL parameters or row values: see log-serializers.ts.
      serializers: logSerializers,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    ...envelopeFrameworkOptions,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerStorableTextGuard(app);

  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  const nearbite = app as unknown as NearbiteApp;

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nearbite API',
        version: APP_VERSION,
        description: 'Ordering from nearby restaurants and shops.',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
    // Fills components.schemas with the contract's `.meta({ id })` schemas that the paths reference.
    transformObject: jsonSchemaTransformObject,
  });
  await registerSecurity(app, config);

  const messages = createDeliveredMessagesRepository(database.db);
  const sms = deps.sms ?? createSmsProvider(config, messages);
  const email = deps.email ?? createEmailProvider(config, messages);
  const outboxRelay = createOutboxRelay({
    repository: createOutboxRepository(database.db),
    handlers: {
      sms: async (payload) => {
        const { to, body } = payload as { to: string; body: string };
        await sms.send(to, body);
      },
      email: (payload) => email.send(payload as EmailMessage),
      [REFUND_OUTBOX_KIND]: (payload) => orderLife.settleRefund((payload as { refundId: string }).refundId),
    },
    clock,
    log: app.log,
  });
  app.decorate('outboxRelay', outboxRelay);
  app.addHook('onClose', () => outboxRelay.stop());
  const auth = createAuthService({ repository: createAuthRepository(database.db), sms, clock });
  await registerSessions(app, config, auth);
  const location = createLocationService({ geocoder: deps.geocoder ?? createGeocoder(config, database.db) });
  const account = createAccountService({
    repository: createAccountRepository(database.db),
    clock,
    config,
  });
  const businesses = createBusinessesService({
    repository: createBusinessesRepository(database.db),
    clock,
  });
  const store = createStoreService({ repository: createStoreRepository(database.db), clock });
  const addresses = createAddressesService({ repository: createAddressesRepository(database.db), clock });
  const pickupPoints = createPickupPointsService({
    repository: createPickupPointsRepository(database.db),
    clock,
  });
  const orderViews = createOrderViewsService({ repository: createOrderViewsRepository(database.db), clock });
  const emailReceipt = createEmailReceiptService({
    codes: createAuthRepository(database.db),
    repository: createEmailReceiptRepository(database.db),
    outbox: createOutboxRepository(database.db),
    orderViews,
    clock,
  });
  const orderLife = createOrderLifeService({
    repository: createOrderLifeRepository(database.db),
    clock,
    refundPayment: (orderId, amount, refundId) => payments.refundPayment(orderId, amount, refundId),
  });
  const paymentDeadlineSweeper = createPaymentDeadlineSweeper({
    orderLife,
    log: app.log,
    intervalMs: config.PAYMENT_SWEEP_INTERVAL_MS,
  });
  const orderSimulator = createOrderSimulator({
    orderLife,
    log: app.log,
    stepMs: config.ORDER_SIMULATOR_STEP_MS,
  });
  app.decorate('paymentDeadlineSweeper', paymentDeadlineSweeper);
  app.decorate('orderSimulator', orderSimulator);
  app.addHook('onClose', async () => {
    await paymentDeadlineSweeper.stop();
    await orderSimulator.stop();
  });
  const { processor: cardProcessor, sandbox: sandboxProcessor } = createCardProcessor(
    config,
    database.db,
    clock,
  );
  const cards = createCardsService({
    repository: createCardsRepository(database.db),
    processor: cardProcessor,
    clock,
    log: app.log,
    applePayMerchantId:
      config.APPLE_PAY_MERCHANT_ID && config.APPLE_PAY_CERT_PATH && config.APPLE_PAY_KEY_PATH
        ? config.APPLE_PAY_MERCHANT_ID
        : null,
  });
  const payments = createPaymentsService({
    repository: createPaymentsRepository(database.db),
    processor: cardProcessor,
    clock,
    log: app.log,
    refundFailed: (tx, refundId) => orderLife.refundFailedAtProcessor(refundId, tx),
    pendingGraceMs: config.PAYMENT_RECONCILE_GRACE_MS,
  });
  const paymentReconciler = createPaymentReconciler({
    payments,
    log: app.log,
    intervalMs: config.PAYMENT_RECONCILE_INTERVAL_MS,
  });
  app.decorate('paymentReconciler', paymentReconciler);
  app.addHook('onClose', () => paymentReconciler.stop());
  const applePay = createApplePaySessions(
    config.APPLE_PAY_MERCHANT_ID && config.APPLE_PAY_CERT_PATH && config.APPLE_PAY_KEY_PATH
      ? {
          merchantId: config.APPLE_PAY_MERCHANT_ID,
          certPath: config.APPLE_PAY_CERT_PATH,
          keyPath: config.APPLE_PAY_KEY_PATH,
          displayName: 'Nearbite',
        }
      : null,
  );
  const coupons = createCouponsService({ repository: createCouponsRepository(database.db), clock });
  const points = createPointsService({ repository: createPointsRepository(database.db), clock });
  const pointsExpirySweeper = createPointsExpirySweeper({
    points,
    log: app.log,
    intervalMs: config.POINTS_EXPIRY_SWEEP_INTERVAL_MS,
  });
  app.decorate('pointsExpirySweeper', pointsExpirySweeper);
  app.addHook('onClose', () => pointsExpirySweeper.stop());
  const orders = createOrdersService({
    repository: createOrdersRepository(database.db),
    clock,
    selfPickupPointConfig: () => pickupPoints.config(),
    ...(config.PAYMENT_WINDOW_MS ? { paymentWindowMs: config.PAYMENT_WINDOW_MS } : {}),
  });

  await app.register(healthRoutesPlugin, {
    readiness: { isDraining: () => draining, pingDatabase: () => database.ping() },
  });
  await app.register(docsRoutesPlugin);
  await app.register(
    async (api) => {
      await api.register(authRoutesPlugin, { auth });
      await api.register(businessesRoutesPlugin, { businesses });
      await api.register(devRoutesPlugin, { config, messages });
      await api.register(imagesRoutesPlugin);
      await api.register(locationRoutesPlugin, { location });
      await api.register(accountRoutesPlugin, { account, auth, config });
      await api.register(storeRoutesPlugin, { store });
      await api.register(addressesRoutesPlugin, { addresses });
      await api.register(pickupPointsRoutesPlugin, { pickupPoints });
      await api.register(ordersRoutesPlugin, { orders });
      await api.register(couponsRoutesPlugin, { coupons });
      await api.register(pointsRoutesPlugin, { points });
      await api.register(cardsRoutesPlugin, { cards });
      await api.register(paymentsRoutesPlugin, {
        payments,
        applePay,
        productionHosts: config.productionHosts,
      });
      if (sandboxProcessor) {
        await api.register(sandboxProcessorRoutesPlugin, { sandbox: sandboxProcessor, payments });
      }
      await api.register(orderCancellationRoutesPlugin, { orderLife });
      await api.register(merchantRoutesPlugin, { orderLife, operatorToken: config.OPERATOR_TOKEN });
      await api.register(merchantPointsRoutesPlugin, { points, operatorToken: config.OPERATOR_TOKEN });
      await api.register(orderViewsRoutesPlugin, { orderViews });
      await api.register(merchantOrderLookupRoutesPlugin, {
        orderViews,
        operatorToken: config.OPERATOR_TOKEN,
      });
      await api.register(emailReceiptRoutesPlugin, { emailReceipt });
    },
    { prefix: API_BASE_PATH },
  );
  await registerWebApp(app, config.WEB_DIST_DIR, {
    storeBanner: (businessId) => store.firstBanner(businessId),
  });
  return nearbite;
}
