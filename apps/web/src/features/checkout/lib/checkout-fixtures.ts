import type { DeliveryAddressDto } from '@nearbite/contract/addresses';
import type { UserCouponDto } from '@nearbite/contract/orders';
import type { PickupPointDto } from '@nearbite/contract/pickup-points';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import type { CheckoutLine } from './checkout-line';

/** Test data for checkout's unit tests: a store in San Francisco open all day, every day. */

const DAY_MS = 86_400_000;
const allDay = () => Array.from({ length: 7 }, () => [[0, DAY_MS] as [number, number]]);

export function testBusiness(overrides: Partial<BusinessDetailDto> = {}): BusinessDetailDto {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Test Kitchen',
    logo: null,
    images: [],
    categorys: [],
    announcement: null,
    activities: [],
    diningTypes: ['delivery', 'pickup'],
    deliveryCarrier: 'platform',
    prepareFoodTime: 1200,
    distance: null,
    address: {
      fullAddress: '1 Market St, San Francisco, CA',
      postalCode: '94105',
      location: { coordinates: [-122.4075, 37.788] },
      timeZone: 'America/Los_Angeles',
      area: {
        deliveryConfig: {
          baseDeliveryPrice: { price: 299, distance: 2 },
          extraDeliveryPrice: [{ price: 100, distance: 1 }],
          maxDistance: 5,
          minCommoditiesPrice: 1500,
          smallOrderExtraPrice: 199,
          location: null,
          deliveryFeeShares: [],
        },
        doordashDeliveryConfig: null,
      },
    },
    contact: { phoneNumber: null },
    openHours: allDay(),
    specialHours: [],
    openHoursStr: ['', '', '', '', '', '', ''],
    isOpen: true,
    canReserved: true,
    pauseReason: null,
    orderInAdvance: true,
    expectedOpeningTime: null,
    todaySupportDelivery: true,
    weekDay: 1,
    deliveryDates: null,
    taxRate: { combinedRate: 86_250 },
    noTaxOnPickupOrders: false,
    servicePrices: [],
    tipConfig: null,
    specialTipRules: null,
    customizedTipDisabled: false,
    tipDisabledForOnline: false,
    integralRules: [],
    pointsConfig: { status: false, exchangeRules: { commodities: [] } },
    pickUpAddresses: [
      {
        id: '00000000-0000-4000-8000-000000000002',
        name: 'Front counter',
        address: '1 Market St',
        location: { coordinates: [-122.4075, 37.788] },
        pickupHours: allDay(),
        asap: true,
      },
    ],
    reserveDay: 1,
    spacTime: 15,
    tablesInfo: { tableNames: ['1', '2'] },
    ...overrides,
  };
}

export function testLine(overrides: Partial<CheckoutLine> = {}): CheckoutLine {
  return {
    key: 'line-1',
    commodityId: '00000000-0000-4000-8000-000000000003',
    name: 'Noodles',
    categoryId: '00000000-0000-4000-8000-000000000010',
    price: 1000,
    takeawayPrice: null,
    quantity: 1,
    specifications: [],
    attributes: [],
    addOns: [],
    specialNote: null,
    specifiedTax: null,
    supportsExchange: false,
    redeemed: false,
    deliveryNotSupported: false,
    timedMenu: null,
    ...overrides,
  };
}

export function testAddress(overrides: Partial<DeliveryAddressDto> = {}): DeliveryAddressDto {
  return {
    id: '00000000-0000-4000-8000-000000000005',
    index: 0,
    userName: 'Ada',
    phoneNumber: '4155550123',
    fullAddress: '500 Howard St, San Francisco, CA',
    // About 0.5 mile from the store.
    location: { coordinates: [-122.3975, 37.7885] },
    addressDetail: 'Apt 4',
    deliveryType: 2,
    suggestion: 'Ring twice',
    isDefault: true,
    ...overrides,
  };
}

export function testCoupon(overrides: Partial<UserCouponDto> = {}): UserCouponDto {
  return {
    id: '00000000-0000-4000-8000-000000000006',
    userCouponId: '00000000-0000-4000-8000-000000000007',
    couponType: 'cash',
    discountInfo: { discountPercentInfo: null, discountPrice: 500 },
    availableConditions: { minCommoditiesPrice: 2500, maxDeliveryDistance: null, orderTypes: [] },
    couponStatus: 1,
    expiredInfo: { duration: 30 * 86_400, expiredTime: null, timeInterval: null },
    business: null,
    name: '$5 off orders over $25',
    validFrom: 0,
    validUntil: Date.UTC(2099, 0, 1),
    ...overrides,
  };
}

/** A self-pickup point (host) near the store, with pickup times today unless `data` says otherwise. */
export function testHost(overrides: Partial<PickupPointDto> = {}): PickupPointDto {
  const id = overrides.id ?? 'host-1';
  return {
    id,
    name: `Host ${id}`,
    address: {
      fullAddress: `${id} Market St, San Francisco, CA`,
      location: { coordinates: [-122.4, 37.79] },
    },
    distance: 0.3,
    prepareTime: 3600,
    phoneNumber: null,
    data: [
      {
        dayOffset: 0,
        date: '2030-01-07',
        weekday: 1,
        slots: [Date.UTC(2030, 0, 7, 20), Date.UTC(2030, 0, 7, 21)],
      },
    ],
    ...overrides,
  };
}
