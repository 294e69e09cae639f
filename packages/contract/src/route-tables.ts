import { accountRoutes } from './account.js';
import { addressRoutes } from './addresses.js';
import { authRoutes } from './auth.js';
import { businessRoutes } from './businesses.js';
import { cardRoutes } from './cards.js';
import { consoleApiKeyRoutes } from './console-api-keys.js';
import { consoleAuditRoutes } from './console-audit.js';
import { consoleBoardRoutes } from './console-board.js';
import { consoleMenuRoutes } from './console-menu.js';
import { consoleMoneySettingsRoutes } from './console-money-settings.js';
import { consolePhotoRoutes } from './console-photos.js';
import { consolePickupAddressRoutes } from './console-pickup-addresses.js';
import { consolePickupPointRoutes } from './console-pickup-points.js';
import { consolePlatformRoutes, consoleStoreOpeningRoutes } from './console-platform.js';
import { consolePointsRoutes } from './console-points.js';
import { consolePrinterRoutes } from './console-printers.js';
import { consolePromotionRoutes } from './console-promotions.js';
import { consoleReportRoutes } from './console-reports.js';
import { consoleStaffRoutes } from './console-staff.js';
import { consoleStoreProfileRoutes } from './console-store-profile.js';
import { consoleTableRoutes } from './console-tables.js';
import { consoleTimedMenuRoutes } from './console-timed-menus.js';
import { consoleWelcomePackageRoutes } from './console-welcome-package.js';
import { couponWalletRoutes } from './coupon-wallet.js';
import { devRoutes } from './dev.js';
import { locationRoutes } from './location.js';
import { merchantRoutes } from './merchant.js';
import { orderEventRoutes } from './order-events.js';
import { orderViewRoutes } from './order-views.js';
import { orderRoutes } from './orders.js';
import { paymentRoutes } from './payments.js';
import { pickupPointRoutes } from './pickup-points.js';
import { pointsRoutes } from './points.js';
import { storeRoutes } from './store.js';

/** Every route table of the contract by area: the server serves each route, the web app calls them. */
export const routeTables = {
  account: accountRoutes,
  address: addressRoutes,
  auth: authRoutes,
  business: businessRoutes,
  card: cardRoutes,
  consoleApiKey: consoleApiKeyRoutes,
  consoleAudit: consoleAuditRoutes,
  consoleBoard: consoleBoardRoutes,
  consolePhoto: consolePhotoRoutes,
  consolePickupAddress: consolePickupAddressRoutes,
  consolePickupPoint: consolePickupPointRoutes,
  consoleMenu: consoleMenuRoutes,
  consoleMoneySettings: consoleMoneySettingsRoutes,
  consolePoints: consolePointsRoutes,
  consolePrinter: consolePrinterRoutes,
  consolePromotion: consolePromotionRoutes,
  consolePlatform: consolePlatformRoutes,
  consoleReport: consoleReportRoutes,
  consoleStaff: consoleStaffRoutes,
  consoleStoreOpening: consoleStoreOpeningRoutes,
  consoleStoreProfile: consoleStoreProfileRoutes,
  consoleTable: consoleTableRoutes,
  consoleTimedMenu: consoleTimedMenuRoutes,
  consoleWelcomePackage: consoleWelcomePackageRoutes,
  couponWallet: couponWalletRoutes,
  dev: devRoutes,
  location: locationRoutes,
  merchant: merchantRoutes,
  orderEvent: orderEventRoutes,
  orderView: orderViewRoutes,
  order: orderRoutes,
  payment: paymentRoutes,
  pickupPoint: pickupPointRoutes,
  points: pointsRoutes,
  store: storeRoutes,
} as const;
