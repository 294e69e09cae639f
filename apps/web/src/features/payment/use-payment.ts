import { clientError } from '@nearbite/api-client/api-client';
import type { SavedCardDto } from '@nearbite/contract/cards';
import type { PaymentOutcomeDto } from '@nearbite/contract/payments';
import { dollars } from '@nearbite/domain/money-text';
import { PAYMENT_COUNTDOWN_TICK_MS, PAYMENT_SUCCESS_REDIRECT_MS } from '@nearbite/domain/order-display';
import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '../../shared/i18n/i18n';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showNotice } from '../../shared/lib/notify';
import type { useUser } from '../../shared/lib/user-store';
import { payOrder, type useOrderForPayment, type useProcessorConfig } from './api';
import {
  completeAuthentication,
  confirmAuthenticated,
  forgetPendingAuthentication,
} from './components/authentication';
import { showPaymentFailure } from './components/payment-failure';
import type { authenticationReturn } from './lib/authentication-return';
import {
  amountOwed,
  cardPaymentBody,
  chosenMethod,
  orderInfoPath,
  paymentClosed,
  remainingSeconds,
  WALLET_METHOD,
} from './lib/payment-rules';
import { checkWalletSupport, WalletSupport, type WalletSupportState } from './lib/wallet';
import { payWithWallet, WalletCancelled } from './wallet-payment';

type OrderQuery = ReturnType<typeof useOrderForPayment>;
type ProcessorQuery = ReturnType<typeof useProcessorConfig>;

/** Seconds left to pay, ticking each second; at 0 the order is asked for again (the server decides). */
export function usePaymentCountdown(order: OrderQuery): number | null {
  const [now, setNow] = useState(() => Date.now());
  const data = order.data;
  const fetchedAt = order.dataUpdatedAt;
  const remaining = data ? remainingSeconds(data.remainPayTime, fetchedAt, now) : null;
  useEffect(() => {
    if (!data || paymentClosed(data)) return;
    const timer = window.setInterval(() => setNow(Date.now()), PAYMENT_COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [data]);
  const refetchedAt = useRef(0);
  const { refetch } = order;
  useEffect(() => {
    if (remaining === 0 && refetchedAt.current !== fetchedAt) {
      refetchedAt.current = fetchedAt;
      void refetch();
    }
  }, [remaining, fetchedAt, refetch]);
  return remaining;
}

/** Wallet support: checking until the processor settings and the Payment Request API answer. */
export function useWalletSupport(processor: ProcessorQuery): WalletSupportState {
  const [wallet, setWallet] = useState<WalletSupportState>(WalletSupport.checking);
  const config = processor.data;
  const processorFailed = processor.isError;
  useEffect(() => {
    if (processorFailed) {
      setWallet(WalletSupport.unsupported);
      return;
    }
    if (!config) return;
    let live = true;
    void checkWalletSupport(config).then((state) => {
      if (live) setWallet(state);
    });
    return () => {
      live = false;
    };
  }, [config, processorFailed]);
  return wallet;
}

export interface PayInput {
  orderId: string | null;
  order: OrderQuery;
  processor: ProcessorQuery;
  cards: readonly SavedCardDto[] | undefined;
  reloadCards: () => void;
  user: ReturnType<typeof useUser>;
  /** Back from the bank's page: the payment to confirm, read once per visit. */
  returned: ReturnType<typeof authenticationReturn>;
  leaveTo: (path: string) => void;
}

/**
 * Paying: the chosen method (lib/payment-rules.ts chosenMethod), the busy state, the confirmation of a
 * payment the bank's page sent back, and the Pay button's card, wallet and 3-D Secure path. Paid, the
 * order's detail opens after a moment.
 */
export function usePay({ orderId, order, processor, cards, reloadCards, user, returned, leaveTo }: PayInput) {
  const { t } = useTranslation();
  const data = order.data;
  const config = processor.data;
  const { refetch } = order;
  const wallet = useWalletSupport(processor);
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = chosenMethod(picked, wallet === WalletSupport.supported, cards);
  const [confirmingReturn, setConfirmingReturn] = useState(returned !== null);
  const [succeeded, setSucceeded] = useState(false);
  const [busy, setBusy] = useState(confirmingReturn);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // Paid, cancelled or out of time (as the server says): nothing to pay here. A webhook may have marked
  // the order paid before the diner came back: the confirmation's own answer leads on then.
  useEffect(() => {
    if (data && orderId && !succeeded && !confirmingReturn && paymentClosed(data)) {
      leaveTo(orderInfoPath(orderId));
    }
  }, [data, orderId, succeeded, confirmingReturn, leaveTo]);

  const onPaid = useCallback(
    (paidOrderId: string) => {
      setSucceeded(true);
      void showNotice(i18n.t('payment.success'), 'success');
      redirectTimer.current = window.setTimeout(
        () => leaveTo(orderInfoPath(paidOrderId)),
        PAYMENT_SUCCESS_REDIRECT_MS,
      );
    },
    [leaveTo],
  );
  const failed = useCallback(
    async (error: unknown) => {
      setBusy(false);
      await showPaymentFailure(error);
      reloadCards();
      void refetch();
    },
    [reloadCards, refetch],
  );

  // The bank's page sent the diner back: the server asks Stripe how the payment ended.
  const returnStarted = useRef(false);
  useEffect(() => {
    if (!returned || !user || returnStarted.current) return;
    returnStarted.current = true;
    forgetPendingAuthentication();
    void (async () => {
      try {
        await confirmAuthenticated(returned.orderId, 'stripe', returned.transactionId);
        onPaid(returned.orderId);
      } catch (error) {
        await failed(error);
      } finally {
        setConfirmingReturn(false);
      }
    })();
  }, [returned, user, onPaid, failed]);

  const onPay = async () => {
    if (busy || !data || !orderId) return;
    if (!chosen) {
      void showNotice(t('payment.chooseMethod'), 'fail');
      return;
    }
    setBusy(true);
    try {
      let outcome: PaymentOutcomeDto;
      let platform: SavedCardDto['platform'];
      if (chosen === WALLET_METHOD) {
        if (!config) throw clientError('O1000');
        outcome = await payWithWallet(data, config);
        platform = config.platform;
      } else {
        const card = cards?.find((candidate) => candidate.id === chosen);
        if (!card) throw clientError('D3');
        outcome = await payOrder(orderId, cardPaymentBody(data, card));
        platform = card.platform;
      }
      if (outcome.status === 'requiresAction') {
        const settings = config ?? (await processor.refetch()).data;
        if (!settings) throw clientError('O1000');
        const amount = dollars(amountOwed(data));
        const done = await completeAuthentication(orderId, outcome, platform, settings, amount);
        // On the way to the bank's page: the screen stays busy until the browser leaves.
        if (done === 'redirected') return;
      }
      onPaid(orderId);
    } catch (error) {
      if (error instanceof WalletCancelled) setBusy(false);
      else await failed(error);
    }
  };

  return { wallet, chosen, setPicked, busy, onPay };
}
