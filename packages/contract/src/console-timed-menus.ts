import { TIMED_MENU_NAME_MAX, TIMED_MENUS_MAX } from '@nearbite/domain/timed-menu-rules';
import { z } from 'zod';
import { weeklyHoursSchema } from './businesses.js';
import { text, uuidSchema } from './common.js';
import { consoleStoreParams } from './console-staff.js';

/**
 * A store's timed menus on the console's Menu screen (owners and managers, `manageMenu`): breakfast, lunch,
 * late night, each showing its items only in its own hours. Saved as a whole list: one sent with its id
 * keeps it (its items stay in it), a new one has none, one left out is removed unless items are still in
 * it (A174). Refusals: hours A221, a name twice A172, an id not of this store A173.
 */

const localizedSchema = z.object({ en: z.string(), zh: z.string() });

export const timedMenuSchema = z
  .object({
    id: z.string(),
    name: localizedSchema,
    /** Seven days, Sunday first, [start, end] in milliseconds of the store's day. */
    openHours: weeklyHoursSchema,
    /** Items in this timed menu: it cannot be removed while any is. */
    itemCount: z.number().int(),
  })
  .meta({ id: 'ConsoleTimedMenu' });

const timedMenuBodySchema = z
  .object({
    id: uuidSchema.optional(),
    name: z
      .object({
        en: text().trim().min(1).max(TIMED_MENU_NAME_MAX),
        zh: text().trim().min(1).max(TIMED_MENU_NAME_MAX),
      })
      .strict(),
    openHours: weeklyHoursSchema,
  })
  .strict();

const timedMenusAnswerSchema = z.object({ timedMenus: z.array(timedMenuSchema) });

export const consoleTimedMenuRoutes = {
  list: {
    method: 'GET',
    url: '/console/stores/:businessId/timed-menus',
    params: consoleStoreParams,
    response: timedMenusAnswerSchema,
  },
  replace: {
    method: 'PUT',
    url: '/console/stores/:businessId/timed-menus',
    params: consoleStoreParams,
    body: z.object({ timedMenus: z.array(timedMenuBodySchema).max(TIMED_MENUS_MAX) }).strict(),
    response: timedMenusAnswerSchema,
  },
} as const;

export type TimedMenuDto = z.infer<typeof timedMenuSchema>;
export type TimedMenuBody = z.infer<typeof timedMenuBodySchema>;
