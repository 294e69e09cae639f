import type { consoleApiKeyRoutes } from '../console-api-keys.js';
import type { consoleAuditRoutes } from '../console-audit.js';
import type { consoleStaffRoutes } from '../console-staff.js';
import { exampleIds, exampleTimes } from './example-values.js';
import type { TableExamples } from './route-example.js';

// The owner of the Chinatown store signs in to the console, invites a cook and makes a key for the till.

const staffMember = 'e7d6c5b4-a3f2-4e1d-8c0b-9a8f7e6d5c4b';
const apiKey = '2f3e4d5c-6b7a-4891-8a0b-c1d2e3f4a5b6';
const store = { businessId: exampleIds.business };

const cook = {
  id: staffMember,
  fullPhoneNumber: '+1 (415) 555-0188',
  role: 'staff',
  userId: null,
  invitedBy: exampleIds.user,
  createdTime: exampleTimes.noon,
} as const;

const till = {
  id: apiKey,
  name: 'Front counter POS 前台收银',
  prefix: 'nbk_7Qm2xZ',
  createdTime: exampleTimes.noon,
  lastUsedTime: null,
};

export const consoleStaffExamples = {
  me: {
    response: {
      user: { id: exampleIds.user, fullPhoneNumber: '+1 (415) 555-0123' },
      isPlatformAdmin: false,
      memberships: [
        { businessId: exampleIds.business, businessName: 'Golden Dragon 金龙餐厅', role: 'owner' },
      ],
    },
  },
  list: { params: store, response: { staff: [cook] } },
  invite: { params: store, body: { phoneNumber: '(415) 555-0188', role: 'staff' }, response: cook },
  revoke: { params: { ...store, staffId: staffMember }, response: { ok: true } },
} satisfies TableExamples<typeof consoleStaffRoutes>;

export const consoleApiKeyExamples = {
  list: { params: store, response: { apiKeys: [till] } },
  create: {
    params: store,
    body: { name: 'Front counter POS 前台收银' },
    response: { apiKey: till, token: 'nbk_7Qm2xZkP4vR9tY1wB6nE3sH8jL5cA0dF2gU7iO4qM1' },
  },
  revoke: { params: { ...store, keyId: apiKey }, response: { ok: true } },
} satisfies TableExamples<typeof consoleApiKeyRoutes>;

export const consoleAuditExamples = {
  list: {
    params: store,
    query: { pageNumber: '1', pageCapacity: '20' },
    response: {
      entries: [
        {
          id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
          actor: {
            kind: 'user',
            userId: exampleIds.user,
            fullPhoneNumber: '+1 (415) 555-0123',
            apiKeyId: null,
            apiKeyName: null,
          },
          action: 'staff.invite',
          target: staffMember,
          details: { role: 'staff', fullPhoneNumber: '+1 (415) 555-0188' },
          createdTime: exampleTimes.noon,
        },
      ],
      hasMore: false,
    },
  },
} satisfies TableExamples<typeof consoleAuditRoutes>;
