import '../../../shared/ui/antd-setup';
import type { CardPlatform, CardProcessorConfigDto } from '@nearbite/contract/cards';
import type { PaymentOutcomeDto } from '@nearbite/contract/payments';
import Dialog from 'antd-mobile/es/components/dialog';
import { i18n } from '../../../shared/i18n/i18n';
import { CodedError } from '../../../shared/lib/api-client';
import { confirmFromClient, sandboxAuthenticate } from '../api';

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

/**
 * Completes a payment that answered requiresAction: the card's authentication, then
 * PUT /orders/{orderId}/payment/fromClient, where the server asks the processor how it ended.
 */
export async function completeAuthentication(
  orderId: string,
  outcome: PaymentOutcomeDto,
  platform: CardPlatform,
  config: Pick<CardProcessorConfigDto, 'publishableKey' | 'paymentMethodsUrl'>,
  amountText: string,
): Promise<void> {
  if (!outcome.clientSecret) throw new AuthenticationFailed();
  if (platform === 'stripe') {
    // Seam: with Stripe this is Stripe.js's `stripe.handleNextAction({ clientSecret })` (3-D Secure in
    // Stripe's own frame). Stripe.js is not bundled yet, so such a payment reports C9 (bank check needed).
    throw new CodedError('C9');
  }
  const choice = await askSandboxOutcome(amountText);
  await sandboxAuthenticate(config, outcome.transactionId, outcome.clientSecret, choice);
  const confirmed = await confirmFromClient(orderId, platform, outcome.transactionId);
  if (confirmed.status !== 'succeeded') throw new AuthenticationFailed();
}
