import type { BoardSettingsDto, boardSettingsBodySchema } from '@nearbite/contract/console-board';
import { DEFAULT_AUTO_ACCEPT_MINUTES, isPaused } from '@nearbite/domain/store-operations';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleRepository } from '../console/console.repository.js';
import type { StoreActor } from '../console/console.service.js';
import type {
  SettingsWrite,
  StoreOrderSettingsRow,
  StoreSettingsRepository,
} from './store-settings.repository.js';

export type BoardSettingsBody = z.infer<typeof boardSettingsBodySchema>;

/** The settings of a store that never changed them. */
const DEFAULTS: Omit<StoreOrderSettingsRow, 'businessId'> = {
  autoAccept: false,
  autoAcceptMinutes: DEFAULT_AUTO_ACCEPT_MINUTES,
  busyExtraMinutes: 0,
  pausedUntil: null,
  pauseReason: null,
  autoPrint: false,
  ticketLanguage: 'en',
};

/** The settings as the board shows them at `now`: a pause that has ended reads as none. */
function toDto(row: Omit<StoreOrderSettingsRow, 'businessId'>, now: number): BoardSettingsDto {
  const pausedUntil = row.pausedUntil?.getTime() ?? null;
  const paused = isPaused(pausedUntil, now);
  return {
    autoAccept: row.autoAccept,
    autoAcceptMinutes: row.autoAcceptMinutes,
    busyExtraMinutes: row.busyExtraMinutes,
    pausedUntil: paused ? pausedUntil : null,
    pauseReason: paused ? row.pauseReason : null,
    autoPrint: row.autoPrint,
    ticketLanguage: row.ticketLanguage,
  };
}

/** The fields whose value differs, each with its old and new value (the audit entry's details). */
function changesBetween(
  before: BoardSettingsDto,
  after: BoardSettingsDto,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as Array<keyof BoardSettingsDto>) {
    if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

/** A pause needs its reason, and a reason belongs to a pause: anything else is the caller's mistake (A1). */
function checkPause(body: BoardSettingsBody): void {
  const pausing = body.pauseMinutes !== undefined && body.pauseMinutes > 0;
  if (pausing && body.pauseReason === undefined) {
    throw new AppError('REQUEST_INVALID', 'pauseReason is required with pauseMinutes above 0.');
  }
  if (!pausing && body.pauseReason !== undefined) {
    throw new AppError('REQUEST_INVALID', 'pauseReason goes only with pauseMinutes above 0.');
  }
}

/** The row's fields the body changes; `at` is when a pause starts. */
function writeOf(body: BoardSettingsBody, at: number): SettingsWrite {
  const { pauseMinutes, pauseReason, ...plain } = body;
  const write: SettingsWrite = Object.fromEntries(
    Object.entries(plain).filter(([, value]) => value !== undefined),
  );
  if (pauseMinutes === undefined) return write;
  return pauseMinutes > 0
    ? { ...write, pausedUntil: new Date(at + pauseMinutes * 60_000), pauseReason: pauseReason ?? null }
    : { ...write, pausedUntil: null, pauseReason: null };
}

/**
 * A store's board settings (auto-accept, busy mode, pausing new orders, printing), whether its board is
 * open (the demo simulator leaves open boards' orders to their staff), and marking items sold out. Each
 * change is written with its audit entry in one transaction.
 */
export function createStoreSettingsService(deps: {
  repository: StoreSettingsRepository;
  audit: Pick<ConsoleRepository, 'recordAudit'>;
  clock: Clock;
}) {
  const { repository, audit, clock } = deps;

  const userAudit = (actor: StoreActor) => ({
    businessId: actor.businessId,
    actorKind: 'user' as const,
    actorUserId: actor.user.id,
  });

  return {
    /** The store's settings now (the defaults for a store without a row); no authorisation. */
    async settingsOf(businessId: string): Promise<BoardSettingsDto> {
      return toDto((await repository.settings(businessId)) ?? DEFAULTS, clock());
    },

    /**
     * Changes the settings the body names. `pauseMinutes` above 0 pauses new orders from now for that long
     * (with `pauseReason`), 0 resumes them. A call that changes nothing writes nothing.
     */
    async updateSettings(actor: StoreActor, body: BoardSettingsBody): Promise<BoardSettingsDto> {
      checkPause(body);
      const now = clock();
      return repository.transaction(async (tx) => {
        const stored = (await repository.settings(actor.businessId, tx, true)) ?? DEFAULTS;
        const write = writeOf(body, now);
        const before = toDto(stored, now);
        const after = toDto({ ...stored, ...write }, now);
        const changes = changesBetween(before, after);
        if (Object.keys(changes).length === 0) return after;
        const at = new Date(now);
        await repository.writeSettings(tx, actor.businessId, write, at);
        await audit.recordAudit(
          {
            ...userAudit(actor),
            action: 'boardSettings.update',
            target: actor.businessId,
            details: {
              changes,
              ...(body.pauseMinutes === undefined ? {} : { pauseMinutes: body.pauseMinutes }),
            },
            at,
          },
          tx,
        );
        return after;
      });
    },

    /**
     * Takes one of the store's items off sale (diners see it sold out and cannot order it) or puts it back
     * on sale; A26 for an item that is not the store's. Back on sale, an item whose counted stock ran out
     * gets unlimited stock: staff said it is there again and gave no count. A count left is kept.
     */
    async setSoldOut(actor: StoreActor, commodityId: string, soldOut: boolean): Promise<void> {
      const at = new Date(clock());
      await repository.transaction(async (tx) => {
        const item = await repository.lockCommodity(tx, actor.businessId, commodityId);
        if (!item) throw new AppError('COMMODITY_NOT_FOUND');
        const onSale = item.isAvailable && item.stockNumber !== 0;
        if (onSale === !soldOut) return;
        await repository.setCommodityOnSale(tx, item.id, !soldOut, at);
        await audit.recordAudit(
          {
            ...userAudit(actor),
            action: soldOut ? 'commodity.soldOut' : 'commodity.backOnSale',
            target: item.id,
            details: { name: item.name.en, stockNumber: item.stockNumber },
            at,
          },
          tx,
        );
      });
    },

    /** Notes that the store's board is open (its stream connected or sent a heartbeat) now. */
    markBoardSeen(businessId: string): Promise<void> {
      return repository.markBoardSeen(businessId, new Date(clock()));
    },
  };
}

export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;
