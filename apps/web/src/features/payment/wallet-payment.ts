import { ClientError } from '@nearbite/api-client/api-client';
import type { CardProcessorConfigDto } from '@nearbite/contract/cards';
import type { PaymentOutcomeDto } from '@nearbite/contract/payments';
import { applePaySession, payOrder, walletPaymentMethod } from './api';
import { amountOwed, type PaymentOrder, walletPaymentBody } from './lib/payment-rules';
import { type WalletConfig, walletMethods, walletToken, walletTotal } from './lib/wallet';

/** The diner closed the wallet sheet: nothing to report. */
export class WalletCancelled extends Error {
  constructor() {
    super('The wallet sheet was closed.');
    this.name = 'WalletCancelled';
  }
}

interface MerchantValidationEvent extends Event {
  validationURL: string;
  complete(session: Promise<unknown>): void;
}

/**
 * Pays the order with Apple Pay or Google Pay through the Payment Request API: Apple's merchant session
 * comes from our server, the wallet's token becomes a processor payment method (a failure there fails
 * the sheet, E3), and the order is paid with it; the sheet closes with the pay call's outcome.
 */
export async function payWithWallet(
  order: PaymentOrder,
  config: CardProcessorConfigDto & WalletConfig,
): Promise<PaymentOutcomeDto> {
  const request = new PaymentRequest(
    walletMethods(config),
    walletTotal(order.business.name, amountOwed(order)),
  );
  request.addEventListener('merchantvalidation', (event) => {
    const validation = event as MerchantValidationEvent;
    validation.complete(applePaySession(validation.validationURL));
  });
  let response: PaymentResponse;
  try {
    response = await request.show();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw new WalletCancelled();
    throw new ClientError('E3');
  }
  const token = walletToken(response.methodName, response.details);
  const paymentMethodId = token ? await walletPaymentMethod(config, token) : null;
  if (!token || !paymentMethodId) {
    await response.complete('fail');
    throw new ClientError('E3');
  }
  try {
    const outcome = await payOrder(
      order.id,
      walletPaymentBody(order, token.paymentType, paymentMethodId, config.platform),
    );
    await response.complete('success');
    return outcome;
  } catch (error) {
    await response.complete('fail');
    throw error;
  }
}
