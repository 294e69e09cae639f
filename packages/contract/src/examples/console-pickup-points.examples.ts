import type {
  consolePickupPointRoutes,
  PickupPointBody,
  PlatformPickupPointDto,
} from '../console-pickup-points.js';
import { exampleIds, exampleWeekHours } from './example-values.js';
import type { TableExamples } from './route-example.js';

// The Bay Area's operator opens a host at Union Square for the noodle bar in Chinatown, then takes it out of
// service for the winter.

const body = {
  name: { en: 'Nearbite Host · Union Square', zh: 'Nearbite 自提点 · 联合广场' },
  fullAddress: '333 Post St, San Francisco, CA 94108',
  latitude: 37.7879,
  longitude: -122.4075,
  phoneNumber: '(415) 555-0200',
  prepareMinutes: 45,
  pickupHours: exampleWeekHours,
  status: 'active',
  businessIds: [exampleIds.business],
} satisfies PickupPointBody;

const host = {
  id: exampleIds.pickupPoint,
  name: body.name,
  fullAddress: body.fullAddress,
  latitude: body.latitude,
  longitude: body.longitude,
  phoneNumber: '+14155550200',
  prepareMinutes: 45,
  pickupHours: exampleWeekHours,
  status: 'active',
  stores: [{ id: exampleIds.business, name: { en: 'Golden Noodle Bar', zh: '金面馆' } }],
} satisfies PlatformPickupPointDto;

export const consolePickupPointExamples = {
  pickupPoints: { response: { pickupPoints: [host] } },
  createPickupPoint: { body, response: host },
  updatePickupPoint: {
    params: { pickupPointId: exampleIds.pickupPoint },
    body: { ...body, status: 'inactive' },
    response: { ...host, status: 'inactive' },
  },
} satisfies TableExamples<typeof consolePickupPointRoutes>;
