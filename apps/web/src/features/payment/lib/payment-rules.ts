import type { SavedCardDto } from '@nearbite/contract/cards';
import type { OrderDetailDto } from '@nearbite/contract/order-views';
import type { PaymentType, PayOrderBodyDto } from '@nearbite/contract/payments';
import { paths } from '../../../shared/lib/paths';

/** The order fields the payment screen reads (specification 001 "Order (for payment)"). */
export type PaymentOrder = Pick<
  OrderDetailDto,
  | 'id'
  | 'orderType'
  | 'orderStatus'
  | 'totalPrice'
  | 'paidPrice'
  | 'commoditiesPrice'
  | 'excisePrice'
  | 'tipPrice'
  | 'priceBreakdown'
  | 'remainPayTime'
  | 'business'
>;

/** The purpose every order payment carries. */
export const ORDER_CREATION_PURPOSE = { type: 1, note: 'Order Creation' } as const;

/** What the order still owes, in cents: the amountUSD the server expects. */
export function amountOwed(order: Pick<PaymentOrder, 'totalPrice' | 'paidPrice'>): number {
  return Math.max(0, order.totalPrice - order.paidPrice);
}

/** Whether the payment screen has nothing left to do: paid, cancelled, or out of time. */
export function paymentClosed(order: Pick<PaymentOrder, 'orderStatus' | 'remainPayTime'>): boolean {
  const awaiting = order.orderStatus === 'received' || order.orderStatus === 'partiallyPaid';
  return !awaiting || order.remainPayTime <= 0;
}

/** Seconds left to pay `now`, from the remainPayTime fetched at `fetchedAt` (epoch ms). */
export function remainingSeconds(remainPayTime: number, fetchedAt: number, now: number): number {
  return Math.max(0, remainPayTime - Math.floor(Math.max(0, now - fetchedAt) / 1000));
}

/** The countdown as mm:ss ("14:59", "00:05"). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The pay call's body for a saved card. */
export function cardPaymentBody(
  order: PaymentOrder,
  card: Pick<SavedCardDto, 'id' | 'platform'>,
): PayOrderBodyDto {
  return {
    amountUSD: amountOwed(order),
    paymentProfileId: card.id,
    paymentType: 'Card',
    paymentPlatform: card.platform,
    purpose: ORDER_CREATION_PURPOSE,
    paymentOpaqueData: null,
  };
}

/** The pay call's body for a wallet, with the payment method created from the wallet's token. */
export function walletPaymentBody(
  order: PaymentOrder,
  paymentType: Extract<PaymentType, 'ApplePay' | 'GooglePay'>,
  paymentMethodId: string,
  platform: PayOrderBodyDto['paymentPlatform'],
): PayOrderBodyDto {
  return {
    amountUSD: amountOwed(order),
    paymentProfileId: null,
    paymentType,
    paymentPlatform: platform,
    purpose: ORDER_CREATION_PURPOSE,
    paymentOpaqueData: { paymentMethodId },
  };
}

/** The order detail screen of an order. */
export function orderInfoPath(orderId: string): string {
  return `${paths.orderInfo}?orderId=${encodeURIComponent(orderId)}`;
}

/** The add-card form, coming back to this payment. */
export function addCardPath(orderId: string): string {
  return `${paths.cardEdit}?from=payment&orderId=${encodeURIComponent(orderId)}`;
}

/** The payment method value of the wallet (Apple Pay / Google Pay) among the saved cards' ids. */
export const WALLET_METHOD = 'wallet';

/**
 * The method the Pay button uses: the one the diner picked while it is still offered (a card still saved,
 * the wallet while supported), else the default card (the first), else none.
 */
export function chosenMethod(
  picked: string | null,
  walletSupported: boolean,
  cards: ReadonlyArray<{ id: string }> | undefined,
): string | null {
  const stillOffered =
    picked !== null &&
    ((picked === WALLET_METHOD && walletSupported) || cards?.some((card) => card.id === picked));
  return stillOffered ? picked : (cards?.[0]?.id ?? null);
}
