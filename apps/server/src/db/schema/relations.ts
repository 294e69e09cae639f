import { relations } from 'drizzle-orm';
import {
  deliveryAddresses,
  savedCards,
  searchHistories,
  selfPickupPointBusinesses,
  selfPickupPoints,
} from './account.js';
import { sessions, users } from './auth.js';
import {
  businessCategories,
  businessCategoryLinks,
  businesses,
  businessPickupAddresses,
  deliveryConfigs,
  diningTables,
} from './catalog.js';
import { activities, commodities, commodityAttributes, commodityAttributeValues } from './commodities.js';
import { deliveries } from './deliveries.js';
import { commodityCategories, timedMenus } from './menus.js';
import { orderActivities, orderCoupons, orderHandleTimes, orderLines } from './order-lines.js';
import { orders } from './orders.js';
import { payments, refundLines, refunds } from './payments.js';
import { areas } from './platform.js';
import { pointsCards, pointsCouponRules, pointsExchanges, pointsLedger, pointsProgrammes } from './points.js';
import { coupons, newUserPackageCoupons, newUserPackages, userCoupons } from './promotions.js';

// Relations serve drizzle's relational queries (db.query.x.findMany({ with })); they add no SQL.

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  deliveryAddresses: many(deliveryAddresses),
  savedCards: many(savedCards),
  searchHistories: many(searchHistories),
  userCoupons: many(userCoupons),
  pointsCards: many(pointsCards),
  orders: many(orders),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const deliveryAddressesRelations = relations(deliveryAddresses, ({ one }) => ({
  user: one(users, { fields: [deliveryAddresses.userId], references: [users.id] }),
}));

export const savedCardsRelations = relations(savedCards, ({ one }) => ({
  user: one(users, { fields: [savedCards.userId], references: [users.id] }),
}));

export const searchHistoriesRelations = relations(searchHistories, ({ one }) => ({
  user: one(users, { fields: [searchHistories.userId], references: [users.id] }),
}));

export const selfPickupPointsRelations = relations(selfPickupPoints, ({ many }) => ({
  businesses: many(selfPickupPointBusinesses),
}));

export const selfPickupPointBusinessesRelations = relations(selfPickupPointBusinesses, ({ one }) => ({
  selfPickupPoint: one(selfPickupPoints, {
    fields: [selfPickupPointBusinesses.selfPickupPointId],
    references: [selfPickupPoints.id],
  }),
  business: one(businesses, { fields: [selfPickupPointBusinesses.businessId], references: [businesses.id] }),
}));

export const areasRelations = relations(areas, ({ many }) => ({
  businesses: many(businesses),
}));

export const businessCategoriesRelations = relations(businessCategories, ({ many }) => ({
  businessLinks: many(businessCategoryLinks),
}));

export const businessesRelations = relations(businesses, ({ one, many }) => ({
  area: one(areas, { fields: [businesses.areaId], references: [areas.id] }),
  categoryLinks: many(businessCategoryLinks),
  deliveryConfigs: many(deliveryConfigs),
  diningTables: many(diningTables),
  pickupAddresses: many(businessPickupAddresses),
  timedMenus: many(timedMenus),
  commodityCategories: many(commodityCategories),
  commodities: many(commodities),
  activities: many(activities),
  coupons: many(coupons),
  pointsProgramme: one(pointsProgrammes),
  pointsCouponRules: many(pointsCouponRules),
}));

export const businessCategoryLinksRelations = relations(businessCategoryLinks, ({ one }) => ({
  business: one(businesses, { fields: [businessCategoryLinks.businessId], references: [businesses.id] }),
  category: one(businessCategories, {
    fields: [businessCategoryLinks.categoryId],
    references: [businessCategories.id],
  }),
}));

export const deliveryConfigsRelations = relations(deliveryConfigs, ({ one }) => ({
  business: one(businesses, { fields: [deliveryConfigs.businessId], references: [businesses.id] }),
}));

export const diningTablesRelations = relations(diningTables, ({ one }) => ({
  business: one(businesses, { fields: [diningTables.businessId], references: [businesses.id] }),
}));

export const businessPickupAddressesRelations = relations(businessPickupAddresses, ({ one }) => ({
  business: one(businesses, { fields: [businessPickupAddresses.businessId], references: [businesses.id] }),
}));

export const timedMenusRelations = relations(timedMenus, ({ one, many }) => ({
  business: one(businesses, { fields: [timedMenus.businessId], references: [businesses.id] }),
  commodities: many(commodities),
}));

export const commodityCategoriesRelations = relations(commodityCategories, ({ one, many }) => ({
  business: one(businesses, { fields: [commodityCategories.businessId], references: [businesses.id] }),
  commodities: many(commodities),
}));

export const commoditiesRelations = relations(commodities, ({ one, many }) => ({
  business: one(businesses, { fields: [commodities.businessId], references: [businesses.id] }),
  category: one(commodityCategories, {
    fields: [commodities.categoryId],
    references: [commodityCategories.id],
  }),
  timedMenu: one(timedMenus, { fields: [commodities.timedMenuId], references: [timedMenus.id] }),
  attributes: many(commodityAttributes),
}));

export const commodityAttributesRelations = relations(commodityAttributes, ({ one, many }) => ({
  commodity: one(commodities, { fields: [commodityAttributes.commodityId], references: [commodities.id] }),
  values: many(commodityAttributeValues),
}));

export const commodityAttributeValuesRelations = relations(commodityAttributeValues, ({ one }) => ({
  attribute: one(commodityAttributes, {
    fields: [commodityAttributeValues.attributeId],
    references: [commodityAttributes.id],
  }),
}));

export const activitiesRelations = relations(activities, ({ one }) => ({
  business: one(businesses, { fields: [activities.businessId], references: [businesses.id] }),
}));

export const couponsRelations = relations(coupons, ({ one, many }) => ({
  business: one(businesses, { fields: [coupons.businessId], references: [businesses.id] }),
  userCoupons: many(userCoupons),
}));

export const userCouponsRelations = relations(userCoupons, ({ one }) => ({
  user: one(users, { fields: [userCoupons.userId], references: [users.id] }),
  coupon: one(coupons, { fields: [userCoupons.couponId], references: [coupons.id] }),
}));

export const newUserPackagesRelations = relations(newUserPackages, ({ many }) => ({
  coupons: many(newUserPackageCoupons),
}));

export const newUserPackageCouponsRelations = relations(newUserPackageCoupons, ({ one }) => ({
  package: one(newUserPackages, {
    fields: [newUserPackageCoupons.packageId],
    references: [newUserPackages.id],
  }),
  coupon: one(coupons, { fields: [newUserPackageCoupons.couponId], references: [coupons.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  business: one(businesses, { fields: [orders.businessId], references: [businesses.id] }),
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  selfPickupPoint: one(selfPickupPoints, {
    fields: [orders.selfPickupPointId],
    references: [selfPickupPoints.id],
  }),
  lines: many(orderLines),
  coupons: many(orderCoupons),
  activities: many(orderActivities),
  handleTimes: many(orderHandleTimes),
  payments: many(payments),
  refunds: many(refunds),
  delivery: one(deliveries),
}));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
  commodity: one(commodities, { fields: [orderLines.commodityId], references: [commodities.id] }),
}));

export const orderCouponsRelations = relations(orderCoupons, ({ one }) => ({
  order: one(orders, { fields: [orderCoupons.orderId], references: [orders.id] }),
  userCoupon: one(userCoupons, { fields: [orderCoupons.userCouponId], references: [userCoupons.id] }),
  coupon: one(coupons, { fields: [orderCoupons.couponId], references: [coupons.id] }),
}));

export const orderActivitiesRelations = relations(orderActivities, ({ one }) => ({
  order: one(orders, { fields: [orderActivities.orderId], references: [orders.id] }),
  activity: one(activities, { fields: [orderActivities.activityId], references: [activities.id] }),
}));

export const orderHandleTimesRelations = relations(orderHandleTimes, ({ one }) => ({
  order: one(orders, { fields: [orderHandleTimes.orderId], references: [orders.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
}));

export const refundsRelations = relations(refunds, ({ one, many }) => ({
  order: one(orders, { fields: [refunds.orderId], references: [orders.id] }),
  payment: one(payments, { fields: [refunds.paymentId], references: [payments.id] }),
  lines: many(refundLines),
}));

export const refundLinesRelations = relations(refundLines, ({ one }) => ({
  refund: one(refunds, { fields: [refundLines.refundId], references: [refunds.id] }),
  orderLine: one(orderLines, { fields: [refundLines.orderLineId], references: [orderLines.id] }),
}));

export const deliveriesRelations = relations(deliveries, ({ one }) => ({
  order: one(orders, { fields: [deliveries.orderId], references: [orders.id] }),
}));

export const pointsProgrammesRelations = relations(pointsProgrammes, ({ one }) => ({
  business: one(businesses, { fields: [pointsProgrammes.businessId], references: [businesses.id] }),
}));

export const pointsCouponRulesRelations = relations(pointsCouponRules, ({ one }) => ({
  business: one(businesses, { fields: [pointsCouponRules.businessId], references: [businesses.id] }),
  coupon: one(coupons, { fields: [pointsCouponRules.couponId], references: [coupons.id] }),
}));

export const pointsCardsRelations = relations(pointsCards, ({ one, many }) => ({
  user: one(users, { fields: [pointsCards.userId], references: [users.id] }),
  business: one(businesses, { fields: [pointsCards.businessId], references: [businesses.id] }),
  ledger: many(pointsLedger),
  exchanges: many(pointsExchanges),
}));

export const pointsLedgerRelations = relations(pointsLedger, ({ one }) => ({
  card: one(pointsCards, { fields: [pointsLedger.cardId], references: [pointsCards.id] }),
  exchange: one(pointsExchanges, { fields: [pointsLedger.exchangeId], references: [pointsExchanges.id] }),
}));

export const pointsExchangesRelations = relations(pointsExchanges, ({ one }) => ({
  card: one(pointsCards, { fields: [pointsExchanges.cardId], references: [pointsCards.id] }),
  coupon: one(coupons, { fields: [pointsExchanges.couponId], references: [coupons.id] }),
  userCoupon: one(userCoupons, { fields: [pointsExchanges.userCouponId], references: [userCoupons.id] }),
}));
