import { errorFamilies } from './error-families.js';
import { serverErrors } from './errors.js';

/** Client-side codes of the specifications, shown like server codes. */
export const clientErrorCodes = [
  'O1',
  'P1',
  'Q1',
  'R1',
  'R2',
  'R3',
  'R4',
  'S1',
  'S2',
  'S3',
  'T1',
  'T2',
  'T3',
  'T4',
  'T5',
  'T6',
  'T7',
  'T8',
  'U1',
  // Also the server's TABLE_NOT_FOUND: both mean "this table cannot take orders", so they share a text.
  'A93',
] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

/** Family codes used when no specific code applies. */
export const familyErrorCodes = [
  'N1000',
  'L1000',
  'S1000',
  'O1000',
  'A1000',
  'B1000',
  'C1000',
  'D1000',
  'E1000',
  'F1000',
] as const;
export type FamilyErrorCode = (typeof familyErrorCodes)[number];

function isFamilyNumber(value: unknown): value is keyof typeof errorFamilies {
  return typeof value === 'number' && Object.hasOwn(errorFamilies, value);
}

/** The code a screen shows for an HTTP answer: status null means no response arrived. */
export function codeFromResponse(status: number | null, body: unknown): string {
  if (status === null) return 'N1000';
  if (status === 401) return 'L1000';
  if (status === 500) return 'S1000';
  if (typeof body === 'object' && body !== null) {
    const { errType, innerErrorType } = body as { errType?: unknown; innerErrorType?: unknown };
    // A non-integer or non-positive inner type would print a code no text exists for, so it is "other".
    if (isFamilyNumber(errType) && Number.isInteger(innerErrorType) && (innerErrorType as number) > 0) {
      return `${errorFamilies[errType]}${innerErrorType as number}`;
    }
  }
  return 'O1000';
}

/** Every code a screen can show (server, client and family), each once; every one needs a text. */
export function allErrorCodes(): string[] {
  const serverCodes = Object.values(serverErrors).map((definition) => definition.code);
  return [...new Set<string>([...serverCodes, ...clientErrorCodes, ...familyErrorCodes])];
}
