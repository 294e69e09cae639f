import { type CardProcessorConfigDto, cardRoutes, type SavedCardDto } from '@nearbite/contract/cards';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';
import { addCardBody, type CardDetails, createPaymentMethod } from './lib/payment-method';

/*
 * The saved-card calls. Cards are the signed-in diner's own data, so they live under ['account', …] and
 * sign-in and sign-out drop them (features/auth removes that prefix).
 */

export const cardsKey = ['account', 'creditCards'] as const;
const processorKey = ['configs', 'cardProcessor'] as const;

/** GET /user/creditCards: the saved cards, the default one first. */
export function useCards(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: cardsKey,
    queryFn: ({ signal }) => call(cardRoutes.list, { signal }),
    select: (answer) => answer.cards,
    staleTime: 30_000,
  });
}

/** GET /configs/cardProcessor: where the add-card form creates its payment method. */
export function fetchProcessorConfig(): Promise<CardProcessorConfigDto> {
  return call(cardRoutes.processorConfig);
}

/** PUT /user/creditCards/{id}: makes the card the default one (it moves to the top). */
export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(cardRoutes.setDefault, { params: { id }, body: { isDefault: true } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardsKey }),
  });
}

/** DELETE /user/creditCards/{id}. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(cardRoutes.remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardsKey }),
  });
}

/** The processor refused the card, or gave no payment method id (`message` null). */
export class CardBindError extends Error {
  constructor(readonly processorMessage: string | null) {
    super(processorMessage ?? 'No payment method id came back.');
    this.name = 'CardBindError';
  }
}

/**
 * Adds a card: the processor creates the payment method from the details (they go nowhere else), then
 * POST /user/creditCards saves its id with the masked number. A plain function rather than a mutation,
 * so the number and CVC are never kept in the query cache (a mutation keeps its variables).
 */
export function useAddCard(): (details: CardDetails) => Promise<SavedCardDto> {
  const queryClient = useQueryClient();
  return async (details) => {
    const config = await queryClient.fetchQuery({
      queryKey: processorKey,
      queryFn: fetchProcessorConfig,
      staleTime: 5 * 60_000,
    });
    const created = await createPaymentMethod(config, details);
    if (!created.ok) throw new CardBindError(created.message);
    const card = await call(cardRoutes.add, { body: addCardBody(details, created.id, config.platform) });
    await queryClient.invalidateQueries({ queryKey: cardsKey });
    return card;
  };
}
