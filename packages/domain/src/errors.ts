/**
 * The error catalogue: every coded error the server can answer and every code the client can show.
 * The wire envelope is `{ errType, innerErrorType, message }`; the client turns it into a code
 * such as `A12` (family letter + inner type) and shows the translated text for that code.
 */

import { type ErrorFamilyLetter, errorFamilies } from './error-families.js';
import { accountErrors } from './errors-accounts.js';
import { consoleErrors } from './errors-console.js';
import { menuErrors } from './errors-menu.js';
import { menuEditingErrors } from './errors-menu-editing.js';
import { moneySettingsErrors } from './errors-money-settings.js';
import { paymentErrors } from './errors-payments.js';
import { photoErrors } from './errors-photos.js';
import { pickupAddressErrors } from './errors-pickup-addresses.js';
import { platformErrors } from './errors-platform.js';
import { platformAdminErrors } from './errors-platform-admin.js';
import { promotionErrors } from './errors-promotions.js';
import { reportErrors } from './errors-reports.js';
import { storeErrors } from './errors-store.js';
import { storeSetupErrors } from './errors-store-setup.js';

/** Server errors by symbolic key, composed from the catalogue's parts by area. Code numbers are ours. */
// Pure-annotated: an object spread at module level would keep every part in the web bundle, which reads none.
export const serverErrors: typeof platformErrors &
  typeof menuErrors &
  typeof storeErrors &
  typeof accountErrors &
  typeof paymentErrors &
  typeof consoleErrors &
  typeof platformAdminErrors &
  typeof photoErrors &
  typeof menuEditingErrors &
  typeof storeSetupErrors &
  typeof moneySettingsErrors &
  typeof reportErrors &
  typeof promotionErrors &
  typeof pickupAddressErrors = /* @__PURE__ */ Object.assign(
  {},
  platformErrors,
  menuErrors,
  storeErrors,
  accountErrors,
  paymentErrors,
  consoleErrors,
  platformAdminErrors,
  photoErrors,
  menuEditingErrors,
  storeSetupErrors,
  moneySettingsErrors,
  reportErrors,
  promotionErrors,
  pickupAddressErrors,
);

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
