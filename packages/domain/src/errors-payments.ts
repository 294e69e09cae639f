import type { ServerErrorDefinition } from './error-families.js';

/** Payments: provider confirmations, signed callbacks, card processing, Apple Pay, and login. Part of the catalogue in errors.ts. */
export const paymentErrors = {
  // Payment-provider confirmations that disagree with our order.
  PAYMENT_PROVIDER_ORDER_NUMBER_MISMATCH: {
    code: 'A181',
    status: 409,
    message: "The provider's order number differs from ours.",
  },
  PAYMENT_PROVIDER_AMOUNT_MISMATCH: {
    code: 'A182',
    status: 409,
    message: "The provider's amount differs from the order total.",
  },
  PAYMENT_PROVIDER_TYPE_MISMATCH: {
    code: 'A183',
    status: 409,
    message: "The provider's payment type differs from ours.",
  },
  PAYMENT_PROVIDER_STATUS_MISMATCH: {
    code: 'A184',
    status: 409,
    message: "The provider's payment status differs from ours.",
  },

  // Signed callbacks. Never 401, which would log the diner out on the client.
  SIGNATURE_PARAMETERS_MISSING: { code: 'A185', status: 400, message: 'Signature parameters are missing.' },
  SIGNATURE_EXPIRED: { code: 'A186', status: 400, message: 'The signature has expired.' },
  SIGNATURE_NONCE_INVALID: {
    code: 'A187',
    status: 400,
    message: 'The signature nonce is invalid or already used.',
  },
  SIGNATURE_INVALID: { code: 'A188', status: 403, message: 'The signature is wrong.' },

  // Card-payment setup.
  MERCHANT_CARD_ACCOUNT_MISSING: {
    code: 'A189',
    status: 422,
    message: 'The store has no card-payment account.',
  },
  PAYMENT_RECORD_NOT_FOUND: {
    code: 'A190',
    status: 404,
    message: 'No payment record exists for this order.',
  },

  // Refusals of the HTTP layer itself (Node's parser, Fastify's router), answered in the envelope too.
  URI_TOO_LONG: { code: 'A191', status: 414, message: 'The request address is too long.' },
  HEADERS_TOO_LARGE: { code: 'A192', status: 431, message: 'The request headers are too large.' },
  REQUEST_TIMEOUT: { code: 'A193', status: 408, message: 'The request took too long to arrive.' },

  // Payment (errType 2).
  PAYMENT_BALANCE_INSUFFICIENT: { code: 'B1', status: 402, message: 'The balance is insufficient.' },
  PAYMENT_METHOD_UNSUPPORTED: { code: 'B2', status: 422, message: 'The payment method is not supported.' },
  PAYMENT_IN_PROGRESS: {
    code: 'B3',
    status: 409,
    message: 'A payment of this order is in progress; its outcome will show on the order.',
  },

  // Card-processor payment (errType 3): C1-C10 are the diner's card or transaction, C100-C105 the processor itself.
  CARD_PAYMENT_DECLINED: { code: 'C1', status: 402, message: 'The card processor rejected the payment.' },
  CARD_INSUFFICIENT_FUNDS: { code: 'C2', status: 402, message: 'The card has insufficient funds.' },
  CARD_PAYMENT_DUPLICATE: {
    code: 'C3',
    status: 409,
    message: 'The processor reports a duplicate transaction.',
  },
  CARD_PAYMENT_CANCELED: { code: 'C4', status: 409, message: 'The transaction was canceled.' },
  CARD_PAYMENT_XML_INVALID: {
    code: 'C5',
    status: 502,
    message: 'The processor could not parse the payment request (XML error).',
  },
  CARD_PAYMENT_FIELD_INVALID: {
    code: 'C6',
    status: 400,
    message: 'A field of the payment request is invalid.',
  },
  CARD_INFO_INCORRECT: { code: 'C7', status: 402, message: 'The card information is incorrect.' },
  CARD_EXPIRED: { code: 'C8', status: 402, message: 'The card has expired.' },
  CARD_AUTHENTICATION_REQUIRED: {
    code: 'C9',
    status: 402,
    message: 'The card needs extra authentication by the bank.',
  },
  CARD_TYPE_UNSUPPORTED: { code: 'C10', status: 422, message: 'The card network is not accepted.' },
  CARD_PROCESSOR_UNAVAILABLE: { code: 'C100', status: 502, message: 'The card processor is unavailable.' },
  CARD_PROCESSOR_TIMEOUT: {
    code: 'C101',
    status: 504,
    message: 'The card processor did not answer in time.',
  },
  CARD_PROCESSOR_RATE_LIMITED: {
    code: 'C102',
    status: 503,
    message: 'The card processor is rate limiting us.',
  },
  CARD_PROCESSOR_AUTH_FAILED: {
    code: 'C103',
    status: 502,
    message: 'The card processor rejected our credentials.',
  },
  CARD_PAYMENT_AMOUNT_INVALID: {
    code: 'C104',
    status: 400,
    message: 'The payment amount is not valid for the processor.',
  },
  CARD_PAYMENT_FAILED: {
    code: 'C105',
    status: 502,
    message: 'The card processor failed to complete the payment.',
  },

  // Card-processor operations (errType 4): saving and managing cards, and refunds.
  CARD_BIND_FAILED: { code: 'D1', status: 402, message: 'The card processor refused to save the card.' },
  CARD_ALREADY_ADDED: { code: 'D2', status: 409, message: 'The card is already saved.' },
  CARD_NOT_FOUND: { code: 'D3', status: 404, message: 'The saved card does not exist.' },
  CARD_TOKEN_INVALID: {
    code: 'D4',
    status: 400,
    message: 'The card token (payment method id) is missing or invalid.',
  },
  CARD_DETAILS_INCORRECT: {
    code: 'D5',
    status: 400,
    message: 'The card number, expiry, CVC or zip is incorrect.',
  },
  CARD_LIMIT_REACHED: { code: 'D6', status: 409, message: 'The user has the maximum number of saved cards.' },
  CARD_IN_USE: { code: 'D7', status: 409, message: 'The card is used by a payment in progress.' },
  CARD_REFUND_REFUSED: { code: 'D8', status: 402, message: 'The card processor refused the refund.' },

  // Apple Pay (errType 5).
  APPLE_PAY_SESSION_FAILED: { code: 'E1', status: 502, message: 'Apple Pay merchant validation failed.' },
  APPLE_PAY_DOMAIN_NOT_VERIFIED: {
    code: 'E2',
    status: 422,
    message: 'This domain is not registered for Apple Pay.',
  },
  APPLE_PAY_TOKEN_INVALID: { code: 'E3', status: 400, message: 'The Apple Pay token is missing or invalid.' },
  APPLE_PAY_UNAVAILABLE: { code: 'E4', status: 422, message: 'Apple Pay is not set up for this store.' },

  // Login (errType 6).
  LOGIN_PHONE_INCORRECT: { code: 'F1', status: 400, message: 'The phone number is incorrect.' },
  LOGIN_CODE_INCORRECT: { code: 'F2', status: 400, message: 'The verification code is incorrect.' },
  LOGIN_PASSWORD_INCORRECT: { code: 'F3', status: 400, message: 'The password is incorrect.' },
} as const satisfies Record<string, ServerErrorDefinition>;
