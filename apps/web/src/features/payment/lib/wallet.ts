import type { CardProcessorConfigDto } from '@nearbite/contract/cards';

/** Wallet support on the payment screen: 0 checking, 1 supported, 2 unsupported. */
export const WalletSupport = { checking: 0, supported: 1, unsupported: 2 } as const;
export type WalletSupportState = (typeof WalletSupport)[keyof typeof WalletSupport];

/** Apple Pay's Payment Request method, and the version of its merchant session. */
export const APPLE_PAY_METHOD = 'https://apple.com/apple-pay';
export const APPLE_PAY_VERSION = 3;
export const GOOGLE_PAY_METHOD = 'https://google.com/pay';

/** The processor settings a wallet needs; the Apple Pay merchant id once the configuration carries it. */
export type WalletConfig = Pick<CardProcessorConfigDto, 'publishableKey' | 'walletsEnabled' | 'platform'> & {
  applePayMerchantId?: string | null;
};

const networks = ['visa', 'masterCard', 'amex', 'discover'];

/**
 * The Payment Request methods offered: Google Pay, tokenised by the card processor (Stripe's gateway
 * settings), and Apple Pay when a merchant id is configured.
 */
export function walletMethods(config: WalletConfig): PaymentMethodData[] {
  const methods: PaymentMethodData[] = [
    {
      supportedMethods: GOOGLE_PAY_METHOD,
      data: {
        apiVersion: 2,
        apiVersionMinor: 0,
        allowedPaymentMethods: [
          {
            type: 'CARD',
            parameters: {
              allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
              allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'],
            },
            tokenizationSpecification: {
              type: 'PAYMENT_GATEWAY',
              parameters: {
                gateway: 'stripe',
                'stripe:version': '2018-10-31',
                'stripe:publishableKey': config.publishableKey,
              },
            },
          },
        ],
      },
    },
  ];
  if (config.applePayMerchantId) {
    methods.unshift({
      supportedMethods: APPLE_PAY_METHOD,
      data: {
        version: APPLE_PAY_VERSION,
        merchantIdentifier: config.applePayMerchantId,
        merchantCapabilities: ['supports3DS'],
        supportedNetworks: networks,
        countryCode: 'US',
      },
    });
  }
  return methods;
}

/** The Payment Request total of an amount in cents. */
export function walletTotal(label: string, cents: number): PaymentDetailsInit {
  return { total: { label, amount: { currency: 'USD', value: (cents / 100).toFixed(2) } } };
}

type PaymentRequestConstructor = new (
  methods: PaymentMethodData[],
  details: PaymentDetailsInit,
) => PaymentRequest;

/** Whether a wallet can pay here: the Payment Request API exists and says it can make a payment. */
export async function checkWalletSupport(
  config: WalletConfig,
  Request: PaymentRequestConstructor | undefined = globalThis.PaymentRequest,
): Promise<WalletSupportState> {
  if (!config.walletsEnabled || typeof Request !== 'function') return WalletSupport.unsupported;
  try {
    const request = new Request(walletMethods(config), walletTotal('Nearbite', 100));
    return (await request.canMakePayment()) ? WalletSupport.supported : WalletSupport.unsupported;
  } catch {
    return WalletSupport.unsupported;
  }
}

/** What the wallet sheet answered: which wallet, and the processor's token fields to exchange for an id. */
export interface WalletToken {
  paymentType: 'ApplePay' | 'GooglePay';
  /** Form fields of the processor's token call (Stripe: /v1/tokens). */
  tokenFields: Record<string, string> | null;
  /** Google Pay tokenised at the processor already: the token id. */
  tokenId: string | null;
}

/** Reads the processor token out of a wallet's answer; null when it carries none. */
export function walletToken(methodName: string, details: unknown): WalletToken | null {
  if (methodName === GOOGLE_PAY_METHOD) {
    const raw = (details as { paymentMethodData?: { tokenizationData?: { token?: unknown } } } | null)
      ?.paymentMethodData?.tokenizationData?.token;
    if (typeof raw !== 'string') return null;
    try {
      const id = (JSON.parse(raw) as { id?: unknown }).id;
      return typeof id === 'string' ? { paymentType: 'GooglePay', tokenFields: null, tokenId: id } : null;
    } catch {
      return null;
    }
  }
  if (methodName === APPLE_PAY_METHOD) {
    const token = (details as { token?: { paymentData?: unknown; transactionIdentifier?: unknown } } | null)
      ?.token;
    if (!token?.paymentData) return null;
    return {
      paymentType: 'ApplePay',
      tokenFields: {
        pk_token: JSON.stringify(token.paymentData),
        pk_token_transaction_id: String(token.transactionIdentifier ?? ''),
      },
      tokenId: null,
    };
  }
  return null;
}
