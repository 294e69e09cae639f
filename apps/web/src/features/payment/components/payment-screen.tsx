import '../../../shared/ui/antd-setup';
import type { SavedCardDto } from '@nearbite/contract/cards';
import type { PaymentOutcomeDto } from '@nearbite/contract/payments';
import { dollars } from '@nearbite/domain/money-text';
import { PAYMENT_COUNTDOWN_TICK_MS, PAYMENT_SUCCESS_REDIRECT_MS } from '@nearbite/domain/order-display';
import Dialog from 'antd-mobile/es/components/dialog';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { loadErrorTexts } from '../../../shared/i18n/error-texts';
import { i18n } from '../../../shared/i18n/i18n';
import { usePaymentTexts } from '../../../shared/i18n/payment-texts';
import { ApiError, clientError } from '../../../shared/lib/api-client';
import { errorCodeOf, errorText, showError, showNotice } from '../../../shared/lib/notify';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { AppLink } from '../../../shared/ui/app-link';
import { BackIcon } from '../../../shared/ui/icons';
import { PageLoading } from '../../../shared/ui/page-loading';
import { PriceBreakdown } from '../../../shared/ui/price-breakdown';
import { payOrder, useOrderForPayment, useProcessorConfig } from '../api';
import { authenticationReturn } from '../lib/authentication-return';
import {
  addCardPath,
  amountOwed,
  cardPaymentBody,
  formatCountdown,
  orderInfoPath,
  type PaymentOrder,
  paymentClosed,
  remainingSeconds,
} from '../lib/payment-rules';
import { checkWalletSupport, WalletSupport, type WalletSupportState } from '../lib/wallet';
import { payWithWallet, WalletCancelled } from '../wallet-payment';
import {
  AuthenticationFailed,
  completeAuthentication,
  confirmAuthenticated,
  forgetPendingAuthentication,
  readPendingAuthentication,
} from './authentication';
import './payment.css';

export interface PaymentScreenProps {
  /** The diner's saved cards (the cards feature's list), default first; undefined while loading. */
  cards: readonly SavedCardDto[] | undefined;
  /** Loads the cards again (after a failed payment). */
  reloadCards: () => void;
  onLogin: () => void;
}

const WALLET = 'wallet';

/** The failure dialog: the translated coded message with its code. */
async function showPaymentFailure(error: unknown): Promise<void> {
  let text: string;
  let code: string | null = null;
  if (error instanceof AuthenticationFailed) {
    text = i18n.t('payment.authFailed');
  } else {
    await loadErrorTexts().catch(() => undefined);
    code = errorCodeOf(error);
    const serverMessage = error instanceof ApiError ? error.serverMessage : null;
    text = errorText(
      code,
      serverMessage,
      (key) => i18n.t(key),
      (key) => i18n.exists(key),
    );
  }
  await Dialog.alert({
    title: i18n.t('payment.failedTitle'),
    content: (
      <div role="alert">
        <p className="nb-pay-dialog-text">{text}</p>
        {code ? <p className="nb-pay-dialog-code">{i18n.t('errorToast.code', { code })}</p> : null}
      </div>
    ),
    confirmText: i18n.t('payment.ok'),
  });
}

interface GuardState {
  paymentGuard?: boolean;
}

/**
 * Leaving payment with the browser's back button goes to the order (the header's back button does so
 * itself). The router unmounts a screen inside the popstate event, before any listener of the screen
 * could run, so the screen puts a second entry of itself on the history instead: going back lands on
 * the first entry, still on this screen, which then replaces it with the order.
 */
function useBackGuard(orderId: string | null, leaveTo: (path: string) => void) {
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const { key, pathname, search, state } = useLocation();
  const guarded = (state as GuardState | null)?.paymentGuard === true;
  const seenKey = useRef<string | null>(null);
  const pushed = useRef(false);
  useEffect(() => {
    if (!orderId) return;
    const previous = seenKey.current;
    seenKey.current = key;
    // First run (twice under StrictMode): add the guard entry unless this is one already.
    if (previous === null || previous === key) {
      if (!guarded && !pushed.current) {
        pushed.current = true;
        void navigate(`${pathname}${search}`, { state: { paymentGuard: true } satisfies GuardState });
      }
      return;
    }
    if (!guarded && navigationType === 'POP') leaveTo(orderInfoPath(orderId));
  }, [orderId, key, guarded, navigationType, pathname, search, navigate, leaveTo]);
}

function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  return (
    <p className="nb-pay-countdown">
      <span>{t('payment.timeLeft')}</span>
      <span
        role="timer"
        className="nb-pay-countdown-value"
        aria-label={t('payment.timeLeftLabel', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 })}
      >
        {formatCountdown(seconds)}
      </span>
    </p>
  );
}

/**
 * The order's total and its price lines as checkout showed them (the order's stored pricing, through the
 * shared breakdown), what was already paid, and the countdown.
 */
function Summary({ order, seconds }: { order: PaymentOrder; seconds: number }) {
  const { t } = useTranslation();
  return (
    <section className="nb-pay-summary" aria-labelledby="nb-pay-total-label">
      <p className="nb-pay-business">{order.business.name}</p>
      <p className="nb-pay-total">
        <span id="nb-pay-total-label">{t('payment.total')}</span>
        <strong data-testid="payment-total">{dollars(order.totalPrice)}</strong>
      </p>
      <PriceBreakdown
        className="nb-pay-breakdown"
        lines={order.priceBreakdown}
        deliveryFee={order.orderType === 'delivery' ? 'charged' : 'none'}
        totalTestId="payment-breakdown-total"
      />
      {order.paidPrice > 0 ? (
        <dl className="nb-pay-paid">
          <div className="nb-price-row">
            <dt>{t('payment.paid')}</dt>
            <dd>{dollars(-order.paidPrice)}</dd>
          </div>
        </dl>
      ) : null}
      <Countdown seconds={seconds} />
    </section>
  );
}

interface MethodsProps {
  orderId: string;
  cards: readonly SavedCardDto[] | undefined;
  chosen: string | null;
  onChoose: (value: string) => void;
  wallet: WalletSupportState;
  disabled: boolean;
}

function Methods({ orderId, cards, chosen, onChoose, wallet, disabled }: MethodsProps) {
  const { t } = useTranslation();
  const name = useId();
  const walletStatus = {
    [WalletSupport.checking]: t('payment.walletChecking'),
    [WalletSupport.supported]: t('payment.walletSupported'),
    [WalletSupport.unsupported]: t('payment.walletUnsupported'),
  }[wallet];
  return (
    <fieldset className="nb-pay-methods" disabled={disabled}>
      <legend className="nb-pay-methods-title">{t('payment.methods')}</legend>
      {cards === undefined ? <PageLoading /> : null}
      {cards?.length === 0 ? <p className="nb-pay-no-cards">{t('payment.noCards')}</p> : null}
      {cards?.map((card, index) => (
        <label key={card.id} className="nb-pay-method">
          <input
            type="radio"
            name={name}
            value={card.id}
            checked={chosen === card.id}
            onChange={() => onChoose(card.id)}
          />
          <span className="nb-pay-card-logo" aria-hidden="true">
            {card.logo ? <img src={card.logo} alt="" width={40} height={26} /> : null}
          </span>
          <span className="nb-pay-method-text">
            <span className="nb-pay-method-name">
              {t('cards.ending', { brand: t(`cards.brand.${card.cardType}`), last4: card.cardNumber })}
              {index === 0 ? <span className="nb-pay-default">{t('cards.default')}</span> : null}
            </span>
            <span className="nb-pay-method-detail">{t('cards.expires', { date: card.expirationDate })}</span>
          </span>
        </label>
      ))}
      <AppLink className="nb-pay-add-card" to={addCardPath(orderId)}>
        + {t('payment.addCard')}
      </AppLink>
      <label className="nb-pay-method" data-wallet-state={wallet}>
        <input
          type="radio"
          name={name}
          value={WALLET}
          checked={chosen === WALLET}
          disabled={wallet !== WalletSupport.supported}
          onChange={() => onChoose(WALLET)}
        />
        <span className="nb-pay-method-text">
          <span className="nb-pay-method-name">{t('payment.wallet')}</span>
          <span className="nb-pay-method-detail" data-testid="wallet-state">
            {walletStatus}
          </span>
        </span>
      </label>
    </fieldset>
  );
}

/**
 * /payment?orderId=: pay a pending order with a saved card or a wallet before its deadline. The countdown
 * ticks each second and refetches the order at 0; a paid or expired order goes to its detail screen, and
 * so does leaving for anywhere but the add-card form.
 */
export default function PaymentScreen({ cards, reloadCards, onLogin }: PaymentScreenProps) {
  usePaymentTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') || null;
  const user = useUser();
  const order = useOrderForPayment(user && orderId ? orderId : null);
  const processor = useProcessorConfig(user !== null && orderId !== null);
  const title = t('screens.payment');
  useDocumentTitle(title);

  const leaving = useRef(false);
  const leaveTo = useCallback(
    (path: string) => {
      if (leaving.current) return;
      leaving.current = true;
      void navigate(path, { replace: true });
    },
    [navigate],
  );
  useBackGuard(orderId, leaveTo);

  // O1: no order to pay, and no call made.
  useEffect(() => {
    if (!orderId) void showError(clientError('O1'));
  }, [orderId]);

  // The countdown.
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

  // Back from the bank's page (Stripe 3-D Secure): the payment to confirm, read once per visit.
  const [returned] = useState(() => authenticationReturn(params, readPendingAuthentication()));
  const [confirmingReturn, setConfirmingReturn] = useState(returned !== null);

  // Paid, cancelled or out of time (as the server says): nothing to pay here. A webhook may have marked
  // the order paid before the diner came back: the confirmation's own answer leads on then.
  const [succeeded, setSucceeded] = useState(false);
  useEffect(() => {
    if (data && orderId && !succeeded && !confirmingReturn && paymentClosed(data)) {
      leaveTo(orderInfoPath(orderId));
    }
  }, [data, orderId, succeeded, confirmingReturn, leaveTo]);

  // Wallet support: 0 checking until the processor settings and the Payment Request API answer.
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

  // The default card (first) is chosen until the diner picks another method.
  const [picked, setPicked] = useState<string | null>(null);
  const pickedValid =
    picked !== null &&
    ((picked === WALLET && wallet === WalletSupport.supported) || cards?.some((card) => card.id === picked));
  const chosen = pickedValid ? picked : (cards?.[0]?.id ?? null);

  const [busy, setBusy] = useState(confirmingReturn);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

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
        setBusy(false);
        await showPaymentFailure(error);
        reloadCards();
        void refetch();
      } finally {
        setConfirmingReturn(false);
      }
    })();
  }, [returned, user, onPaid, reloadCards, refetch]);

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
      if (chosen === WALLET) {
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
        const done = await completeAuthentication(
          orderId,
          outcome,
          platform,
          settings,
          dollars(amountOwed(data)),
        );
        // On the way to the bank's page: the screen stays busy until the browser leaves.
        if (done === 'redirected') return;
      }
      onPaid(orderId);
    } catch (error) {
      setBusy(false);
      if (error instanceof WalletCancelled) return;
      await showPaymentFailure(error);
      reloadCards();
      void refetch();
    }
  };

  let body: ReactNode;
  if (!orderId) {
    body = (
      <div className="nb-pay-message">
        <AppLink className="nb-pay-secondary" to={paths.home}>
          {t('common.backHome')}
        </AppLink>
      </div>
    );
  } else if (!user) {
    body = (
      <div className="nb-pay-message">
        <p>{t('payment.signInFirst')}</p>
        <button type="button" className="nb-pay-primary" onClick={onLogin}>
          {t('payment.signIn')}
        </button>
      </div>
    );
  } else if (order.isError && !data) {
    body = (
      <div className="nb-pay-message" role="alert">
        <p>{t('payment.loadFailed')}</p>
        <button type="button" className="nb-pay-secondary" onClick={() => void refetch()}>
          {t('payment.retry')}
        </button>
      </div>
    );
  } else if (!data || remaining === null) {
    body = <PageLoading />;
  } else {
    body = (
      <>
        <Summary order={data} seconds={remaining} />
        <Methods
          orderId={orderId}
          cards={cards}
          chosen={chosen}
          onChoose={setPicked}
          wallet={wallet}
          disabled={busy}
        />
        <div className="nb-pay-bar">
          <button
            type="button"
            className="nb-pay-primary"
            disabled={busy || remaining <= 0 || chosen === null}
            aria-busy={busy}
            onClick={() => void onPay()}
          >
            {busy ? t('payment.paying') : t('payment.pay', { amount: dollars(amountOwed(data)) })}
          </button>
        </div>
      </>
    );
  }

  return (
    <main className="nb-pay-screen">
      <header className="nb-pay-head">
        <button
          type="button"
          className="nb-pay-back"
          onClick={() =>
            orderId ? leaveTo(orderInfoPath(orderId)) : void navigate(paths.home, { replace: true })
          }
        >
          <BackIcon width="22" height="22" />
          <span className="nb-visually-hidden">{t('payment.back')}</span>
        </button>
        <h1 className="nb-pay-title">{title}</h1>
      </header>
      {body}
    </main>
  );
}
