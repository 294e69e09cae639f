import type { ServerErrorDefinition } from './error-families.js';

/** The console: staff roles, store access and API keys. Part of the catalogue in errors.ts. */
export const consoleErrors = {
  CONSOLE_STORE_FORBIDDEN: {
    code: 'A194',
    status: 403,
    message: "You are not on this store's staff.",
  },
  CONSOLE_ROLE_FORBIDDEN: {
    code: 'A195',
    status: 403,
    message: 'Your role in this store may not do this.',
  },
  STAFF_MEMBER_NOT_FOUND: { code: 'A196', status: 404, message: 'The staff member does not exist.' },
  STAFF_ALREADY_MEMBER: {
    code: 'A197',
    status: 409,
    message: "This phone number is already on the store's staff.",
  },
  API_KEY_NOT_FOUND: { code: 'A198', status: 404, message: 'The API key does not exist.' },
} as const satisfies Record<string, ServerErrorDefinition>;
