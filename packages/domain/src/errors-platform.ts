import type { ServerErrorDefinition } from './error-families.js';

/** Request handling, phone verification and the platform (idempotency, sessions, partner services). Part of the catalogue in errors.ts. */
export const platformErrors = {
  // Request handling and phone verification (server code already answers A1-A15, so they never move).
  REQUEST_INVALID: { code: 'A1', status: 400, message: 'The request is not valid.' },
  ROUTE_NOT_FOUND: { code: 'A2', status: 404, message: 'No such API route.' },
  BODY_TOO_LARGE: { code: 'A3', status: 413, message: 'The request body is too large.' },
  CONTENT_TYPE_UNSUPPORTED: { code: 'A4', status: 415, message: 'Requests that change data must send JSON.' },
  ORIGIN_FORBIDDEN: { code: 'A5', status: 403, message: 'The request comes from another site.' },
  TOO_MANY_REQUESTS: { code: 'A6', status: 429, message: 'Too many requests; try again shortly.' },
  UNAUTHENTICATED: { code: 'A7', status: 401, message: 'Sign in to continue.' },
  INTERNAL: { code: 'A8', status: 500, message: 'Something went wrong on our side.' },
  VERIFICATION_CODE_EXPIRED: {
    code: 'A9',
    status: 400,
    message: 'The verification code has expired; request a new one.',
  },
  VERIFICATION_TOO_MANY_TRIES: {
    code: 'A10',
    status: 400,
    message: 'Too many wrong codes; request a new one.',
  },
  VERIFICATION_RESEND_TOO_SOON: {
    code: 'A11',
    status: 429,
    message: 'Wait a minute before requesting another code.',
  },
  VERIFICATION_PHONE_DAILY_CAP: {
    code: 'A12',
    status: 429,
    message: 'Too many codes sent to this phone today.',
  },
  VERIFICATION_CLIENT_DAILY_CAP: {
    code: 'A13',
    status: 429,
    message: 'Too many codes requested from this network today.',
  },
  SMS_SEND_FAILED: { code: 'A14', status: 502, message: 'The text message could not be sent.' },
  DEV_OUTBOX_DISABLED: { code: 'A15', status: 404, message: 'The dev outbox exists only in demo mode.' },

  // Platform: idempotency, sessions and partner services.
  IDEMPOTENCY_CONFLICT: {
    code: 'A16',
    status: 409,
    message: 'This idempotency key was already used for a different request.',
  },
  REQUEST_IN_PROGRESS: { code: 'A17', status: 409, message: 'The same request is still being processed.' },
  SESSION_EXPIRED: { code: 'A18', status: 401, message: 'The session has expired or was ended.' },
  FORBIDDEN: { code: 'A19', status: 403, message: 'You may not do this.' },
  RECORD_NOT_FOUND: { code: 'A20', status: 404, message: 'The requested record does not exist.' },
  CONCURRENT_UPDATE: {
    code: 'A21',
    status: 409,
    message: 'The record changed while the request ran; retry.',
  },
  FRONTEND_IDENTIFIER_INVALID: {
    code: 'A22',
    status: 400,
    message: 'The order submission identifier is unknown or expired.',
  },
  SERVICE_UNAVAILABLE: { code: 'A23', status: 503, message: 'The service is temporarily unavailable.' },
  UPSTREAM_TIMEOUT: { code: 'A24', status: 504, message: 'A partner service did not answer in time.' },
  GEOCODER_UNAVAILABLE: { code: 'A25', status: 502, message: 'The address lookup service failed.' },
} as const satisfies Record<string, ServerErrorDefinition>;
