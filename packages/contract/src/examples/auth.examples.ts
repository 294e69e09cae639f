import type { authRoutes } from '../auth.js';
import { exampleUser } from './example-values.js';
import type { TableExamples } from './route-example.js';

export const authExamples = {
  phoneVerification: {
    body: { internationalCode: '+1', phoneNumber: '4155550123' },
    response: { expiresIn: 600_000, resendIn: 60_000 },
  },
  login: {
    body: { fullPhoneNumber: '+14155550123', verificationCode: '4821', keepCredentials: true },
    response: exampleUser,
  },
  logout: { body: {}, response: { ok: true } },
  clearSessions: { body: {}, response: { ok: true } },
  currentUser: { response: exampleUser },
} satisfies TableExamples<typeof authRoutes>;
