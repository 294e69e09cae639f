import type {
  DiningTableDto,
  QrPaper,
  QrSheetDto,
  TableCategoryDto,
} from '@nearbite/contract/console-tables';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleRepository } from '../console/console.repository.js';
import type { StoreActor } from '../console/console.service.js';
import { type DiningTablesRepository, isDuplicateTableName } from './dining-tables.repository.js';
import { qrSheetSvg } from './qr-sheet.js';

/**
 * The address a table's QR opens: the diner app's store page at that table, on the store's own website
 * when it has one (its site opens the store directly), else on the public origin.
 */
export function tableUrl(
  origin: string,
  website: string | null,
  businessId: string,
  tableName: string,
): string {
  const base = website ? `https://${website}` : origin.replace(/\/+$/, '');
  const query = new URLSearchParams({ businessId, tableName });
  return `${base}/post/detail?${query.toString()}`;
}

/**
 * A store's dine-in tables: listing, adding, renaming and removing them (names unique per store, A91),
 * choosing the category dine-in orders must include, and the QR sheet. Each change is written with its
 * audit entry in one transaction.
 */
export function createDiningTablesService(deps: {
  repository: DiningTablesRepository;
  audit: Pick<ConsoleRepository, 'recordAudit'>;
  clock: Clock;
}) {
  const { repository, audit, clock } = deps;

  /** Runs a change with its audit entry; a duplicate name rolls it back as A91. */
  async function change<T>(
    actor: StoreActor,
    action: string,
    work: (tx: Parameters<Parameters<DiningTablesRepository['transaction']>[0]>[0]) => Promise<{
      result: T;
      target: string | null;
      details: Record<string, unknown>;
    }>,
  ): Promise<T> {
    try {
      return await repository.transaction(async (tx) => {
        const { result, target, details } = await work(tx);
        await audit.recordAudit(
          {
            businessId: actor.businessId,
            actorKind: 'user',
            actorUserId: actor.user.id,
            action,
            target,
            details,
            at: new Date(clock()),
          },
          tx,
        );
        return result;
      });
    } catch (error) {
      if (isDuplicateTableName(error)) throw new AppError('TABLE_NAME_EXISTS');
      throw error;
    }
  }

  async function found(tx: Parameters<typeof repository.find>[0], actor: StoreActor, tableId: string) {
    const table = await repository.find(tx, actor.businessId, tableId);
    if (!table) throw new AppError('TABLE_NOT_FOUND');
    return table;
  }

  return {
    async list(businessId: string): Promise<{ tables: DiningTableDto[]; categories: TableCategoryDto[] }> {
      const [tables, categories] = await Promise.all([
        repository.tables(businessId),
        repository.categories(businessId),
      ]);
      return { tables, categories };
    },

    add(actor: StoreActor, name: string): Promise<DiningTableDto> {
      return change(actor, 'table.add', async (tx) => {
        const table = await repository.insert(tx, actor.businessId, name);
        return { result: table, target: table.id, details: { name } };
      });
    },

    rename(actor: StoreActor, tableId: string, name: string): Promise<DiningTableDto> {
      return change(actor, 'table.rename', async (tx) => {
        const table = await found(tx, actor, tableId);
        await repository.rename(tx, tableId, name);
        return { result: { ...table, name }, target: tableId, details: { from: table.name, to: name } };
      });
    },

    remove(actor: StoreActor, tableId: string): Promise<void> {
      return change(actor, 'table.remove', async (tx) => {
        const table = await found(tx, actor, tableId);
        await repository.remove(tx, tableId);
        return { result: undefined, target: tableId, details: { name: table.name } };
      });
    },

    setRequiredCategory(actor: StoreActor, categoryId: string | null): Promise<void> {
      return change(actor, 'dineIn.requiredCategory', async (tx) => {
        const ok = await repository.setRequiredCategory(tx, actor.businessId, categoryId);
        if (!ok) throw new AppError('DINE_IN_CATEGORY_NOT_FOUND');
        return { result: undefined, target: categoryId, details: { categoryId } };
      });
    },

    /** The sheet of the store's table cards, their QR opening `origin`'s (or the store site's) store page. */
    async qrSheet(businessId: string, paper: QrPaper, origin: string): Promise<QrSheetDto> {
      const store = await repository.store(businessId);
      if (!store) throw new AppError('STORE_NOT_FOUND');
      const tables = await repository.tables(businessId);
      const cards = tables.map((table) => ({
        tableId: table.id,
        tableName: table.name,
        url: tableUrl(origin, store.website, businessId, table.name),
      }));
      const storeName =
        store.name.zh && store.name.zh !== store.name.en
          ? `${store.name.en} ${store.name.zh}`
          : store.name.en;
      return { paper, cards, svg: qrSheetSvg(storeName, cards, paper) };
    },
  };
}

export type DiningTablesService = ReturnType<typeof createDiningTablesService>;
