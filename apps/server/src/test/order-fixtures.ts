import { randomBytes, randomUUID } from 'node:crypto';
import { SESSION_COOKIE_NAME } from '@nearbite/domain/session';
import type { Db } from '../db/client.js';
import { selfPickupPointBusinesses, selfPickupPoints } from '../db/schema/account.js';
import { sessions, users } from '../db/schema/auth.js';
import {
  businesses,
  businessPickupAddresses,
  type DeliveryFeeShare,
  deliveryConfigs,
  diningTables,
} from '../db/schema/catalog.js';
import {
  type AddOnGroup,
  activities,
  commodities,
  commodityAttributes,
  commodityAttributeValues,
  type SpecificationOption,
} from '../db/schema/commodities.js';
import { commodityCategories, timedMenus } from '../db/schema/menus.js';
import { pointsProgrammes } from '../db/schema/points.js';
import { coupons, userCoupons } from '../db/schema/promotions.js';
import { sha256Hex } from '../modules/auth/secrets.js';
import { createPointsRepository } from '../modules/points/points.repository.js';

/**
 * A small store for order-submission tests, written row by row: items with every kind of option, an item
 * and an order-type discount, a delivery config, pickup addresses, a table, hosts, coupons and a points
 * programme. Ids are made here so tests can name every row.
 */

const HOUR = 3_600_000;
const everyDay = (...intervals: Array<[number, number]>) => Array.from({ length: 7 }, () => intervals);

/** Store hours: 10:00–22:00 every day, in San Francisco. */
export const STORE_HOURS = everyDay([10 * HOUR, 22 * HOUR]);
/** The breakfast menu: 07:00–10:30. */
export const BREAKFAST_HOURS = everyDay([7 * HOUR, 10.5 * HOUR]);
export const STORE_LOCATION = { latitude: 37.788, longitude: -122.4075 };
export const TIME_ZONE = 'America/Los_Angeles';

const text = (en: string) => ({ en, zh: `${en}（中）` });

export interface ItemFixture {
  id: string;
  price: number;
  takeawayPrice: number | null;
}

export interface StoreFixture {
  businessId: string;
  mainsCategoryId: string;
  drinksCategoryId: string;
  items: {
    /** Options: Spice (single, required), Toppings (multi, up to 2), Size attribute, Extras add-ons. */
    noodles: ItemFixture;
    /** 5 in stock; the item discount (15 % off) covers it. */
    dumplings: ItemFixture;
    /** Buy 2 to 4; a Sauce add-on group needs at least one sauce. */
    wings: ItemFixture;
    /** On the breakfast menu. */
    pancakes: ItemFixture;
    /** Cannot be delivered. */
    soup: ItemFixture;
    /** Taken off sale. */
    retired: ItemFixture;
    /** In the required dine-in category; can be redeemed with points. */
    tea: ItemFixture;
  };
  noodles: {
    spice: { id: string; mild: string; hot: string };
    toppings: { id: string; values: [string, string, string] };
    size: { id: string; regular: string; large: string };
    extras: { id: string; egg: string; tofu: string };
  };
  wingsSauce: { id: string; soy: string; chili: string };
  activities: { dumplingsFifteenOff: string; deliveryFiveOff: string };
  pickupAddresses: { counter: string; curbside: string };
  tableName: string;
  hosts: { linked: string; unlinked: string; inactive: string };
}

/** Options of the fixture store that a test may change. */
export interface StoreOptions {
  orderInAdvance?: boolean;
  diningTypes?: Array<'delivery' | 'pickup' | 'dineIn'>;
  deliveryCarrier?: 'platform' | 'business' | 'doordash';
  /** Business-run delivery weekdays, Monday 1 … Sunday 7; null every day. */
  deliveryDates?: number[] | null;
  smallOrderExtraPrice?: number | null;
  customizedTipDisabled?: boolean;
  dumplingsStock?: number | null;
  largeSizeStock?: number | null;
  status?: 'online' | 'offline';
  /** A third-party delivery row (doordash); its other columns are filled with values the store page hides. */
  doordash?: { basePrice: number; deliveryFeeShares: DeliveryFeeShare[] };
}

/** Writes the store; answers its ids. */
export async function createStoreFixture(db: Db, options: StoreOptions = {}): Promise<StoreFixture> {
  const id = randomUUID;
  const fixture: StoreFixture = {
    businessId: id(),
    mainsCategoryId: id(),
    drinksCategoryId: id(),
    items: {
      noodles: { id: id(), price: 1299, takeawayPrice: 1199 },
      dumplings: { id: id(), price: 899, takeawayPrice: null },
      wings: { id: id(), price: 650, takeawayPrice: null },
      pancakes: { id: id(), price: 799, takeawayPrice: null },
      soup: { id: id(), price: 599, takeawayPrice: null },
      retired: { id: id(), price: 999, takeawayPrice: null },
      tea: { id: id(), price: 350, takeawayPrice: null },
    },
    noodles: {
      spice: { id: id(), mild: id(), hot: id() },
      toppings: { id: id(), values: [id(), id(), id()] },
      size: { id: id(), regular: id(), large: id() },
      extras: { id: id(), egg: id(), tofu: id() },
    },
    wingsSauce: { id: id(), soy: id(), chili: id() },
    activities: { dumplingsFifteenOff: id(), deliveryFiveOff: id() },
    pickupAddresses: { counter: id(), curbside: id() },
    tableName: 'A1',
    hosts: { linked: id(), unlinked: id(), inactive: id() },
  };
  const businessId = fixture.businessId;
  const breakfastId = id();
  const { items, noodles } = fixture;

  await db.insert(businesses).values({
    id: businessId,
    name: text('Fixture Noodle House'),
    status: options.status ?? 'online',
    fullAddress: '100 Geary St, San Francisco, CA 94108',
    latitude: STORE_LOCATION.latitude,
    longitude: STORE_LOCATION.longitude,
    timeZone: TIME_ZONE,
    openHours: STORE_HOURS,
    diningTypes: options.diningTypes ?? ['delivery', 'pickup', 'dineIn'],
    deliveryCarrier: options.deliveryCarrier ?? 'platform',
    prepareFoodTimeSeconds: 1200,
    taxRateMillionths: 86_250,
    servicePrices: [
      { orderType: 'delivery', percent: 5, cent: 99 },
      { orderType: 'pickup', percent: 3, cent: 0 },
    ],
    customizedTipDisabled: options.customizedTipDisabled ?? false,
    orderInAdvance: options.orderInAdvance ?? true,
    reserveDay: 1,
    spacTimeMinutes: 15,
    pointsStatus: 'active',
  });
  await db.insert(timedMenus).values({
    id: breakfastId,
    businessId,
    name: text('Breakfast'),
    openHours: BREAKFAST_HOURS,
  });
  await db.insert(commodityCategories).values([
    { id: fixture.mainsCategoryId, businessId, name: text('Mains'), sortOrder: 0 },
    {
      id: fixture.drinksCategoryId,
      businessId,
      name: text('Drinks'),
      requiredForDineIn: true,
      sortOrder: 1,
    },
  ]);
  const specifications: SpecificationOption[] = [
    {
      id: noodles.spice.id,
      name: text('Spice'),
      values: [
        { id: noodles.spice.mild, name: text('Mild') },
        { id: noodles.spice.hot, name: text('Hot') },
      ],
      singularity: true,
      required: true,
      maxSelected: null,
    },
    {
      id: noodles.toppings.id,
      name: text('Toppings'),
      values: noodles.toppings.values.map((value, index) => ({ id: value, name: text(`Topping ${index}`) })),
      singularity: false,
      required: false,
      maxSelected: 2,
    },
  ];
  const extras: AddOnGroup = {
    id: noodles.extras.id,
    name: text('Extras'),
    minBuyNumber: 0,
    maxBuyNumber: 3,
    values: [
      { id: noodles.extras.egg, name: text('Egg'), price: 100, minBuyNumber: 0, maxBuyNumber: 2 },
      { id: noodles.extras.tofu, name: text('Tofu'), price: 150, minBuyNumber: 2, maxBuyNumber: null },
    ],
  };
  const sauce: AddOnGroup = {
    id: fixture.wingsSauce.id,
    name: text('Sauce'),
    minBuyNumber: 1,
    maxBuyNumber: 2,
    values: [
      { id: fixture.wingsSauce.soy, name: text('Soy'), price: 0, minBuyNumber: 0, maxBuyNumber: null },
      { id: fixture.wingsSauce.chili, name: text('Chili'), price: 50, minBuyNumber: 0, maxBuyNumber: null },
    ],
  };
  const item = (key: keyof StoreFixture['items'], name: string) => ({
    id: items[key].id,
    businessId,
    categoryId: fixture.mainsCategoryId,
    name: text(name),
    thumbnail: `/apis/v1/images/${key}.png`,
    price: items[key].price,
    takeawayPrice: items[key].takeawayPrice,
  });
  await db.insert(commodities).values([
    { ...item('noodles', 'Beef noodles'), specifications, addOnGroups: [extras], maxBuyNumber: 10 },
    { ...item('dumplings', 'Dumplings'), stockNumber: options.dumplingsStock ?? 5 },
    { ...item('wings', 'Wings'), minBuyNumber: 2, maxBuyNumber: 4, addOnGroups: [sauce] },
    { ...item('pancakes', 'Pancakes'), timedMenuId: breakfastId },
    { ...item('soup', 'Soup'), deliveryNotSupported: true },
    { ...item('retired', 'Retired dish'), isAvailable: false },
    { ...item('tea', 'Tea'), categoryId: fixture.drinksCategoryId, supportsExchange: true },
  ]);
  await db
    .insert(commodityAttributes)
    .values({ id: noodles.size.id, commodityId: items.noodles.id, name: text('Size') });
  await db.insert(commodityAttributeValues).values([
    { id: noodles.size.regular, attributeId: noodles.size.id, name: text('Regular'), price: 0, sortOrder: 0 },
    {
      id: noodles.size.large,
      attributeId: noodles.size.id,
      name: text('Large'),
      price: 200,
      stockNumber: options.largeSizeStock === undefined ? 3 : options.largeSizeStock,
      sortOrder: 1,
    },
  ]);
  await db.insert(activities).values([
    {
      id: fixture.activities.dumplingsFifteenOff,
      businessId,
      name: text('Dumplings 15% off'),
      activityType: 'discount',
      discountPercent: 85,
      availableCommodityIds: [items.dumplings.id],
      sortOrder: 0,
    },
    {
      id: fixture.activities.deliveryFiveOff,
      businessId,
      name: text('Delivery 5% off'),
      activityType: 'orderTypeDiscount',
      discountPercent: 95,
      availableOrderTypes: ['delivery'],
      sortOrder: 1,
    },
  ]);
  await db.insert(deliveryConfigs).values({
    businessId,
    kind: 'standard',
    basePrice: 299,
    baseDistanceMiles: 2,
    extraDeliveryPrices: [{ price: 150, distance: 1 }],
    maxDistanceMiles: 5,
    minCommoditiesPrice: 1500,
    smallOrderExtraPrice: options.smallOrderExtraPrice === undefined ? 199 : options.smallOrderExtraPrice,
    deliveryDates: options.deliveryDates ?? null,
  });
  if (options.doordash) {
    await db.insert(deliveryConfigs).values({
      businessId,
      kind: 'doordash',
      basePrice: options.doordash.basePrice,
      deliveryFeeShares: options.doordash.deliveryFeeShares,
      baseDistanceMiles: 9,
      extraDeliveryPrices: [{ price: 999, distance: 1 }],
      maxDistanceMiles: 50,
      minCommoditiesPrice: 1,
      smallOrderExtraPrice: 99,
    });
  }
  await db.insert(businessPickupAddresses).values([
    {
      id: fixture.pickupAddresses.counter,
      businessId,
      addressName: text('Front counter'),
      fullAddress: '100 Geary St, San Francisco, CA 94108',
      latitude: STORE_LOCATION.latitude,
      longitude: STORE_LOCATION.longitude,
      pickupHours: STORE_HOURS,
      supportsImmediatePickUp: true,
      sortOrder: 0,
    },
    {
      id: fixture.pickupAddresses.curbside,
      businessId,
      addressName: text('Curbside'),
      fullAddress: '102 Geary St, San Francisco, CA 94108',
      latitude: STORE_LOCATION.latitude,
      longitude: STORE_LOCATION.longitude,
      pickupHours: STORE_HOURS,
      supportsImmediatePickUp: false,
      sortOrder: 1,
    },
  ]);
  await db.insert(diningTables).values({ businessId, name: fixture.tableName });
  const host = (hostId: string, name: string, status: 'active' | 'inactive') => ({
    id: hostId,
    name: text(name),
    fullAddress: '1 Market St, San Francisco, CA 94105',
    latitude: 37.7936,
    longitude: -122.3958,
    prepareTimeSeconds: 3600,
    pickupHours: STORE_HOURS,
    status,
  });
  await db
    .insert(selfPickupPoints)
    .values([
      host(fixture.hosts.linked, 'Host Market', 'active'),
      host(fixture.hosts.unlinked, 'Host Elsewhere', 'active'),
      host(fixture.hosts.inactive, 'Host Closed', 'inactive'),
    ]);
  await db.insert(selfPickupPointBusinesses).values([
    { selfPickupPointId: fixture.hosts.linked, businessId },
    { selfPickupPointId: fixture.hosts.inactive, businessId },
  ]);
  await db.insert(pointsProgrammes).values({
    businessId,
    commodityExchangeTiers: [{ minPrice: 0, maxPrice: 500, requiredPoints: 100 }],
    maxExchangesPerOrder: 2,
  });
  return fixture;
}

/** A user with a live session; answers the cookie header. */
export async function createSignedInUser(db: Db): Promise<{ userId: string; cookie: string }> {
  const phoneNumber = `415${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const [user] = await db
    .insert(users)
    .values({ phoneNumber })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) return createSignedInUser(db);
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: sha256Hex(token),
    keepCredentials: true,
    expiresAt: new Date('2100-01-01T00:00:00Z'),
  });
  return { userId: user.id, cookie: `${SESSION_COOKIE_NAME}=${token}` };
}

export interface CouponOptions {
  businessId: string | null;
  couponType: 'discount' | 'cash' | 'freeDeliveryPrice';
  discountPercent?: number;
  maxDiscountPrice?: number | null;
  discountPrice?: number;
  minCommoditiesPrice?: number;
  maxDeliveryDistanceMiles?: number | null;
  orderTypes?: Array<'delivery' | 'pickup' | 'dineIn'>;
  status?: 'active' | 'inactive';
}

/** A coupon and one copy of it in the user's wallet; answers the user coupon's id. */
export async function grantCoupon(
  db: Db,
  userId: string,
  coupon: CouponOptions,
  copy: { startsAt?: Date | null; expiresAt?: Date | null; receivedAt?: Date; used?: boolean } = {},
): Promise<{ userCouponId: string; couponId: string }> {
  const couponId = randomUUID();
  const userCouponId = randomUUID();
  await db.insert(coupons).values({
    id: couponId,
    businessId: coupon.businessId,
    title: text(`${coupon.couponType} coupon`),
    couponType: coupon.couponType,
    discountPercent: coupon.discountPercent ?? null,
    maxDiscountPrice: coupon.maxDiscountPrice ?? null,
    discountPrice: coupon.discountPrice ?? null,
    minCommoditiesPrice: coupon.minCommoditiesPrice ?? 0,
    maxDeliveryDistanceMiles: coupon.maxDeliveryDistanceMiles ?? null,
    orderTypes: coupon.orderTypes ?? [],
    expiryKind: 'fixedTime',
    expiredTime: copy.expiresAt ?? new Date('2100-01-01T00:00:00Z'),
    status: coupon.status ?? 'active',
  });
  await db.insert(userCoupons).values({
    id: userCouponId,
    userId,
    couponId,
    source: 'grant',
    receivedAt: copy.receivedAt ?? new Date('2025-06-01T00:00:00Z'),
    startsAt: copy.startsAt ?? null,
    expiresAt: copy.expiresAt === undefined ? new Date('2100-01-01T00:00:00Z') : copy.expiresAt,
    ...(copy.used ? { status: 'used' as const, usedAt: new Date('2025-06-02T00:00:00Z') } : {}),
  });
  return { userCouponId, couponId };
}

/**
 * Gives the user a points card at the store with a balance, written as the merchant API writes a reward:
 * a businessReward statement line, so the balance equals the sum of the statement. Answers the card's id.
 */
export async function givePoints(
  db: Db,
  userId: string,
  businessId: string,
  points: number,
  at = new Date(),
): Promise<string> {
  const repository = createPointsRepository(db);
  if (points === 0) return (await repository.ensureCard(userId, businessId, at)).id;
  const result = await repository.applyChange({
    userId,
    businessId,
    changeType: 'businessReward',
    points,
    reference: null,
    at,
  });
  if (result.kind !== 'applied') throw new Error(`no points given: ${result.kind}`);
  return result.line.cardId;
}
