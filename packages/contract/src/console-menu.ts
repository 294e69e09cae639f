import { MENU_FILE_MAX_BYTES } from '@nearbite/domain/menu-rules';
import { z } from 'zod';
import { emptyBodySchema, text, uuidSchema } from './common.js';
import { consoleStoreParams } from './console-staff.js';

/**
 * A store's menu in the console: the menu file (export and import, docs/menu-format.md), reordering and
 * duplicating items. This is the one definition of the file's shape; the rules between its values (a maximum
 * below its minimum, a discount outside 1-99, an empty name) are packages/domain menu-rules.ts, which the
 * import applies after this schema so that every problem is answered with its own code and path.
 * Money is in cents; a null stock or maximum means unlimited.
 */

export const MENU_FILE_FORMAT = 'nearbite-menu' as const;
export const MENU_FILE_VERSION = 1 as const;

const bilingualSchema = z.object({ en: text().max(2000), zh: text().max(2000) }).strict();
/** How the file names a category or timed menu: items point at it by key. */
const menuKeySchema = text().min(1).max(60);
/** An id the export wrote: a row of this store that the import updates. Absent: a new row. */
const rowIdSchema = uuidSchema.nullish();
/** Ids inside an item's choices are short texts kept with the item (orders copy them). */
const choiceIdSchema = text().min(1).max(60).nullish();
const centsSchema = z.number().int();
const countSchema = z.number().int();

export const menuFileTimedMenuSchema = z
  .object({
    id: rowIdSchema,
    key: menuKeySchema,
    name: bilingualSchema,
    /** Seven days, Sunday first, each a list of [start, end] in milliseconds of the local day. */
    openHours: z.array(z.array(z.array(z.number().int()))),
  })
  .strict();

export const menuFileCategorySchema = z
  .object({
    id: rowIdSchema,
    key: menuKeySchema,
    name: bilingualSchema,
    /** Dine-in carts need an item of this category; at most one category of a store. */
    requiredForDineIn: z.boolean().default(false),
  })
  .strict();

export const menuFileSpecificationSchema = z
  .object({
    id: choiceIdSchema,
    name: bilingualSchema,
    values: z.array(z.object({ id: choiceIdSchema, name: bilingualSchema }).strict()),
    /** Single-select when true. */
    singularity: z.boolean(),
    required: z.boolean(),
    /** Multi-select cap; null means as many as there are values. */
    maxSelected: countSchema.nullable().default(null),
  })
  .strict();

export const menuFileAttributeSchema = z
  .object({
    id: rowIdSchema,
    name: bilingualSchema,
    values: z.array(
      z
        .object({
          id: rowIdSchema,
          name: bilingualSchema,
          /** Cents added to the item price. */
          price: centsSchema.default(0),
          stockNumber: countSchema.nullable().default(null),
        })
        .strict(),
    ),
  })
  .strict();

export const menuFileAddOnGroupSchema = z
  .object({
    id: choiceIdSchema,
    name: bilingualSchema,
    minBuyNumber: countSchema.default(0),
    maxBuyNumber: countSchema.nullable().default(null),
    values: z.array(
      z
        .object({
          id: choiceIdSchema,
          name: bilingualSchema,
          price: centsSchema,
          minBuyNumber: countSchema.default(0),
          maxBuyNumber: countSchema.nullable().default(null),
        })
        .strict(),
    ),
  })
  .strict();

export const menuFileItemSchema = z
  .object({
    id: rowIdSchema,
    /** The key of its category; items are listed in menu order. */
    category: menuKeySchema,
    /** The key of its timed menu; null serves it all day. */
    timedMenu: menuKeySchema.nullable().default(null),
    name: bilingualSchema,
    description: bilingualSchema.nullable().default(null),
    images: z.array(text().min(1).max(2000)).max(10).default([]),
    thumbnail: text().min(1).max(2000).nullable().default(null),
    /** Cents, delivery and dine-in. */
    price: centsSchema,
    /** Cents for pickup; null when it is `price`. */
    takeawayPrice: centsSchema.nullable().default(null),
    /** Crossed-out prices shown beside a discounted one. */
    originPrice: centsSchema.nullable().default(null),
    originTakeawayPrice: centsSchema.nullable().default(null),
    /** The share paid in percent (85 = 15 % off), 1-99; null without an item discount. */
    discountPercent: z.number().int().nullable().default(null),
    stockNumber: countSchema.nullable().default(null),
    minBuyNumber: countSchema.default(1),
    maxBuyNumber: countSchema.nullable().default(null),
    specifications: z.array(menuFileSpecificationSchema).default([]),
    attributes: z.array(menuFileAttributeSchema).default([]),
    addOnGroups: z.array(menuFileAddOnGroupSchema).default([]),
    /** Tax rate overrides in millionths per order type; null means the store's rate. */
    specifiedTax: z
      .object({
        delivery: z.number().int().optional(),
        pickup: z.number().int().optional(),
        dineIn: z.number().int().optional(),
      })
      .strict()
      .nullable()
      .default(null),
    deliveryNotSupported: z.boolean().default(false),
    /** Can be redeemed with points. */
    supportsExchange: z.boolean().default(false),
    /** False takes the item off sale (diners see it sold out). */
    isAvailable: z.boolean().default(true),
  })
  .strict();

export const menuFileSchema = z
  .object({
    format: z.literal(MENU_FILE_FORMAT),
    version: z.literal(MENU_FILE_VERSION),
    timedMenus: z.array(menuFileTimedMenuSchema).default([]),
    /** In menu order. */
    categories: z.array(menuFileCategorySchema),
    /** In menu order within each category. */
    items: z.array(menuFileItemSchema),
  })
  .strict()
  .meta({ id: 'MenuFile' });

/** One problem of an imported file: where (JSON path, or CSV line and column) and what (code, English text). */
export const menuImportIssueSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    /** `items[12].addOnGroups[0].maxBuyNumber`; for CSV, the path of the item the row became. */
    path: z.string(),
    /** CSV only: 1 is the header line. */
    line: z.number().int().nullable(),
    /** CSV only: the column's header name. */
    column: z.string().nullable(),
  })
  .meta({ id: 'MenuImportIssue' });

const changeCountSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
});

/** What an import did, or with `dryRun` would do. With any issue nothing is written (`applied` false). */
export const menuImportReportSchema = z
  .object({
    applied: z.boolean(),
    dryRun: z.boolean(),
    issues: z.array(menuImportIssueSchema),
    timedMenus: changeCountSchema,
    categories: changeCountSchema,
    items: changeCountSchema,
    /** Removed items that past orders name: the orders keep their copy of name and price. */
    removedItemsInOrders: z.number().int(),
  })
  .meta({ id: 'MenuImportReport' });

export const menuImportBodySchema = z.discriminatedUnion('format', [
  z
    .object({
      format: z.literal('json'),
      /** Checked by the import itself, so every problem comes back with its path. */
      menu: z.unknown(),
      dryRun: z.boolean().default(false),
    })
    .strict(),
  z
    .object({
      format: z.literal('csv'),
      csv: text().max(MENU_FILE_MAX_BYTES),
      dryRun: z.boolean().default(false),
    })
    .strict(),
]);

/** The new order of the menu: every category of the store, each with every one of its items. */
export const menuOrderBodySchema = z
  .object({
    categories: z
      .array(z.object({ id: uuidSchema, itemIds: z.array(uuidSchema).max(2000) }).strict())
      .max(500),
  })
  .strict();

const itemParams = z.object({ businessId: uuidSchema, commodityId: uuidSchema }).strict();

/** One item as the editor saves it: the menu file's item (its `category` and `timedMenu` are the file's keys). */
export const menuItemBodySchema = menuFileItemSchema.omit({ id: true });

/** A saved item's id, or every problem with its path (`item.addOnGroups[0].maxBuyNumber`) and nothing saved. */
export const menuItemSaveSchema = z
  .object({ id: z.string().nullable(), issues: z.array(menuImportIssueSchema) })
  .meta({ id: 'MenuItemSave' });

export const consoleMenuRoutes = {
  /** The store's menu as a menu file, ids included (the export, and what the console's Menu screen shows). */
  menu: {
    method: 'GET',
    url: '/console/stores/:businessId/menu',
    params: consoleStoreParams,
    response: menuFileSchema,
  },
  /** The item list as CSV (docs/menu-format.md#csv). */
  exportCsv: {
    method: 'GET',
    url: '/console/stores/:businessId/menu/csv',
    params: consoleStoreParams,
    response: z.object({ csv: z.string() }),
  },
  /** Replaces the menu with a file, all or nothing; `dryRun` only answers what would change. */
  import: {
    method: 'POST',
    url: '/console/stores/:businessId/menu/import',
    params: consoleStoreParams,
    body: menuImportBodySchema,
    response: menuImportReportSchema,
  },
  reorder: {
    method: 'PUT',
    url: '/console/stores/:businessId/menu/order',
    params: consoleStoreParams,
    body: menuOrderBodySchema,
    response: menuFileSchema,
  },
  /** Adds an item at the end of its category. */
  createItem: {
    method: 'POST',
    url: '/console/stores/:businessId/menu/items',
    params: consoleStoreParams,
    body: menuItemBodySchema,
    response: menuItemSaveSchema,
  },
  /** Replaces an item's fields and options; it keeps its place unless it moves to another category. */
  updateItem: {
    method: 'PUT',
    url: '/console/stores/:businessId/menu/items/:commodityId',
    params: itemParams,
    body: menuItemBodySchema,
    response: menuItemSaveSchema,
  },
  /** A copy of the item right after it, named "… (copy)"; answers the new item's id. */
  duplicate: {
    method: 'POST',
    url: '/console/stores/:businessId/menu/items/:commodityId/duplicate',
    params: itemParams,
    body: emptyBodySchema,
    response: z.object({ id: z.string() }),
  },
} as const;

export type MenuFileDto = z.output<typeof menuFileSchema>;
export type MenuFileInput = z.input<typeof menuFileSchema>;
export type MenuFileItemDto = MenuFileDto['items'][number];
export type MenuImportIssueDto = z.infer<typeof menuImportIssueSchema>;
export type MenuImportReportDto = z.infer<typeof menuImportReportSchema>;
export type MenuImportBody = z.input<typeof menuImportBodySchema>;
export type MenuOrderBody = z.infer<typeof menuOrderBodySchema>;
export type MenuItemBody = z.input<typeof menuItemBodySchema>;
export type MenuItemSaveDto = z.infer<typeof menuItemSaveSchema>;
