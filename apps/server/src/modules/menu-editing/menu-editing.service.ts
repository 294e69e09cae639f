import { randomUUID } from 'node:crypto';
import {
  type MenuFileDto,
  type MenuImportIssueDto,
  type MenuImportReportDto,
  type MenuItemSaveDto,
  type MenuOrderBody,
  menuFileSchema,
  type menuImportBodySchema,
  type menuItemBodySchema,
} from '@nearbite/contract/console-menu';
import { menuEditingErrors } from '@nearbite/domain/errors-menu-editing';
import {
  MENU_CSV_COLUMN_OF_FIELD,
  type MenuCsvRow,
  parseMenuCsv,
  writeMenuCsv,
} from '@nearbite/domain/menu-csv';
import { type MenuIssue, menuIssues } from '@nearbite/domain/menu-rules';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleRepository } from '../console/console.repository.js';
import type { StoreActor } from '../console/console.service.js';
import { csvToMenuFile, toCsvRows, toMenuFile } from './menu-editing.mapper.js';
import type { MenuEditingRepository } from './menu-editing.repository.js';
import { idIssues, menuChanges, menuWrite } from './menu-import-plan.js';

type ImportBody = z.output<typeof menuImportBodySchema>;
type ItemBody = z.output<typeof menuItemBodySchema>;
type Located = { path: string; code: string; line: number | null; column: string | null };

const ZERO = { created: 0, updated: 0, removed: 0, unchanged: 0 };
const messageOf = (code: string) =>
  Object.values(menuEditingErrors).find((error) => error.code === code)?.message ??
  'The menu file is not valid.';

/** `['items', 12, 'addOnGroups', 0, 'max']` → `items[12].addOnGroups[0].max`. */
function pathText(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === 'number') return `${text}[${part}]`;
    return text === '' ? String(part) : `${text}.${String(part)}`;
  }, '');
}

/** The shape problems of a JSON file, every one with its path (A217). */
function shapeIssues(error: z.ZodError): Located[] {
  return error.issues.flatMap((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [null];
    return keys.map((key) => ({
      path: pathText(key === null ? issue.path : [...issue.path, key]),
      code: 'A217',
      line: null,
      column: null,
    }));
  });
}

/** A rule's problem on items[i] (or a category) as the CSV line and column it came from. */
function csvLocated(issue: MenuIssue, rows: MenuCsvRow[], file: MenuFileDto): Located {
  const item = /^items\[(\d+)\](?:\.(\w+))?/.exec(issue.path);
  if (item) {
    const row = rows[Number(item[1])];
    return { ...issue, line: row?.line ?? null, column: MENU_CSV_COLUMN_OF_FIELD[item[2] ?? ''] ?? null };
  }
  const category = /^categories\[(\d+)\]/.exec(issue.path);
  const name = category ? file.categories[Number(category[1])]?.name.en : undefined;
  const row = rows.find((candidate) => candidate.categoryEn === name);
  return { ...issue, line: row?.line ?? null, column: 'category_en' };
}

/**
 * The stored menu with the item put in: replacing the stored one in place (at the end of its new category when
 * it moves), or new at the end of its category. `index` is its place in `items`, -1 for an id not stored.
 */
function withItem(stored: MenuFileDto, commodityId: string | null, body: ItemBody) {
  const item = { ...body, id: commodityId };
  const place = commodityId ? stored.items.findIndex((entry) => entry.id === commodityId) : -2;
  if (place === -1) return { file: stored, index: -1 };
  const old = stored.items[place];
  const items = [...stored.items];
  if (old && old.category === item.category) {
    items[place] = item;
    return { file: { ...stored, items }, index: place };
  }
  if (old) items.splice(place, 1);
  const last = items.findLastIndex((entry) => entry.category === item.category);
  const index = last < 0 ? items.length : last + 1;
  items.splice(index, 0, item);
  return { file: { ...stored, items }, index };
}

function report(issues: Located[], dryRun: boolean): MenuImportReportDto {
  return {
    applied: false,
    dryRun,
    issues: issues.map((issue) => ({ ...issue, message: messageOf(issue.code) })) as MenuImportIssueDto[],
    timedMenus: ZERO,
    categories: ZERO,
    items: ZERO,
    removedItemsInOrders: 0,
  };
}

/**
 * A store's menu in the console: the menu file (read, CSV, import), the order of categories and items, and
 * copying an item. Writes are one transaction each with their audit entry, under a lock of the store's row.
 * The diner side reads the same tables without a cache, so a change shows on the store page at once.
 */
export function createMenuEditingService(deps: {
  repository: MenuEditingRepository;
  audit: Pick<ConsoleRepository, 'recordAudit'>;
  clock: Clock;
}) {
  const { repository, audit, clock } = deps;
  const menuOf = async (businessId: string, tx?: Db) => toMenuFile(await repository.readMenu(businessId, tx));
  const record = (
    tx: Db,
    actor: StoreActor,
    action: string,
    target: string,
    details: Record<string, unknown>,
    at: Date,
  ) =>
    audit.recordAudit(
      {
        businessId: actor.businessId,
        actorKind: 'user',
        actorUserId: actor.user.id,
        action,
        target,
        details,
        at,
      },
      tx,
    );

  /** The file to import, or its problems; CSV is merged with the stored menu first. */
  function fileOf(body: ImportBody, stored: MenuFileDto): { file: MenuFileDto; issues: Located[] } {
    if (body.format === 'json') {
      const parsed = menuFileSchema.safeParse(body.menu);
      if (!parsed.success) return { file: stored, issues: shapeIssues(parsed.error) };
      const file = parsed.data;
      const issues = [...menuIssues(file), ...idIssues(file, stored)];
      return { file, issues: issues.map((issue) => ({ ...issue, line: null, column: null })) };
    }
    const csv = parseMenuCsv(body.csv);
    const cellIssues: Located[] = csv.issues.map((issue) => ({ ...issue, path: `line ${issue.line}` }));
    if (csv.rows.length === 0 && cellIssues.length > 0) return { file: stored, issues: cellIssues };
    const file = csvToMenuFile(csv.rows, stored);
    const ruleIssues = [...menuIssues(file), ...idIssues(file, stored)]
      .map((issue) => csvLocated(issue, csv.rows, file))
      // A cell that could not be read already has its problem; its default would only repeat it.
      .filter(
        (issue) => !cellIssues.some((cell) => cell.line === issue.line && cell.column === issue.column),
      );
    const issues = [...cellIssues, ...ruleIssues].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return { file, issues };
  }

  return {
    menu: (actor: StoreActor) => menuOf(actor.businessId),

    async exportCsv(actor: StoreActor): Promise<string> {
      return writeMenuCsv(toCsvRows(await menuOf(actor.businessId)));
    },

    /**
     * Makes the store's menu the file: an id of this store updates its row, no id creates one, and what the
     * file leaves out is removed. Every problem is answered at once and then nothing is written.
     */
    async import(actor: StoreActor, body: ImportBody): Promise<MenuImportReportDto> {
      const at = new Date(clock());
      return repository.transaction(async (tx) => {
        await repository.lockStore(tx, actor.businessId);
        const stored = await menuOf(actor.businessId, tx);
        const { file, issues } = fileOf(body, stored);
        if (issues.length > 0) return report(issues, body.dryRun);
        const changes = menuChanges(file, stored);
        const { removedItemIds, ...counts } = changes;
        const removedItemsInOrders = await repository.countOrdered(tx, removedItemIds);
        const outcome = {
          applied: !body.dryRun,
          dryRun: body.dryRun,
          issues: [],
          ...counts,
          removedItemsInOrders,
        };
        if (body.dryRun) return outcome;
        await repository.replaceMenu(tx, actor.businessId, menuWrite(file, actor.businessId, at));
        await record(
          tx,
          actor,
          'menu.import',
          actor.businessId,
          { format: body.format, ...counts, removedItemsInOrders },
          at,
        );
        return outcome;
      });
    },

    /** Puts categories and items in the given order (items may move between categories); A219 unless it names each once. */
    async reorder(actor: StoreActor, body: MenuOrderBody): Promise<MenuFileDto> {
      const at = new Date(clock());
      await repository.transaction(async (tx) => {
        await repository.lockStore(tx, actor.businessId);
        const rows = await repository.readMenu(actor.businessId, tx);
        const sameSet = (given: string[], stored: string[]) =>
          given.length === stored.length &&
          new Set(given).size === given.length &&
          given.every((id) => stored.includes(id));
        const itemIds = body.categories.flatMap((category) => category.itemIds);
        if (
          !sameSet(
            body.categories.map((category) => category.id),
            rows.categories.map((category) => category.id),
          ) ||
          !sameSet(
            itemIds,
            rows.commodities.map((item) => item.id),
          )
        ) {
          throw new AppError('MENU_ORDER_MISMATCH');
        }
        await repository.writeOrder(
          tx,
          actor.businessId,
          body.categories.map((category, index) => ({ id: category.id, sortOrder: index })),
          body.categories.flatMap((category) =>
            category.itemIds.map((id, index) => ({ id, categoryId: category.id, sortOrder: index })),
          ),
        );
        await record(
          tx,
          actor,
          'menu.reorder',
          actor.businessId,
          { categories: body.categories.length, items: itemIds.length },
          at,
        );
      });
      return menuOf(actor.businessId);
    },

    /**
     * Creates an item at the end of its category, or replaces one (A26 if not the store's), through the same
     * rules as an import; with any problem nothing is saved and every problem comes back with its path.
     */
    async saveItem(actor: StoreActor, commodityId: string | null, body: ItemBody): Promise<MenuItemSaveDto> {
      const at = new Date(clock());
      return repository.transaction(async (tx) => {
        await repository.lockStore(tx, actor.businessId);
        const stored = await menuOf(actor.businessId, tx);
        const { file, index } = withItem(stored, commodityId, body);
        if (index < 0) throw new AppError('COMMODITY_NOT_FOUND');
        const prefix = `items[${index}]`;
        const issues = [...menuIssues(file), ...idIssues(file, stored)]
          .filter((issue) => issue.path === prefix || issue.path.startsWith(`${prefix}.`))
          .map((issue) => ({
            code: issue.code,
            message: messageOf(issue.code),
            path: `item${issue.path.slice(prefix.length)}`,
            line: null,
            column: null,
          }));
        if (issues.length > 0) return { id: null, issues };
        const write = menuWrite(file, actor.businessId, at);
        const item = write.commodities[index];
        if (!item) throw new AppError('COMMODITY_NOT_FOUND');
        const attributes = write.attributes.filter((attribute) => attribute.commodityId === item.id);
        const attributeIds = new Set(attributes.map((attribute) => attribute.id));
        const values = write.attributeValues.filter((value) => attributeIds.has(value.attributeId));
        await repository.saveItem(tx, item, attributes, values);
        const siblings = write.commodities.filter((row) => row.categoryId === item.categoryId);
        await repository.writeOrder(
          tx,
          actor.businessId,
          [],
          siblings.map((row) => ({ id: row.id, categoryId: row.categoryId, sortOrder: row.sortOrder ?? 0 })),
        );
        const action = commodityId ? 'commodity.update' : 'commodity.create';
        await record(tx, actor, action, item.id, { name: item.name.en }, at);
        return { id: item.id, issues: [] };
      });
    },

    /** Copies an item (options and attributes with new ids) right after it, named "… (copy)"; A26 if not the store's. */
    async duplicate(actor: StoreActor, commodityId: string): Promise<{ id: string }> {
      const at = new Date(clock());
      return repository.transaction(async (tx) => {
        await repository.lockStore(tx, actor.businessId);
        const rows = await repository.readMenu(actor.businessId, tx);
        const original = rows.commodities.find((item) => item.id === commodityId);
        if (!original) throw new AppError('COMMODITY_NOT_FOUND');
        const id = randomUUID();
        const { id: _id, searchName: _search, createdAt: _created, ...fields } = original;
        const attributes = rows.attributes
          .filter((attribute) => attribute.commodityId === commodityId)
          .map((attribute) => ({ ...attribute, id: randomUUID(), commodityId: id, from: attribute.id }));
        const values = attributes.flatMap((attribute) =>
          rows.attributeValues
            .filter((value) => value.attributeId === attribute.from)
            .map((value) => ({ ...value, id: randomUUID(), attributeId: attribute.id })),
        );
        const copy = {
          ...fields,
          id,
          name: { en: `${original.name.en} (copy)`, zh: `${original.name.zh}（副本）` },
          updatedAt: at,
        };
        await repository.insertCopy(
          tx,
          copy,
          attributes.map(({ from: _from, ...attribute }) => attribute),
          values,
        );
        const siblings = rows.commodities
          .filter((item) => item.categoryId === original.categoryId)
          .map((item) => item.id);
        siblings.splice(siblings.indexOf(commodityId) + 1, 0, id);
        await repository.writeOrder(
          tx,
          actor.businessId,
          [],
          siblings.map((itemId, index) => ({
            id: itemId,
            categoryId: original.categoryId,
            sortOrder: index,
          })),
        );
        await record(tx, actor, 'commodity.duplicate', id, { from: commodityId, name: copy.name.en }, at);
        return { id };
      });
    },
  };
}

export type MenuEditingService = ReturnType<typeof createMenuEditingService>;
