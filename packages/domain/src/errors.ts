/**
 * The error catalogue: every coded error the server can answer and every code the client can show.
 * The wire envelope is `{ errType, innerErrorType, message }`; the client turns it into a code
 * such as `A12` (family letter + inner type) and shows the translated text for that code.
 */

/** errType on the wire → the family letter the client shows. */
export const errorFamilies = { 1: 'A', 2: 'B', 3: 'C', 4: 'D', 5: 'E', 6: 'F' } as const;
export type ErrorFamilyNumber = keyof typeof errorFamilies;
export type ErrorFamilyLetter = (typeof errorFamilies)[ErrorFamilyNumber];

export interface ServerErrorDefinition {
  /** Family letter and number, e.g. `A12`. Unique across the catalogue. */
  readonly code: `${ErrorFamilyLetter}${number}`;
  /** HTTP status the server answers with. */
  readonly status: number;
  /** English meaning, sent as `message` and used in docs/decisions.md. */
  readonly message: string;
}

/** Server errors by symbolic key. Code numbers are ours (the specification leaves them open). */
export const serverErrors = {
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
  LOGIN_PHONE_INCORRECT: { code: 'F1', status: 400, message: 'The phone number is incorrect.' },
  LOGIN_CODE_INCORRECT: { code: 'F2', status: 400, message: 'The verification code is incorrect.' },
  LOGIN_PASSWORD_INCORRECT: { code: 'F3', status: 400, message: 'The password is incorrect.' },
} as const satisfies Record<string, ServerErrorDefinition>;

export type ServerErrorKey = keyof typeof serverErrors;

/** The JSON body of every error answer. */
export interface ErrorEnvelope {
  errType: number;
  innerErrorType: number;
  message: string;
}

const familyNumberByLetter = Object.fromEntries(
  Object.entries(errorFamilies).map(([number, letter]) => [letter, Number(number)]),
) as Record<ErrorFamilyLetter, number>;

/** Builds the wire envelope for a server error key. */
export function errorEnvelope(key: ServerErrorKey, message?: string): ErrorEnvelope {
  const { code, message: meaning } = serverErrors[key];
  const letter = code[0] as ErrorFamilyLetter;
  return {
    errType: familyNumberByLetter[letter],
    innerErrorType: Number(code.slice(1)),
    message: message ?? meaning,
  };
}
