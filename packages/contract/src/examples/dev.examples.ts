import type { devRoutes } from '../dev.js';
import { exampleTimes } from './example-values.js';
import type { TableExamples } from './route-example.js';

export const devExamples = {
  outbox: {
    query: { recipient: '+14155550123', limit: '20' },
    response: {
      messages: [
        {
          id: '0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
          channel: 'sms',
          recipient: '+14155550123',
          subject: null,
          body: 'Your Nearbite code is 4821. 验证码 4821，10 分钟内有效。',
          createdTime: exampleTimes.noon,
        },
      ],
    },
  },
  demoStores: {
    query: { limit: '2' },
    response: {
      stores: [
        {
          index: 0,
          businessId: '4a29aaba-0000-8000-8000-000000000000',
          name: 'Golden Wok Kitchen',
          ownerPhone: '+15550000000',
        },
        {
          index: 1,
          businessId: '4a29aaba-0001-8000-8000-000000000000',
          name: 'Mission Taqueria',
          ownerPhone: '+15550000001',
        },
      ],
    },
  },
} satisfies TableExamples<typeof devRoutes>;
