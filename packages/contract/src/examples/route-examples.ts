import type { routeTables } from '../route-tables.js';
import { accountExamples } from './account.examples.js';
import { addressExamples } from './addresses.examples.js';
import { authExamples } from './auth.examples.js';
import { businessExamples } from './businesses.examples.js';
import { cardExamples } from './cards.examples.js';
import { consoleApiKeyExamples, consoleAuditExamples, consoleStaffExamples } from './console.examples.js';
import { consoleBoardExamples, consolePrinterExamples } from './console-board.examples.js';
import { consoleMenuExamples } from './console-menu.examples.js';
import { consoleMoneySettingsExamples, consoleTableExamples } from './console-money.examples.js';
import { consolePhotoExamples } from './console-photos.examples.js';
import { consolePickupAddressExamples } from './console-pickup-addresses.examples.js';
import { consolePickupPointExamples } from './console-pickup-points.examples.js';
import { consolePlatformExamples, consoleStoreOpeningExamples } from './console-platform.examples.js';
import { consolePointsExamples } from './console-points.examples.js';
import { consolePromotionExamples } from './console-promotions.examples.js';
import { consoleReportExamples } from './console-reports.examples.js';
import { consoleStoreProfileExamples } from './console-store-profile.examples.js';
import { consoleTimedMenuExamples } from './console-timed-menus.examples.js';
import { consoleWelcomePackageExamples } from './console-welcome-package.examples.js';
import { couponWalletExamples } from './coupon-wallet.examples.js';
import { devExamples } from './dev.examples.js';
import { locationExamples } from './location.examples.js';
import { merchantExamples } from './merchant.examples.js';
import { orderEventExamples } from './order-events.examples.js';
import { orderViewExamples } from './order-views.examples.js';
import { orderExamples } from './orders.examples.js';
import { paymentExamples } from './payments.examples.js';
import { pickupPointExamples } from './pickup-points.examples.js';
import { pointsExamples } from './points.examples.js';
import type { TableExamples } from './route-example.js';
import { storeExamples } from './store.examples.js';

/**
 * An example call of every route, by area and route name as in routeTables: the contract tests parse each
 * with its route's schemas, and the OpenAPI document shows them.
 */
export const routeExamples = {
  account: accountExamples,
  address: addressExamples,
  auth: authExamples,
  business: businessExamples,
  card: cardExamples,
  consoleApiKey: consoleApiKeyExamples,
  consoleAudit: consoleAuditExamples,
  consoleBoard: consoleBoardExamples,
  consolePhoto: consolePhotoExamples,
  consolePickupAddress: consolePickupAddressExamples,
  consolePickupPoint: consolePickupPointExamples,
  consoleMenu: consoleMenuExamples,
  consoleMoneySettings: consoleMoneySettingsExamples,
  consolePrinter: consolePrinterExamples,
  consolePoints: consolePointsExamples,
  consolePromotion: consolePromotionExamples,
  consolePlatform: consolePlatformExamples,
  consoleReport: consoleReportExamples,
  consoleStaff: consoleStaffExamples,
  consoleStoreOpening: consoleStoreOpeningExamples,
  consoleStoreProfile: consoleStoreProfileExamples,
  consoleTable: consoleTableExamples,
  consoleTimedMenu: consoleTimedMenuExamples,
  consoleWelcomePackage: consoleWelcomePackageExamples,
  couponWallet: couponWalletExamples,
  dev: devExamples,
  location: locationExamples,
  merchant: merchantExamples,
  orderEvent: orderEventExamples,
  orderView: orderViewExamples,
  order: orderExamples,
  payment: paymentExamples,
  pickupPoint: pickupPointExamples,
  points: pointsExamples,
  store: storeExamples,
} satisfies { [Area in keyof typeof routeTables]: TableExamples<(typeof routeTables)[Area]> };
