import type {
  consolePickupAddressRoutes,
  PickupAddressesDto,
  StorePickupAddressDto,
} from '../console-pickup-addresses.js';
import { exampleIds } from './example-values.js';
import type { TableExamples } from './route-example.js';

// The Chinatown store hands pickup orders over at its front counter, 11:00–21:00 every day, and adds the
// side door on Jackson Street for evenings, where diners must choose a time.

const store = { businessId: exampleIds.business };
const HOUR = 3_600_000;
const everyDay = (start: number, end: number): [number, number][][] =>
  Array.from({ length: 7 }, () => [[start * HOUR, end * HOUR]]);

const counter: StorePickupAddressDto = {
  id: '8f9a0b1c-2d3e-4f5a-9b6c-7d8e9f0a1b2c',
  addressName: { en: 'Front counter', zh: '前台' },
  fullAddress: '845 Grant Ave, San Francisco, CA 94108',
  latitude: 37.79476,
  longitude: -122.40651,
  pickupHours: everyDay(11, 21),
  supportsImmediatePickUp: true,
};

const sideDoor: StorePickupAddressDto = {
  id: '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  addressName: { en: 'Side door, Jackson St', zh: '侧门（杰克逊街）' },
  fullAddress: '760 Jackson St, San Francisco, CA 94133',
  latitude: 37.79588,
  longitude: -122.40714,
  pickupHours: everyDay(17, 22),
  supportsImmediatePickUp: false,
};

const answer = (pickupAddresses: StorePickupAddressDto[]): PickupAddressesDto => ({
  pickupAddresses,
  offersPickup: true,
  store: {
    fullAddress: counter.fullAddress,
    latitude: counter.latitude,
    longitude: counter.longitude,
    openHours: everyDay(11, 21),
  },
});

const { id: _sideDoorId, ...newSideDoor } = sideDoor;

export const consolePickupAddressExamples = {
  list: { params: store, response: answer([counter]) },
  replace: {
    params: store,
    body: { pickupAddresses: [counter, newSideDoor] },
    response: answer([counter, sideDoor]),
  },
} satisfies TableExamples<typeof consolePickupAddressRoutes>;
