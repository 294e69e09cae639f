import '../../../shared/ui/antd-setup';
import { ClientError } from '@nearbite/api-client/api-client';
import type { CardPlatform, CardProcessorConfigDto } from '@nearbite/contract/cards';
import type { PaymentOutcomeDto } from '@nearbite/contract/payments';
import Dialog from 'antd-mobile/es/components/dialog';
import { i18n } from '../../../shared/i18n/i18n';
import { confirmFromClient, sandboxAuthenticate } from '../api';
import {
  authenticationStep,
  PENDING_AUTHENTICATION_KEY,
  type PendingAuthentication,
  parsePending,
  serializePending,
} from '../lib/authentication-return';

/** The bank did not confirm the payment (the diner failed or left the authentication). */
export class AuthenticationFailed extends Error {
  constructor() {
    super('The payment was not authenticated.');
    this.name = 'AuthenticationFailed';
  }
}

/** The sandbox's bank page: the diner picks the outcome of the check. */
function askSandboxOutcome(amountText: string): Promise<'succeed' | 'fail'> {
  return new Promise((resolve) => {
    Dialog.show({
      title: i18n.t('payment.authTitle'),
      content: (
        <div className="nb-pay-auth">
          <p>{i18n.t('payment.authText', { amount: amountText })}</p>
          <p className="nb-pay-auth-note">{i18n.t('payment.authSandboxNote')}</p>
        </div>
      ),
      closeOnAction: true,
      actions: [
        { key: 'succeed', text: i18n.t('payment.authComplete'), bold: true },
        { key: 'fail', text: i18n.t('payment.authFail'), danger: true },
      ],
      onAction: (action) => resolve(action.key === 'succeed' ? 'succeed' : 'fail'),
    });
  });
}

/** Keeps the payment sent to the bank's page for the return; storage may be unavailable (private mode). */
function keepPending(pending: PendingAuthentication): void {
  try {
    window.sessionStorage.setItem(PENDING_AUTHENTICATION_KEY, serializePending(pending));
  } catch {
    // Stripe's return address names the payment itself.
  }
}

/** The payment kept before leaving for the bank's page; null when none. */
export function readPendingAuthentication(): PendingAuthentication | null {
  try {
    return parsePending(window.sessionStorage.getItem(PENDING_AUTHENTICATION_KEY));
  } catch {
    return null;
  }
}

/** Forgets the kept payment once its return is handled. */
export function forgetPendingAuthentication(): void {
  try {
    window.sessionStorage.removeItem(PENDING_AUTHENTICATION_KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * Completes a payment that answered requiresAction: the card's authentication, then
 * PUT /orders/{orderId}/payment/fromClient, where the server asks the processor how it ended. Answers
 * 'redirected' when the diner is on the way to the bank's page (the return to /payment finishes it).
 */
export async function completeAuthentication(
  orderId: string,
  outcome: PaymentOutcomeDto,
  platform: CardPlatform,
  config: Pick<CardProcessorConfigDto, 'publishableKey' | 'paymentMethodsUrl'>,
  amountText: string,
): Promise<'completed' | 'redirected'> {
  const step = authenticationStep(outcome, platform);
  if (step.kind === 'redirect') {
    keepPending({ orderId, transactionId: outcome.transactionId });
    window.location.assign(step.url);
    return 'redirected';
  }
  if (!outcome.clientSecret) throw new AuthenticationFailed();
  // Only Stripe.js could run Stripe's in-page actions, and it is not loaded: C9 (bank check needed).
  if (step.kind === 'unsupported') throw new ClientError('C9');
  const choice = await askSandboxOutcome(amountText);
  await sandboxAuthenticate(config, outcome.transactionId, outcome.clientSecret, choice);
  await confirmAuthenticated(orderId, platform, outcome.transactionId);
  return 'completed';
}

/** After the authentication: the server's word on the payment; AuthenticationFailed unless it succeeded. */
export async function confirmAuthenticated(
  orderId: string,
  platform: CardPlatform,
  transactionId: string,
): Promise<void> {
  const confirmed = await confirmFromClient(orderId, platform, transactionId);
  if (confirmed.status !== 'succeeded') throw new AuthenticationFailed();
}
