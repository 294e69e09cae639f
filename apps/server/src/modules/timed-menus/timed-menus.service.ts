import type { TimedMenuBody, TimedMenuDto } from '@nearbite/contract/console-timed-menus';
import { checkTimedMenus } from '@nearbite/domain/timed-menu-rules';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleRepository } from '../console/console.repository.js';
import type { StoreActor } from '../console/console.service.js';
import type { TimedMenuRow, TimedMenusRepository } from './timed-menus.repository.js';

const toDto = (row: TimedMenuRow): TimedMenuDto => ({
  id: row.id,
  name: row.name,
  openHours: row.openHours,
  itemCount: row.itemCount,
});

/**
 * A store's timed menus: read by its menu editors, replaced as a whole list under the store row's lock (the
 * lock menu imports and item saves take), with one audit entry. Diners' store pages read the new hours at once.
 */
export function createTimedMenusService(deps: {
  repository: TimedMenusRepository;
  audit: Pick<ConsoleRepository, 'recordAudit'>;
  clock: Clock;
}) {
  const { repository, audit, clock } = deps;
  return {
    async list(businessId: string): Promise<{ timedMenus: TimedMenuDto[] }> {
      return { timedMenus: (await repository.list(businessId)).map(toDto) };
    },

    async replace(actor: StoreActor, menus: TimedMenuBody[]): Promise<{ timedMenus: TimedMenuDto[] }> {
      checkTimedMenus(menus);
      return repository.transaction(async (tx) => {
        if (!(await repository.lockStore(tx, actor.businessId))) throw new AppError('STORE_NOT_FOUND');
        const before = await repository.list(actor.businessId, tx);
        const known = new Set(before.map((row) => row.id));
        if (menus.some((menu) => menu.id && !known.has(menu.id))) throw new AppError('TIMED_MENU_NOT_FOUND');
        const kept = new Set(menus.flatMap((menu) => (menu.id ? [menu.id] : [])));
        const removed = before.filter((row) => !kept.has(row.id));
        if (removed.some((row) => row.itemCount > 0)) throw new AppError('TIMED_MENU_HAS_PRODUCTS');
        await repository.replace(
          tx,
          actor.businessId,
          menus,
          removed.map((row) => row.id),
        );
        const after = await repository.list(actor.businessId, tx);
        await audit.recordAudit(
          {
            businessId: actor.businessId,
            actorKind: 'user',
            actorUserId: actor.user.id,
            action: 'timedMenus.replace',
            target: actor.businessId,
            details: { before: before.map((row) => row.name.en), after: after.map((row) => row.name.en) },
            at: new Date(clock()),
          },
          tx,
        );
        return { timedMenus: after.map(toDto) };
      });
    },
  };
}

export type TimedMenusService = ReturnType<typeof createTimedMenusService>;
