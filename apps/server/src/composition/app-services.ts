import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createApplePaySessions } from '../integrations/card-processor/apple-pay-session.js';
import type { ConfiguredCardProcessor } from '../integrations/card-processor/create-card-processor.js';
import { createDeliveredMessagesRepository } from '../integrations/delivered-messages.repository.js';
import { createEmailProvider } from '../integrations/email/create-email-provider.js';
import type { EmailProvider } from '../integrations/email/email-provider.js';
import { createGeocoder } from '../integrations/geocoder/create-geocoder.js';
import type { Geocoder } from '../integrations/geocoder/geocoder.js';
import { createPhotoStore } from '../integrations/photo-store/create-photo-store.js';
import type { PhotoStore } from '../integrations/photo-store/photo-store.js';
import { createNetworkPrinter } from '../integrations/printer/network-printer.js';
import { createSmsProvider } from '../integrations/sms/create-sms-provider.js';
import type { SmsProvider } from '../integrations/sms/sms-provider.js';
import type { Clock } from '../lib/clock.js';
import { createAccountRepository } from '../modules/account/account.repository.js';
import { createAccountService } from '../modules/account/account.service.js';
import { createAddressesRepository } from '../modules/addresses/addresses.repository.js';
import { createAddressesService } from '../modules/addresses/addresses.service.js';
import { createAuthRepository } from '../modules/auth/auth.repository.js';
import { createAuthService } from '../modules/auth/auth.service.js';
import { createBusinessesRepository } from '../modules/businesses/businesses.repository.js';
import { createBusinessesService } from '../modules/businesses/businesses.service.js';
import { createCardsRepository } from '../modules/cards/cards.repository.js';
import { createCardsService } from '../modules/cards/cards.service.js';
import { createConsoleRepository } from '../modules/console/console.repository.js';
import { createConsoleService } from '../modules/console/console.service.js';
import { createCouponsRepository } from '../modules/coupons/coupons.repository.js';
import { createCouponsService } from '../modules/coupons/coupons.service.js';
import { createDemoStoresRepository } from '../modules/dev/demo-stores.repository.js';
import { createDemoStoresService } from '../modules/dev/demo-stores.service.js';
import { createDiningTablesRepository } from '../modules/dining-tables/dining-tables.repository.js';
import { createDiningTablesService } from '../modules/dining-tables/dining-tables.service.js';
import { createEmailReceiptRepository } from '../modules/email-receipt/email-receipt.repository.js';
import { createEmailReceiptService } from '../modules/email-receipt/email-receipt.service.js';
import { createKitchenPrintersRepository } from '../modules/kitchen-printers/kitchen-printers.repository.js';
import { createKitchenPrintersService } from '../modules/kitchen-printers/kitchen-printers.service.js';
import { createLocationService } from '../modules/location/location.service.js';
import { createMenuEditingRepository } from '../modules/menu-editing/menu-editing.repository.js';
import { createMenuEditingService } from '../modules/menu-editing/menu-editing.service.js';
import { createMoneySettingsRepository } from '../modules/money-settings/money-settings.repository.js';
import { createMoneySettingsService } from '../modules/money-settings/money-settings.service.js';
import { createOrderBoardRepository } from '../modules/order-board/order-board.repository.js';
import { createOrderBoardService } from '../modules/order-board/order-board.service.js';
import { createOrderLifeRepository } from '../modules/order-life/order-life.repository.js';
import { createOrderLifeService } from '../modules/order-life/order-life.service.js';
import { createOrderRefundsService } from '../modules/order-life/order-refunds.service.js';
import { createOrderViewsRepository } from '../modules/order-views/order-views.repository.js';
import { createOrderViewsService } from '../modules/order-views/order-views.service.js';
import { createOrdersRepository } from '../modules/orders/orders.repository.js';
import { createOrdersService } from '../modules/orders/orders.service.js';
import { createOutboxRepository } from '../modules/outbox/outbox.repository.js';
import { createPaidOrders } from '../modules/payments/paid-orders.js';
import { createPaymentsRepository } from '../modules/payments/payments.repository.js';
import { createPaymentsService } from '../modules/payments/payments.service.js';
import { createPhotosRepository } from '../modules/photos/photos.repository.js';
import { createPhotosService } from '../modules/photos/photos.service.js';
import { createPickupAddressesRepository } from '../modules/pickup-addresses/pickup-addresses.repository.js';
import { createPickupAddressesService } from '../modules/pickup-addresses/pickup-addresses.service.js';
import { createPickupPointAdminRepository } from '../modules/pickup-point-admin/pickup-point-admin.repository.js';
import { createPickupPointAdminService } from '../modules/pickup-point-admin/pickup-point-admin.service.js';
import { createPickupPointsRepository } from '../modules/pickup-points/pickup-points.repository.js';
import { createPickupPointsService } from '../modules/pickup-points/pickup-points.service.js';
import { createPlatformAdminRepository } from '../modules/platform-admin/platform-admin.repository.js';
import { createPlatformAdminService } from '../modules/platform-admin/platform-admin.service.js';
import { createPointsRepository } from '../modules/points/points.repository.js';
import { createPointsService } from '../modules/points/points.service.js';
import { createPointsSettingsRepository } from '../modules/points-settings/points-settings.repository.js';
import { createPointsSettingsService } from '../modules/points-settings/points-settings.service.js';
import { createPromotionsRepository } from '../modules/promotions/promotions.repository.js';
import { createPromotionsService } from '../modules/promotions/promotions.service.js';
import { createRefundFailures } from '../modules/refunds/refund-failures.js';
import { createReportsRepository } from '../modules/reports/reports.repository.js';
import { createReportsService } from '../modules/reports/reports.service.js';
import { createStoreRepository } from '../modules/store/store.repository.js';
import { createStoreService } from '../modules/store/store.service.js';
import { createStoreProfileRepository } from '../modules/store-profile/store-profile.repository.js';
import { createStoreProfileService } from '../modules/store-profile/store-profile.service.js';
import { createStoreSettingsRepository } from '../modules/store-settings/store-settings.repository.js';
import { createStoreSettingsService } from '../modules/store-settings/store-settings.service.js';
import { createTimedMenusRepository } from '../modules/timed-menus/timed-menus.repository.js';
import { createTimedMenusService } from '../modules/timed-menus/timed-menus.service.js';
import { createWelcomePackageAdminRepository } from '../modules/welcome-package-admin/welcome-package-admin.repository.js';
import { createWelcomePackageAdminService } from '../modules/welcome-package-admin/welcome-package-admin.service.js';

/** What the services are built from: configuration, the database, the clock and the providers tests swap. */
export interface ServiceDependencies {
  config: AppConfig;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  sms?: SmsProvider;
  email?: EmailProvider;
  geocoder?: Geocoder;
  photoStore?: PhotoStore;
  /** The configured card processor (createCardProcessor: loading Stripe's SDK is asynchronous). */
  cards: ConfiguredCardProcessor;
}

/** Every module's service, each with its repository and providers: the one composition root of the server. */
export function createAppServices(deps: ServiceDependencies) {
  const { config, clock, log } = deps;
  const { db } = deps.database;
  const messages = createDeliveredMessagesRepository(db);
  const sms = deps.sms ?? createSmsProvider(config, messages);
  const email = deps.email ?? createEmailProvider(config, messages);
  const auth = createAuthService({ repository: createAuthRepository(db), sms, clock });
  const pickupPoints = createPickupPointsService({ repository: createPickupPointsRepository(db), clock });
  const orderViews = createOrderViewsService({ repository: createOrderViewsRepository(db), clock });
  const { processor: cardProcessor, sandbox: sandboxProcessor } = deps.cards;
  const applePayIdentity =
    config.APPLE_PAY_MERCHANT_ID && config.APPLE_PAY_CERT_PATH && config.APPLE_PAY_KEY_PATH
      ? {
          merchantId: config.APPLE_PAY_MERCHANT_ID,
          certPath: config.APPLE_PAY_CERT_PATH,
          keyPath: config.APPLE_PAY_KEY_PATH,
          displayName: 'Nearbite',
        }
      : null;
  // Payments report refunds the processor failed; the order's life handles them and calls payments to refund.
  const refundFailures = createRefundFailures();
  // Payments report an order paid in full; the order's life accepts it when its store accepts automatically.
  const paidOrders = createPaidOrders();
  const payments = createPaymentsService({
    repository: createPaymentsRepository(db),
    processor: cardProcessor,
    clock,
    log,
    refundFailures,
    paidOrders,
    pendingGraceMs: config.PAYMENT_RECONCILE_GRACE_MS,
  });
  const consoleRepository = createConsoleRepository(db);
  const orderLifeRepository = createOrderLifeRepository(db);
  const orderLife = createOrderLifeService({ repository: orderLifeRepository, clock });
  paidOrders.handle((tx, orderId) => orderLife.autoAcceptPaid(tx, orderId));
  const orderRefunds = createOrderRefundsService({
    repository: orderLifeRepository,
    clock,
    refundPayment: (orderId, amount, refundId) => payments.refundPayment(orderId, amount, refundId),
    refundFailures,
  });
  const consoleService = createConsoleService({
    repository: consoleRepository,
    clock,
    configuredAdmins: new Set(config.PLATFORM_ADMINS),
  });
  const location = createLocationService({ geocoder: deps.geocoder ?? createGeocoder(config, db) });
  return {
    messages,
    demoStores: createDemoStoresService({ repository: createDemoStoresRepository(db) }),
    sms,
    email,
    auth,
    pickupPoints,
    orderViews,
    orderLife,
    orderRefunds,
    payments,
    sandboxProcessor,
    location,
    account: createAccountService({ repository: createAccountRepository(db), clock, config }),
    businesses: createBusinessesService({ repository: createBusinessesRepository(db), clock }),
    store: createStoreService({ repository: createStoreRepository(db), clock }),
    addresses: createAddressesService({ repository: createAddressesRepository(db), clock }),
    emailReceipt: createEmailReceiptService({
      codes: createAuthRepository(db),
      repository: createEmailReceiptRepository(db),
      outbox: createOutboxRepository(db),
      orderViews,
      clock,
    }),
    cards: createCardsService({
      repository: createCardsRepository(db),
      processor: cardProcessor,
      clock,
      log,
      applePayMerchantId: applePayIdentity?.merchantId ?? null,
    }),
    applePay: createApplePaySessions(applePayIdentity),
    console: consoleService,
    orderBoard: createOrderBoardService({
      repository: createOrderBoardRepository(db),
      orderLife: orderLifeRepository,
      orderRefunds,
      audit: consoleService,
      clock,
    }),
    storeSettings: createStoreSettingsService({
      repository: createStoreSettingsRepository(db),
      audit: consoleRepository,
      clock,
    }),
    menuEditing: createMenuEditingService({
      repository: createMenuEditingRepository(db),
      audit: consoleRepository,
      clock,
    }),
    moneySettings: createMoneySettingsService({
      repository: createMoneySettingsRepository(db),
      audit: consoleRepository,
      clock,
    }),
    timedMenus: createTimedMenusService({
      repository: createTimedMenusRepository(db),
      audit: consoleRepository,
      clock,
    }),
    pickupAddresses: createPickupAddressesService({
      repository: createPickupAddressesRepository(db),
      audit: consoleRepository,
      clock,
    }),
    diningTables: createDiningTablesService({
      repository: createDiningTablesRepository(db),
      audit: consoleRepository,
      clock,
    }),
    promotions: createPromotionsService({
      repository: createPromotionsRepository(db),
      audit: consoleRepository,
      clock,
    }),
    pointsSettings: createPointsSettingsService({
      repository: createPointsSettingsRepository(db),
      audit: consoleRepository,
      clock,
    }),
    kitchenPrinters: createKitchenPrintersService({
      repository: createKitchenPrintersRepository(db),
      recordAudit: (entry, tx) => consoleRepository.recordAudit(entry, tx),
      printer: createNetworkPrinter(),
      clock,
      log,
    }),
    platformAdmin: createPlatformAdminService({
      repository: createPlatformAdminRepository(db),
      consoleRepository,
      console: consoleService,
      clock,
    }),
    pickupPointAdmin: createPickupPointAdminService({
      repository: createPickupPointAdminRepository(db),
      consoleRepository,
      console: consoleService,
      clock,
    }),
    welcomePackageAdmin: createWelcomePackageAdminService({
      repository: createWelcomePackageAdminRepository(db),
      codes: createPromotionsRepository(db),
      consoleRepository,
      console: consoleService,
      clock,
    }),
    photos: createPhotosService({
      repository: createPhotosRepository(db),
      store: deps.photoStore ?? createPhotoStore(config),
      recordAudit: (entry, tx) => consoleRepository.recordAudit(entry, tx),
      clock,
      log,
    }),
    storeProfile: createStoreProfileService({
      repository: createStoreProfileRepository(db),
      audit: consoleRepository,
      geocode: (address) => location.geocode(address),
      clock,
    }),
    reports: createReportsService({ repository: createReportsRepository(db), clock }),
    coupons: createCouponsService({ repository: createCouponsRepository(db), clock }),
    points: createPointsService({ repository: createPointsRepository(db), clock }),
    orders: createOrdersService({
      repository: createOrdersRepository(db),
      clock,
      selfPickupPointConfig: () => pickupPoints.config(),
      sessions: auth,
      ...(config.PAYMENT_WINDOW_MS ? { paymentWindowMs: config.PAYMENT_WINDOW_MS } : {}),
    }),
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
