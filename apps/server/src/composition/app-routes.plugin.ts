import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.js';
import { accountRoutesPlugin } from '../modules/account/account.routes.js';
import { addressesRoutesPlugin } from '../modules/addresses/addresses.routes.js';
import { authRoutesPlugin } from '../modules/auth/auth.routes.js';
import { businessesRoutesPlugin } from '../modules/businesses/businesses.routes.js';
import { cardsRoutesPlugin } from '../modules/cards/cards.routes.js';
import { consoleRoutesPlugin } from '../modules/console/console.routes.js';
import { createMerchantAccess } from '../modules/console/merchant-access.js';
import { couponsRoutesPlugin } from '../modules/coupons/coupons.routes.js';
import { devRoutesPlugin } from '../modules/dev/dev.routes.js';
import { diningTablesRoutesPlugin } from '../modules/dining-tables/dining-tables.routes.js';
import { emailReceiptRoutesPlugin } from '../modules/email-receipt/email-receipt.routes.js';
import { imagesRoutesPlugin } from '../modules/images/images.routes.js';
import { kitchenPrintersRoutesPlugin } from '../modules/kitchen-printers/kitchen-printers.routes.js';
import { locationRoutesPlugin } from '../modules/location/location.routes.js';
import { menuEditingRoutesPlugin } from '../modules/menu-editing/menu-editing.routes.js';
import { moneySettingsRoutesPlugin } from '../modules/money-settings/money-settings.routes.js';
import { orderBoardRoutesPlugin } from '../modules/order-board/order-board.routes.js';
import { orderEventsRoutesPlugin } from '../modules/order-events/order-events.routes.js';
import {
  merchantRoutesPlugin,
  orderCancellationRoutesPlugin,
} from '../modules/order-life/order-life.routes.js';
import { merchantOrderLookupRoutesPlugin } from '../modules/order-views/merchant-order-lookup.routes.js';
import { orderViewsRoutesPlugin } from '../modules/order-views/order-views.routes.js';
import { ordersRoutesPlugin } from '../modules/orders/orders.routes.js';
import { paymentsRoutesPlugin } from '../modules/payments/payments.routes.js';
import { photoImagesRoutesPlugin } from '../modules/photos/photo-images.routes.js';
import { photosRoutesPlugin } from '../modules/photos/photos.routes.js';
import { pickupAddressesRoutesPlugin } from '../modules/pickup-addresses/pickup-addresses.routes.js';
import { pickupPointAdminRoutesPlugin } from '../modules/pickup-point-admin/pickup-point-admin.routes.js';
import { pickupPointsRoutesPlugin } from '../modules/pickup-points/pickup-points.routes.js';
import { platformAdminRoutesPlugin } from '../modules/platform-admin/platform-admin.routes.js';
import { merchantPointsRoutesPlugin } from '../modules/points/merchant-points.routes.js';
import { pointsRoutesPlugin } from '../modules/points/points.routes.js';
import { pointsSettingsRoutesPlugin } from '../modules/points-settings/points-settings.routes.js';
import { promotionsRoutesPlugin } from '../modules/promotions/promotions.routes.js';
import { reportsRoutesPlugin } from '../modules/reports/reports.routes.js';
import { sandboxProcessorRoutesPlugin } from '../modules/sandbox-processor/sandbox-processor.routes.js';
import { storeRoutesPlugin } from '../modules/store/store.routes.js';
import { storeProfileRoutesPlugin } from '../modules/store-profile/store-profile.routes.js';
import { storeSettingsRoutesPlugin } from '../modules/store-settings/store-settings.routes.js';
import { timedMenusRoutesPlugin } from '../modules/timed-menus/timed-menus.routes.js';
import { welcomePackageAdminRoutesPlugin } from '../modules/welcome-package-admin/welcome-package-admin.routes.js';
import type { AppServices } from './app-services.js';

export interface AppRoutesOptions {
  config: AppConfig;
  services: AppServices;
}

/** Every module's routes under the API prefix, each given only the services it calls. */
export const appRoutesPlugin: FastifyPluginAsync<AppRoutesOptions> = async (api, { config, services: s }) => {
  const access = createMerchantAccess(config.OPERATOR_TOKEN, s.console);
  await api.register(authRoutesPlugin, { auth: s.auth });
  await api.register(businessesRoutesPlugin, { businesses: s.businesses });
  await api.register(devRoutesPlugin, { config, messages: s.messages, demoStores: s.demoStores });
  await api.register(imagesRoutesPlugin);
  await api.register(locationRoutesPlugin, { location: s.location });
  await api.register(accountRoutesPlugin, { account: s.account, auth: s.auth, config });
  await api.register(storeRoutesPlugin, { store: s.store });
  await api.register(addressesRoutesPlugin, { addresses: s.addresses });
  await api.register(pickupPointsRoutesPlugin, { pickupPoints: s.pickupPoints });
  await api.register(ordersRoutesPlugin, { orders: s.orders });
  await api.register(couponsRoutesPlugin, { coupons: s.coupons });
  await api.register(pointsRoutesPlugin, { points: s.points });
  await api.register(cardsRoutesPlugin, { cards: s.cards });
  await api.register(paymentsRoutesPlugin, {
    payments: s.payments,
    applePay: s.applePay,
    productionHosts: config.productionHosts,
  });
  if (s.sandboxProcessor) {
    await api.register(sandboxProcessorRoutesPlugin, { sandbox: s.sandboxProcessor, payments: s.payments });
  }
  await api.register(orderCancellationRoutesPlugin, { orderLife: s.orderLife });
  await api.register(merchantRoutesPlugin, {
    orderLife: s.orderLife,
    orderRefunds: s.orderRefunds,
    access,
  });
  await api.register(merchantPointsRoutesPlugin, { points: s.points, access });
  await api.register(orderViewsRoutesPlugin, { orderViews: s.orderViews });
  await api.register(orderEventsRoutesPlugin, {
    orderEvents: api.orderEvents,
    console: s.console,
    boardPresence: s.storeSettings,
  });
  await api.register(merchantOrderLookupRoutesPlugin, { orderViews: s.orderViews, access });
  await api.register(emailReceiptRoutesPlugin, { emailReceipt: s.emailReceipt });
  await api.register(consoleRoutesPlugin, { console: s.console });
  await api.register(orderBoardRoutesPlugin, { orderBoard: s.orderBoard, console: s.console });
  await api.register(storeSettingsRoutesPlugin, { storeSettings: s.storeSettings, console: s.console });
  await api.register(kitchenPrintersRoutesPlugin, { kitchenPrinters: s.kitchenPrinters, console: s.console });
  await api.register(platformAdminRoutesPlugin, { platformAdmin: s.platformAdmin, console: s.console });
  await api.register(pickupPointAdminRoutesPlugin, { pickupPointAdmin: s.pickupPointAdmin });
  await api.register(welcomePackageAdminRoutesPlugin, { welcomePackageAdmin: s.welcomePackageAdmin });
  await api.register(photosRoutesPlugin, { photos: s.photos, console: s.console });
  await api.register(photoImagesRoutesPlugin, { photos: s.photos });
  await api.register(menuEditingRoutesPlugin, { menuEditing: s.menuEditing, console: s.console });
  await api.register(storeProfileRoutesPlugin, { storeProfile: s.storeProfile, console: s.console });
  await api.register(reportsRoutesPlugin, { reports: s.reports, console: s.console });
  await api.register(moneySettingsRoutesPlugin, { moneySettings: s.moneySettings, console: s.console });
  await api.register(timedMenusRoutesPlugin, { timedMenus: s.timedMenus, console: s.console });
  await api.register(pickupAddressesRoutesPlugin, {
    pickupAddresses: s.pickupAddresses,
    console: s.console,
  });
  await api.register(diningTablesRoutesPlugin, {
    diningTables: s.diningTables,
    console: s.console,
    publicOrigin: config.PRODUCTION_URL ?? null,
  });
  await api.register(promotionsRoutesPlugin, {
    promotions: s.promotions,
    console: s.console,
    publicOrigin: config.PRODUCTION_URL ?? null,
  });
  await api.register(pointsSettingsRoutesPlugin, { pointsSettings: s.pointsSettings, console: s.console });
};
