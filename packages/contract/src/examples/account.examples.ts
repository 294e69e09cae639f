import type { accountRoutes } from '../account.js';
import { exampleCoupon, exampleUser } from './example-values.js';
import type { TableExamples } from './route-example.js';

export const accountExamples = {
  notificationControl: {
    body: { messagingEnabled: true, messagingPromotionEnabled: false },
    response: exampleUser,
  },
  newUserPackage: { response: { packageStatus: 1, coupons: [exampleCoupon] } },
  claimNewUserPackage: { body: {}, response: { coupons: [exampleCoupon] } },
  dismissNewUserPackage: { body: {}, response: { ok: true } },
  advertisingStatistics: { body: { action: 'homePv', source: 'instagram' }, response: { ok: true } },
  clientConfig: {
    response: {
      productionHosts: ['nearbite.example.com'],
      productionUrl: 'https://nearbite.example.com',
      appLinks: { ios: 'https://apps.apple.com/us/app/nearbite/id6450000000', android: null, mac: null },
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      },
    },
  },
} satisfies TableExamples<typeof accountRoutes>;
