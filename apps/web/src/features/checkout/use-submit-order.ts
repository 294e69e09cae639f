import { clientError } from '@nearbite/api-client/api-client';
import { dollars } from '@nearbite/domain/money-text';
import { type SubmitProblem, submitProblem } from '@nearbite/domain/submit-checks';
import { useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useNavigate } from '../../shared/lib/history-router';
import { showError, showNotice } from '../../shared/lib/notify';
import { paths } from '../../shared/lib/paths';
import { fetchUniqueIdentifier, submitOrder, useClientConfig } from './api';
import { showListAlert } from './components/alerts';
import { checkoutChoicesStore } from './lib/checkout-choices';
import { type CheckoutContext, type CheckoutState, submitCheckInput } from './lib/checkout-state';
import { orderExtraInfo } from './lib/order-origin';
import { buildOrderPayload, type Fulfilment } from './lib/order-payload';

export interface SubmitCallbacks {
  /** The diner must sign in first: open the login dialog. */
  onLogin: () => void;
  /** A required dine-in category is missing: show the cart. */
  onOpenCart?: () => void;
  /** The order exists: clear the store's cart (before the app leaves for payment). */
  onOrderPlaced: (orderId: string) => void;
}

/** The fulfilment the checks have made sure of (times, address or host, table and diners). */
function fulfilmentOf(context: CheckoutContext, state: CheckoutState): Fulfilment | null {
  const time = state.time;
  switch (state.orderType) {
    case 'delivery':
      if (time === null) return null;
      if (state.toHost && state.host) return { type: 'delivery', time, hostId: state.host.id };
      return state.address ? { type: 'delivery', time, address: state.address } : null;
    case 'pickup':
      return time !== null && state.pickupAddress
        ? { type: 'pickup', time, pickupAddressId: state.pickupAddress.id }
        : null;
    case 'dineIn':
      return context.tableName && context.dinerCount
        ? { type: 'dineIn', tableName: context.tableName, dinerCount: context.dinerCount }
        : null;
  }
}

/** A fresh id when GET /uniqueIdentifier fails: the specification ignores that failure. */
function randomIdentifier(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');
}

/**
 * The submit button: runs the checks in the specification's order, then GET /uniqueIdentifier and
 * POST /businesses/{id}/orders with the quote's figures. On success the cart and the choices are
 * cleared and the app goes to /payment?orderId=… (to the order itself when it totals $0.00: the server
 * marked it paid); on failure the coded error is shown.
 */
export function useSubmitOrder(context: CheckoutContext, state: CheckoutState, callbacks: SubmitCallbacks) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useClientConfig();
  const [submitting, setSubmitting] = useState(false);
  // A second tap before the first render after it must see the flag too.
  const busy = useRef(false);

  const explain = async (problem: SubmitProblem): Promise<void> => {
    const names = (indexes: readonly number[]) =>
      indexes.flatMap((index) => {
        const name = context.lines[index]?.name;
        return name ? [name] : [];
      });
    switch (problem.code) {
      case 'login':
        callbacks.onLogin();
        return;
      case 'minimumTotal':
        await showNotice(t('checkout.submit.minimumTotal'), 'fail');
        return;
      case 'deliveryNotSupportedItems':
        await showListAlert(
          t('checkout.submit.deliveryNotSupportedTitle'),
          t('checkout.submit.deliveryNotSupported'),
          names(problem.lineIndexes),
        );
        return;
      case 'noDeliveryToday':
        await showListAlert(t('checkout.time.unavailableTitle'), t('checkout.time.notDeliveringToday'));
        return;
      case 'timedMenuClosed':
        await showListAlert(
          t('checkout.submit.timedMenuClosedTitle'),
          t('checkout.submit.timedMenuClosed'),
          names(problem.lineIndexes),
        );
        return;
      case 'requiredCategory':
        await showNotice(t('checkout.submit.needRequired'), 'fail');
        callbacks.onOpenCart?.();
        return;
      case 'deliveryShortfall':
        await showNotice(t('checkout.submit.shortfall', { amount: dollars(problem.shortfall) }), 'fail');
        return;
      default:
        await showError(clientError(problem.code));
    }
  };

  const submit = async () => {
    const problem = submitProblem(submitCheckInput(context, state, busy.current));
    if (problem) {
      await explain(problem);
      return;
    }
    const fulfilment = fulfilmentOf(context, state);
    if (!fulfilment) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const frontendIdentifier = await fetchUniqueIdentifier().catch(randomIdentifier);
      const order = await submitOrder(
        buildOrderPayload({
          businessId: context.business.id,
          lines: state.lines,
          quote: state.quote,
          fulfilment,
          couponId: state.coupon?.coupon.userCouponId ?? null,
          phone: state.phone,
          note: context.choices.note,
          frontendIdentifier,
          extraInfo: orderExtraInfo(
            window.location.hostname,
            navigator.userAgent,
            config.data?.productionHosts ?? [],
          ),
          now: Date.now(),
        }),
      );
      callbacks.onOrderPlaced(order.id);
      checkoutChoicesStore.clear(context.business.id);
      const orderQuery = `?orderId=${encodeURIComponent(order.id)}`;
      if (order.totalPrice === 0) {
        // Points or a coupon cover everything: the server marked the order paid, so no card is asked for.
        void showNotice(t('checkout.submit.placedNothingToPay'), 'success');
        void navigate(`${paths.orderInfo}${orderQuery}`);
      } else {
        void navigate(`${paths.payment}${orderQuery}`);
      }
    } catch (error) {
      void showError(error, { title: t('checkout.submit.failed') });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
