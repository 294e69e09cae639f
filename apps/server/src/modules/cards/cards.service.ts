import type { AddCardBodyDto, CardProcessorConfigDto, SavedCardDto } from '@nearbite/contract/cards';
import { expiryLabel, MAX_SAVED_CARDS } from '@nearbite/domain/saved-cards';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import type { CardProcessor } from '../../integrations/card-processor/card-processor.js';
import type { Clock } from '../../lib/clock.js';
import type { CardsRepository, SavedCardRow } from './cards.repository.js';

/** Path of a brand's logo, served by the cards routes. */
export const cardLogoPath = (brand: string) => `/apis/v1/cards/logos/${brand}.svg`;

/** The card as the card list and payment screen show it. */
export function toSavedCardDto(card: SavedCardRow): SavedCardDto {
  return {
    id: card.id,
    cardType: card.brand as SavedCardDto['cardType'],
    cardNumber: card.last4,
    expirationDate: expiryLabel(card.expMonth, card.expYear),
    logo: cardLogoPath(card.brand),
    platform: card.platform as SavedCardDto['platform'],
    isDefault: card.isDefault,
  };
}

/** Saved cards: listed, added through the card processor, made default, removed. */
export function createCardsService(deps: {
  repository: CardsRepository;
  processor: CardProcessor;
  clock: Clock;
  log: FastifyBaseLogger;
  /** APPLE_PAY_MERCHANT_ID when Apple Pay is fully configured. */
  applePayMerchantId?: string | null;
}) {
  const { repository, processor, clock, log } = deps;
  const platform = processor.platform;

  /** The user's card by id, or D3 when it is not theirs (or does not exist). */
  async function ownCard(userId: string, id: string): Promise<SavedCardRow> {
    const card = await repository.card(id);
    if (!card || card.userId !== userId || card.platform !== platform) throw new AppError('CARD_NOT_FOUND');
    return card;
  }

  /** The user's customer at the processor, created on first use. */
  async function customerFor(userId: string): Promise<string> {
    const existing = await repository.customerId(userId, platform);
    if (existing) return existing;
    return repository.saveCustomer(userId, platform, await processor.createCustomer(userId));
  }

  /** Detaches a method we will not keep; a failure leaves only an unused method at the processor. */
  async function release(paymentMethodId: string): Promise<void> {
    await processor.detachPaymentMethod(paymentMethodId).catch((error: unknown) => {
      log.warn({ err: error }, 'card processor: detaching a payment method failed');
    });
  }

  return {
    /** The cards saved at the configured processor; the default first, then newest. */
    async list(userId: string): Promise<SavedCardDto[]> {
      return (await repository.list(userId, platform)).map(toSavedCardDto);
    },

    /**
     * Saves the payment method the client created at the processor: reads brand, last four and expiry
     * back from the processor (never from the body), attaches it to the user's customer and makes it the
     * default card. Refuses a card already saved (D2) and an eleventh card (D6).
     */
    async add(userId: string, body: AddCardBodyDto): Promise<SavedCardDto> {
      if (body.platform !== platform) {
        throw new AppError('CARD_BIND_FAILED', `Cards are saved with ${platform}, not ${body.platform}.`);
      }
      if (await repository.byPaymentMethod(platform, body.token)) throw new AppError('CARD_ALREADY_ADDED');
      if ((await repository.list(userId, platform)).length >= MAX_SAVED_CARDS) {
        throw new AppError('CARD_LIMIT_REACHED');
      }
      const customerId = await customerFor(userId);
      let method: Awaited<ReturnType<CardProcessor['attachPaymentMethod']>>;
      try {
        method = await processor.attachPaymentMethod(body.token, customerId);
      } catch (error) {
        if (error instanceof AppError) throw error;
        log.error({ err: error }, 'card processor: attaching a payment method failed');
        throw new AppError('CARD_BIND_FAILED');
      }
      const saved = await repository.forUser(userId, async (tx) => {
        const cards = await repository.list(userId, platform, tx);
        if (cards.length >= MAX_SAVED_CARDS) return 'limit' as const;
        const same = cards.some(
          (card) =>
            card.brand === method.brand &&
            card.last4 === method.last4 &&
            card.expMonth === method.expMonth &&
            card.expYear === method.expYear,
        );
        if (same) return 'duplicate' as const;
        const row = await repository.insertDefault(
          tx,
          userId,
          {
            platform,
            processorPaymentMethodId: method.id,
            brand: method.brand,
            last4: method.last4,
            expMonth: method.expMonth,
            expYear: method.expYear,
          },
          new Date(clock()),
        );
        return row ?? ('duplicate' as const);
      });
      if (typeof saved === 'string') {
        // The same card saved twice must not stay attached twice at the processor.
        if (saved === 'limit' || !(await repository.byPaymentMethod(platform, method.id))) {
          await release(method.id);
        }
        throw new AppError(saved === 'limit' ? 'CARD_LIMIT_REACHED' : 'CARD_ALREADY_ADDED');
      }
      return toSavedCardDto(saved);
    },

    /** Makes one of the user's cards the default. */
    async setDefault(userId: string, id: string): Promise<void> {
      await ownCard(userId, id);
      await repository.forUser(userId, (tx) => repository.setDefault(tx, userId, id));
    },

    /**
     * Removes a card and detaches it at the processor; D7 while a payment in flight uses it. When it was
     * the default, the newest remaining card becomes the default.
     */
    async remove(userId: string, id: string): Promise<void> {
      const card = await ownCard(userId, id);
      await repository.forUser(userId, async (tx) => {
        if (await repository.inFlightPaymentUses(tx, id)) throw new AppError('CARD_IN_USE');
        await repository.remove(tx, id);
        if (card.isDefault) {
          const [next] = await repository.list(userId, platform, tx);
          if (next) await repository.setDefault(tx, userId, next.id);
        }
      });
      await release(card.processorPaymentMethodId);
    },

    /** What the web app needs to create payment methods at the processor itself. */
    processorConfig(): CardProcessorConfigDto {
      return { platform, ...processor.clientConfig(), applePayMerchantId: deps.applePayMerchantId ?? null };
    },
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
