import { uuidSchema } from '@nearbite/contract/common';

/**
 * Whether an id that did not come through a contract route (a page URL, a provider's webhook) can name a
 * row; the contract refuses malformed ids on its routes, and PostgreSQL would throw on these.
 */
export const isUuid = (value: string): boolean => uuidSchema.safeParse(value).success;
