import { z } from 'zod';
import { okSchema, text, uuidSchema } from './common.js';
import { consoleStoreParams } from './console-staff.js';

/**
 * A store's dine-in tables on the console's Tables tab: list, add, rename and remove them, choose the menu
 * category every dine-in order must include, and print the QR sheet: one card per table whose QR opens
 * the store page at that table. Any of the store's staff lists them; changes need `manageStoreProfile`.
 * A duplicate name is A91, a name over 32 characters A92, an unknown table A93, an unknown category A239.
 */

/** What the diner sees on the board and the receipt; 1 to 32 characters (the table column's limit). */
const tableNameSchema = text().trim().min(1).max(32);

export const diningTableSchema = z
  .object({ id: z.string(), name: z.string(), sortOrder: z.number().int() })
  .meta({ id: 'DiningTable' });

export const tableCategorySchema = z.object({
  id: z.string(),
  name: z.object({ en: z.string(), zh: z.string() }),
  /** Every dine-in order must include an item of this category (at most one per store). */
  requiredForDineIn: z.boolean(),
});

export const QR_PAPERS = ['a4', 'letter'] as const;

/** One printed card: the table and the address its QR encodes. */
export const qrCardSchema = z.object({ tableId: z.string(), tableName: z.string(), url: z.string() });

const tableParams = z.object({ businessId: uuidSchema, tableId: uuidSchema }).strict();
const nameBody = z.object({ name: tableNameSchema }).strict();

export const consoleTableRoutes = {
  list: {
    method: 'GET',
    url: '/console/stores/:businessId/tables',
    params: consoleStoreParams,
    response: z.object({ tables: z.array(diningTableSchema), categories: z.array(tableCategorySchema) }),
  },
  add: {
    method: 'POST',
    url: '/console/stores/:businessId/tables',
    params: consoleStoreParams,
    body: nameBody,
    response: diningTableSchema,
  },
  rename: {
    method: 'PUT',
    url: '/console/stores/:businessId/tables/:tableId',
    params: tableParams,
    body: nameBody,
    response: diningTableSchema,
  },
  remove: {
    method: 'DELETE',
    url: '/console/stores/:businessId/tables/:tableId',
    params: tableParams,
    response: okSchema,
  },
  /** Chooses the category dine-in orders must include; null requires none. */
  requiredCategory: {
    method: 'PUT',
    url: '/console/stores/:businessId/dine-in-required-category',
    params: consoleStoreParams,
    body: z.object({ categoryId: uuidSchema.nullable() }).strict(),
    response: okSchema,
  },
  /**
   * The print-ready sheet of table cards as one SVG document (A4 or US Letter), with each card's QR address.
   * The console opens the SVG in a window and prints it.
   */
  qrSheet: {
    method: 'GET',
    url: '/console/stores/:businessId/tables/qr-sheet',
    params: consoleStoreParams,
    querystring: z.object({ paper: z.enum(QR_PAPERS).optional() }).strict(),
    response: z.object({ paper: z.enum(QR_PAPERS), cards: z.array(qrCardSchema), svg: z.string() }),
  },
} as const;

export type DiningTableDto = z.infer<typeof diningTableSchema>;
export type TableCategoryDto = z.infer<typeof tableCategorySchema>;
export type QrPaper = (typeof QR_PAPERS)[number];
export type QrSheetDto = z.infer<typeof consoleTableRoutes.qrSheet.response>;
