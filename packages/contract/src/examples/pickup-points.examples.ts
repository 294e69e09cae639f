import type { pickupPointRoutes } from '../pickup-points.js';
import { exampleIds } from './example-values.js';
import type { TableExamples } from './route-example.js';

const HOUR = 3_600_000;
/** 17:00 and 17:30 on Wednesday 11 June 2025 in San Francisco. */
const eveningSlots = [1_749_686_400_000, 1_749_688_200_000];

export const pickupPointExamples = {
  userVersion: {
    query: {
      latitude: '37.7759',
      longitude: '-122.4511',
      businessId: exampleIds.business,
      keywords: 'Irving',
    },
    response: {
      selfPickupPoints: [
        {
          id: exampleIds.pickupPoint,
          name: 'Sunset Host 日落区自取点',
          address: {
            fullAddress: '1830 Irving St, San Francisco, CA 94122',
            location: { coordinates: [-122.4771, 37.7637] },
          },
          distance: 1.62,
          prepareTime: 3600,
          phoneNumber: '4155550177',
          data: [
            { dayOffset: 0, date: '2025-06-11', weekday: 3, slots: eveningSlots },
            {
              dayOffset: 1,
              date: '2025-06-12',
              weekday: 4,
              slots: eveningSlots.map((slot) => slot + 24 * HOUR),
            },
          ],
        },
      ],
    },
  },
  config: {
    response: { isOpen: true, data: [{ startTime: 17 * HOUR, endTime: 19 * HOUR }], prepareTime: 3600 },
  },
} satisfies TableExamples<typeof pickupPointRoutes>;
