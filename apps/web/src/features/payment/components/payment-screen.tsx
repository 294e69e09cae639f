import { clientError } from '@nearbite/api-client/api-client';
import type { SavedCardDto } from '@nearbite/contract/cards';
import { dollars } from '@nearbite/domain/money-text';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { usePaymentTexts } from '../../../shared/i18n/payment-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useSearchParams } from '../../../shared/lib/history-router';
import { showError } from '../../../shared/lib/notify';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useUser } from '../../../shared/lib/user-store';
import { AppLink } from '../../../shared/ui/app-link';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ScreenHead } from '../../../shared/ui/screen-head';
import { useOrderForPayment, useProcessorConfig } from '../api';
import { authenticationReturn } from '../lib/authentication-return';
import { amountOwed, orderInfoPath } from '../lib/payment-rules';
import { useBackGuard } from '../use-back-guard';
import { usePay, usePaymentCountdown } from '../use-payment';
import { readPendingAuthentication } from './authentication';
import { Methods } from './payment-methods';
import { Summary } from './payment-summary';
import './payment.css';
import { pillButton, pillButtonOutline } from '../../../shared/ui/pill-button';

export interface PaymentScreenProps {
  /** The diner's saved cards (the cards feature's list), default first; undefined while loading. */
  cards: readonly SavedCardDto[] | undefined;
  /** Loads the cards again (after a failed payment). */
  reloadCards: () => void;
  onLogin: () => void;
}

/** Leaves once (later calls do nothing), replacing the payment entry. */
function useLeaveTo() {
  const navigate = useNavigate();
  const leaving = useRef(false);
  return useCallback(
    (path: string) => {
      if (leaving.current) return;
      leaving.current = true;
      void navigate(path, { replace: true });
    },
    [navigate],
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
  const leaveTo = useLeaveTo();
  useBackGuard(orderId, leaveTo);

  // O1: no order to pay, and no call made.
  useEffect(() => {
    if (!orderId) void showError(clientError('O1'));
  }, [orderId]);

  const remaining = usePaymentCountdown(order);
  const [returned] = useState(() => authenticationReturn(params, readPendingAuthentication()));
  const pay = usePay({ orderId, order, processor, cards, reloadCards, user, returned, leaveTo });
  const data = order.data;

  let body: ReactNode;
  if (!orderId) {
    body = (
      <div className="nb-pay-message">
        <AppLink className={pillButtonOutline} to={paths.home}>
          {t('common.backHome')}
        </AppLink>
      </div>
    );
  } else if (!user) {
    body = (
      <div className="nb-pay-message">
        <p>{t('payment.signInFirst')}</p>
        <button type="button" className={pillButton} onClick={onLogin}>
          {t('payment.signIn')}
        </button>
      </div>
    );
  } else if (order.isError && !data) {
    body = (
      <div className="nb-pay-message" role="alert">
        <p>{t('payment.loadFailed')}</p>
        <button type="button" className={pillButtonOutline} onClick={() => void order.refetch()}>
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
          chosen={pay.chosen}
          onChoose={pay.setPicked}
          wallet={pay.wallet}
          disabled={pay.busy}
        />
        <div className="nb-pay-bar">
          <button
            type="button"
            className={pillButton}
            disabled={pay.busy || remaining <= 0 || pay.chosen === null}
            aria-busy={pay.busy}
            onClick={() => void pay.onPay()}
          >
            {pay.busy ? t('payment.paying') : t('payment.pay', { amount: dollars(amountOwed(data)) })}
          </button>
        </div>
      </>
    );
  }

  return (
    <main className="nb-pay-screen">
      <ScreenHead
        title={title}
        backLabel={t('payment.back')}
        onBack={() =>
          orderId ? leaveTo(orderInfoPath(orderId)) : void navigate(paths.home, { replace: true })
        }
      />
      {body}
    </main>
  );
}
