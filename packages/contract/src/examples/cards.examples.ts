import type { cardRoutes, SavedCardDto } from '../cards.js';
import { exampleIds } from './example-values.js';
import type { TableExamples } from './route-example.js';

const visa: SavedCardDto = {
  id: exampleIds.card,
  cardType: 'visa',
  cardNumber: '4242',
  expirationDate: '08/28',
  logo: '/apis/v1/cards/logos/visa.svg',
  platform: 'sandbox',
  isDefault: true,
};

export const cardExamples = {
  list: { response: { cards: [visa] } },
  add: {
    body: {
      cardNumber: '****-****-****-4242',
      expirationDate: '08/2028',
      firstName: 'Mei',
      lastName: 'Chen',
      token: 'pm_1QfJ2kLkdIwHu7ixRkZ8xV3c',
      postalCode: '94117',
      platform: 'sandbox',
    },
    response: visa,
  },
  setDefault: { params: { id: exampleIds.card }, body: { isDefault: true }, response: { ok: true } },
  remove: { params: { id: exampleIds.card }, response: { ok: true } },
  processorConfig: {
    response: {
      platform: 'sandbox',
      publishableKey: 'pk_test_sandbox',
      paymentMethodsUrl: '/sandbox-processor/v1/payment_methods',
      walletsEnabled: true,
      applePayMerchantId: null,
    },
  },
} satisfies TableExamples<typeof cardRoutes>;
