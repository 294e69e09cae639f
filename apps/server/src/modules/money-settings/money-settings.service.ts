import type {
  MoneyPreviewBody,
  MoneyPreviewDto,
  MoneySettingsBody,
  MoneySettingsDto,
} from '@nearbite/contract/console-money-settings';
import { previewPrice } from '@nearbite/domain/money-settings-preview';
import {
  checkMoneySettings,
  type MoneySettings,
  millionthsToTaxPercent,
  taxPercentToMillionths,
} from '@nearbite/domain/money-settings-rules';
import type { PriceQuote } from '@nearbite/domain/pricing';
import { AppError } from '../../errors/app-error.js';
import { changedValues } from '../../lib/canonical-json.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleRepository } from '../console/console.repository.js';
import type { StoreActor } from '../console/console.service.js';
import type { MoneySettingsRepository, StoredMoneySettings } from './money-settings.repository.js';

/** The settings as the console shows them: the stored rate also as the percent the owner types. */
function toDto({ settings, diningTypes }: StoredMoneySettings): MoneySettingsDto {
  return JSON.parse(
    JSON.stringify({
      ...settings,
      taxPercent: millionthsToTaxPercent(settings.taxRateMillionths),
      diningTypes,
    }),
  ) as MoneySettingsDto;
}

/** The body in stored units; A230 for a tax percent that is not one. */
function settingsOf(body: MoneySettingsBody): MoneySettings {
  const { taxPercent, ...rest } = body;
  return { ...rest, taxRateMillionths: taxPercentToMillionths(taxPercent) };
}

/** Why the sample order could not be placed as priced. */
function problemsOf(quote: PriceQuote): MoneyPreviewDto['problems'] {
  const problems: MoneyPreviewDto['problems'] = [];
  if (quote.flags.beyondMaxDistance) problems.push('beyondMaxDistance');
  if (quote.flags.deliveryShortfall > 0) problems.push('belowDeliveryMinimum');
  if (quote.flags.tipNotAllowed) problems.push('tipNotAllowed');
  if (quote.flags.belowMinimumTotal) problems.push('belowMinimumTotal');
  return problems;
}

function previewDto(quote: PriceQuote): MoneyPreviewDto {
  return {
    food: quote.commoditiesPrice,
    discounts: quote.discountedPrice,
    subtotal: quote.subtotal,
    serviceFee: quote.servicePrice,
    deliveryFee: quote.deliveryPrice,
    smallOrderFee: quote.smallOrderExtraPrice,
    tax: quote.excisePrice,
    tip: quote.tipPrice,
    total: quote.totalPrice,
    tipOptions: quote.tipOffer.options.map((option) => option.amount),
    tipEnabled: quote.tipOffer.enabled,
    customTipAllowed: quote.tipOffer.customAllowed,
    problems: problemsOf(quote),
    deliveryShortfall: quote.flags.deliveryShortfall,
  };
}

/**
 * A store's money settings: reading them, saving them (checked against the domain's limits, written with
 * their audit entry in one transaction) and previewing a sample order under settings not yet saved.
 */
export function createMoneySettingsService(deps: {
  repository: MoneySettingsRepository;
  audit: Pick<ConsoleRepository, 'recordAudit'>;
  clock: Clock;
}) {
  const { repository, audit, clock } = deps;

  async function stored(businessId: string): Promise<StoredMoneySettings> {
    const found = await repository.read(businessId);
    if (!found) throw new AppError('STORE_NOT_FOUND');
    return found;
  }

  return {
    async settingsOf(businessId: string): Promise<MoneySettingsDto> {
      return toDto(await stored(businessId));
    },

    /** Saves every setting; the next diner quote and order check use them at once. No change writes nothing. */
    async update(actor: StoreActor, body: MoneySettingsBody): Promise<MoneySettingsDto> {
      const settings = settingsOf(body);
      return repository.transaction(async (tx) => {
        const before = await repository.read(actor.businessId, tx, true);
        if (!before) throw new AppError('STORE_NOT_FOUND');
        checkMoneySettings(settings, before.diningTypes);
        const after = { settings, diningTypes: before.diningTypes };
        const changes = changedValues(
          before.settings,
          settings,
          Object.keys(settings) as Array<keyof MoneySettings>,
        );
        if (Object.keys(changes).length === 0) return toDto(after);
        const at = new Date(clock());
        await repository.write(tx, actor.businessId, settings, at);
        await audit.recordAudit(
          {
            businessId: actor.businessId,
            actorKind: 'user',
            actorUserId: actor.user.id,
            action: 'moneySettings.update',
            target: actor.businessId,
            details: { changes },
            at,
          },
          tx,
        );
        return toDto(after);
      });
    },

    /** Prices the sample under the unsaved settings, refused as saving them would be. */
    async preview(businessId: string, body: MoneyPreviewBody): Promise<MoneyPreviewDto> {
      const settings = settingsOf(body.settings);
      const { diningTypes } = await stored(businessId);
      checkMoneySettings(settings, diningTypes);
      return previewDto(previewPrice(settings, body.sample, clock()));
    },
  };
}

export type MoneySettingsService = ReturnType<typeof createMoneySettingsService>;
