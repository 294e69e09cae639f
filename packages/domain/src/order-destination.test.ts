import { describe, expect, it } from 'vitest';
import type { CodedError } from './coded-error.js';
import {
  checkDestination,
  type DestinationBusiness,
  type DestinationContext,
  type DestinationRows,
} from './order-destination.js';
import type { OrderPayload } from './order-payload.js';

const HOUR = 3_600_000;
const NOW = Date.UTC(2025, 5, 11, 19); // Wednesday noon in Los Angeles
const STORE = { latitude: 37.7749, longitude: -122.4194 };

const business: DestinationBusiness = {
  ...STORE,
  timeZone: 'America/Los_Angeles',
  openHours: Array.from({ length: 7 }, () => [[9 * HOUR, 21 * HOUR] as const]),
  prepareFoodTimeSeconds: 900,
  spacTimeMinutes: 15,
  reserveDay: 1,
  orderInAdvance: true,
  deliveryCarrier: 'platform',
};

const rows: DestinationRows = {
  delivery: {
    deliveryConfig: {
      baseDeliveryPrice: { price: 299, distance: 2 },
      extraDeliveryPrice: [{ price: 100, distance: 1 }],
      maxDistance: 3,
      minCommoditiesPrice: 1000,
      smallOrderExtraPrice: 199,
      deliveryFeeShares: [],
      location: null,
    },
    doordashDeliveryConfig: null,
    deliveryDates: null,
  },
  pickupAddress: null,
  host: null,
  tableExists: false,
  hostSettings: null,
};

/** A point about `miles` north of the store (a degree of latitude is about 69 miles). */
const north = (miles: number): [number, number] => [STORE.longitude, STORE.latitude + miles / 69];

const payload = (overrides: Partial<OrderPayload>): OrderPayload => ({
  type: 'delivery',
  frontendIdentifier: 'order-0001',
  phoneNumber: '4155550100',
  orderNote: '',
  tipPrice: 0,
  coupons: [],
  activities: [],
  commodities: [],
  discountPrice: 0,
  orderDiscountPrice: 0,
  servicePrice: 0,
  excisePrice: 0,
  totalPrice: 0,
  extraInfo: {},
  ...overrides,
});

const toAddress = (coordinates: [number, number]) =>
  payload({
    deliveryInfo: {
      deliveryTime: null,
      deliveryPrice: 0,
      smallOrderExtraPrice: 0,
      selfPickupPointId: null,
      address: {
        userName: 'Ada',
        phoneNumber: '4155550100',
        fullAddress: '1 Market St',
        location: { coordinates },
        deliveryType: 1,
      },
    },
  });

const context = (overrides: Partial<DestinationContext>): DestinationContext => ({
  payload: toAddress(north(1)),
  business,
  status: { isOpen: true, canReserved: true },
  rows,
  now: NOW,
  ...overrides,
});

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as CodedError).key;
  }
  return 'accepted';
}

describe('checkDestination', () => {
  it('prices an ASAP delivery with the standard rule at the measured distance', () => {
    const destination = checkDestination(context({}));
    expect(destination.scheduledTime).toBeNull();
    expect(destination.deliveryDistanceMiles).toBeCloseTo(1, 1);
    expect(destination.delivery).toMatchObject({ kind: 'address', config: { basePrice: 299 } });
    expect(destination.contactName).toBe('Ada');
  });

  it('measures from the standard rule origin when it has one', () => {
    const far = north(5);
    const atOrigin = {
      ...rows,
      delivery: {
        ...rows.delivery,
        deliveryConfig: rows.delivery.deliveryConfig && {
          ...rows.delivery.deliveryConfig,
          location: { coordinates: far },
        },
      },
    };
    expect(refusal(() => checkDestination(context({ payload: toAddress(far) })))).toBe(
      'ORDER_BEYOND_DELIVERY_DISTANCE',
    );
    expect(
      checkDestination(context({ payload: toAddress(far), rows: atOrigin })).deliveryDistanceMiles,
    ).toBeCloseTo(0);
  });

  it('refuses a DoorDash store without its own config', () => {
    const doordash = { ...business, deliveryCarrier: 'doordash' as const };
    expect(refusal(() => checkDestination(context({ business: doordash })))).toBe(
      'STORE_DELIVERY_CONFIG_MISSING',
    );
  });

  it('takes no delivery or pickup at a closed store that cannot take orders ahead', () => {
    expect(refusal(() => checkDestination(context({ status: { isOpen: false, canReserved: false } })))).toBe(
      'STORE_CLOSED',
    );
  });

  it('refuses ASAP at a closed store that takes only scheduled orders', () => {
    expect(refusal(() => checkDestination(context({ status: { isOpen: false, canReserved: true } })))).toBe(
      'ORDER_ASAP_UNSUPPORTED',
    );
  });

  it('seats a dine-in order only at an existing table of an open store', () => {
    const dineIn = payload({ type: 'dineIn', dineinInfo: { peopleNumber: 2, tableName: 'A1' } });
    expect(refusal(() => checkDestination(context({ payload: dineIn })))).toBe('TABLE_NOT_FOUND');
    const seated = checkDestination(context({ payload: dineIn, rows: { ...rows, tableExists: true } }));
    expect(seated).toMatchObject({ tableName: 'A1', peopleNumber: 2, delivery: null });
  });
});
