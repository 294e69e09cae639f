import type { paymentRoutes } from '../payments.js';
import { exampleIds } from './example-values.js';
import type { TableExamples } from './route-example.js';

const orderParams = { orderId: exampleIds.order };
const transactionId = 'pi_3QfK8mLkdIwHu7ix0Z4bR2nA';

export const paymentExamples = {
  pay: {
    params: orderParams,
    body: {
      amountUSD: 5462,
      paymentProfileId: exampleIds.card,
      paymentType: 'Card',
      paymentPlatform: 'sandbox',
      purpose: { type: 1, note: 'Order K7M3QX' },
    },
    response: {
      paymentId: exampleIds.payment,
      status: 'succeeded',
      clientSecret: null,
      redirectUrl: null,
      transactionId,
    },
  },
  intentFromClient: {
    body: { orderId: exampleIds.order, paymentType: 'card' },
    response: { client_secret: `${transactionId}_secret_Vw8sYq1tZr5uXe2c` },
  },
  confirmFromClient: {
    params: orderParams,
    body: { orderId: exampleIds.order, paymentPlatform: 'stripe', transactionId },
    response: { ok: true, status: 'succeeded' },
  },
  applePaySession: {
    body: {
      endpointURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      domain: 'nearbite.example.com',
    },
    response: {
      epochTimestamp: 1_749_668_400_000,
      expiresAt: 1_749_672_000_000,
      merchantSessionIdentifier: 'SSH1A2B3C4D5E6F7A8B9C0D1E2F3A4B5C6D',
      displayName: 'Nearbite',
      domainName: 'nearbite.example.com',
    },
  },
} satisfies TableExamples<typeof paymentRoutes>;
