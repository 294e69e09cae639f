import type { PointsRulesBody, PointsRulesDto } from '@nearbite/contract/console-points';
import { POINTS_TEXT_KEYS } from '@nearbite/domain/points-settings';
import { AppError } from '../../errors/app-error.js';
import { changedValues } from '../../lib/canonical-json.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleRepository } from '../console/console.repository.js';
import type { StoreActor } from '../console/console.service.js';
import type { PointsSettingsRepository } from './points-settings.repository.js';

const RULE_KEYS = [
  'pointsPerDollar',
  'isDouble',
  'pointsValidityDays',
  'maxExchangesPerOrder',
  'exchangeTiers',
  ...POINTS_TEXT_KEYS,
] as const;

/**
 * A store's points rules: read by any of its staff, saved by owners and managers with their audit entry in
 * one transaction. The next completed order earns, and the next cart redeems, under the saved rules.
 */
export function createPointsSettingsService(deps: {
  repository: PointsSettingsRepository;
  audit: Pick<ConsoleRepository, 'recordAudit'>;
  clock: Clock;
}) {
  const { repository, audit, clock } = deps;

  return {
    async rulesOf(businessId: string): Promise<PointsRulesDto> {
      const found = await repository.read(businessId);
      if (!found) throw new AppError('STORE_NOT_FOUND');
      return found;
    },

    /** Saves every rule; no change writes nothing. */
    async update(actor: StoreActor, body: PointsRulesBody): Promise<PointsRulesDto> {
      return repository.transaction(async (tx) => {
        const before = await repository.read(actor.businessId, tx, true);
        if (!before) throw new AppError('STORE_NOT_FOUND');
        const changes = changedValues(before, body, RULE_KEYS);
        const after = { ...body, enabled: before.enabled };
        if (Object.keys(changes).length === 0) return after;
        const at = new Date(clock());
        await repository.write(tx, actor.businessId, body, at);
        await audit.recordAudit(
          {
            businessId: actor.businessId,
            actorKind: 'user',
            actorUserId: actor.user.id,
            action: 'pointsRules.update',
            target: actor.businessId,
            details: { changes },
            at,
          },
          tx,
        );
        return after;
      });
    },
  };
}

export type PointsSettingsService = ReturnType<typeof createPointsSettingsService>;
