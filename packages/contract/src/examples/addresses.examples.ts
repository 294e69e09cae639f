import type { addressRoutes, DeliveryAddressDto } from '../addresses.js';
import { exampleDinerAddress, exampleDinerCoordinates, exampleIds } from './example-values.js';
import type { TableExamples } from './route-example.js';

const home: DeliveryAddressDto = {
  id: exampleIds.address,
  index: 0,
  userName: 'Mei Chen 陈美',
  phoneNumber: '4155550123',
  fullAddress: exampleDinerAddress,
  location: { coordinates: exampleDinerCoordinates },
  addressDetail: 'Apt 3B',
  deliveryType: 1,
  suggestion: 'Buzz 3B, the gate sticks',
  isDefault: true,
};

const office: DeliveryAddressDto = {
  id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  index: 1,
  userName: 'Mei Chen',
  phoneNumber: '4155550123',
  fullAddress: '555 California St, San Francisco, CA 94104',
  location: { coordinates: [-122.4036, 37.7925] },
  addressDetail: 'Floor 12, reception',
  deliveryType: 2,
  suggestion: null,
  isDefault: false,
};

const officeBody = {
  userName: office.userName,
  phoneNumber: '415-555-0123',
  fullAddress: office.fullAddress,
  location: office.location,
  addressDetail: office.addressDetail,
  deliveryType: 2 as const,
  isDefault: false,
};

export const addressExamples = {
  list: { response: [home, office] },
  create: { body: officeBody, response: [home, office] },
  update: {
    params: { index: '1' },
    body: { ...officeBody, addressDetail: 'Floor 14, reception' },
    response: [home, { ...office, addressDetail: 'Floor 14, reception' }],
  },
  remove: { params: { index: '1' }, response: [home] },
} satisfies TableExamples<typeof addressRoutes>;
