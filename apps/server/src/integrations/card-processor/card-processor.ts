/**
 * The card processor behind one interface: `sandbox` (offline, Stripe test-card behaviour, the default)
 * and `stripe` (the official SDK). Amounts are cents. Only brand, last four and expiry ever leave it.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

export interface ProcessorPaymentMethod {
  id: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeStatus = 'succeeded' | 'requiresAction' | 'failed';

export interface ChargeResult {
  /** The processor's payment id (a PaymentIntent id); null when a refused request created none. */
  processorPaymentId: string | null;
  status: ChargeStatus;
  /** For requiresAction: what the client authenticates with. */
  clientSecret: string | null;
  /**
   * For requiresAction with a redirect-based authentication (Stripe's 3-D Secure page): where the diner
   * authenticates, coming back to the request's return URL. Null when the client authenticates in place.
   */
  redirectUrl: string | null;
  /** For failed: a key of serverErrors (e.g. CARD_PAYMENT_DECLINED) and the processor's message. */
  failureCode: string | null;
  failureMessage: string | null;
}

export interface ChargeRequest {
  amount: number;
  customerId: string | null;
  paymentMethodId: string;
  /** Sent to the processor: a retried request with the same key cannot charge twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** Where an authentication page sends the diner back to (on-session pays); omitted when none. */
  returnUrl?: string;
}

export interface RefundRequest {
  processorPaymentId: string;
  amount: number;
  idempotencyKey: string;
}

/** A verified webhook event in the processor-neutral shape the payments service applies. */
export interface ProcessorEvent {
  id: string;
  /** refund.failed: a refund the processor failed or canceled, possibly after first accepting it. */
  type: 'payment.succeeded' | 'payment.failed' | 'refund.succeeded' | 'refund.failed' | 'other';
  processorPaymentId: string | null;
  /** For refund.succeeded and refund.failed: the processor's refund id. */
  processorRefundId: string | null;
  /** For payment.failed: a key of serverErrors. */
  failureCode: string | null;
  /** Our payment's id from the intent's metadata: finds a payment whose processor id was never stored. */
  paymentId: string | null;
  /** The processor's raw type, e.g. payment_intent.succeeded. */
  rawType: string;
}

export interface CardProcessor {
  readonly platform: 'sandbox' | 'stripe';
  /**
   * How long after a charge findPayment may still miss it (Stripe's search index lags behind); a payment
   * is taken as never charged only once it is older than this.
   */
  readonly lookupLagMs: number;
  /** Public values the web app needs to create payment methods itself. */
  clientConfig(): { publishableKey: string; paymentMethodsUrl: string; walletsEnabled: boolean };
  /** The processor-side customer a user's payment methods are attached to. */
  createCustomer(userId: string): Promise<string>;
  /** Reads a payment method the client created and attaches it to the customer. */
  attachPaymentMethod(paymentMethodId: string, customerId: string): Promise<ProcessorPaymentMethod>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** A PaymentIntent the client confirms itself (wallets); idempotent on the key. */
  createClientIntent(request: Omit<ChargeRequest, 'paymentMethodId' | 'customerId'>): Promise<{
    processorPaymentId: string;
    clientSecret: string;
  }>;
  /** The current state of a payment, asked of the processor (never trusted from the client). */
  retrievePayment(processorPaymentId: string): Promise<ChargeResult & { amount: number }>;
  /**
   * The payment a charge or client intent made for our payment (its idempotency key, and the paymentId in
   * its metadata), when the call's answer was lost; null when the processor has none.
   */
  findPayment(lookup: {
    idempotencyKey: string;
    paymentId: string;
  }): Promise<(ChargeResult & { amount: number }) | null>;
  /**
   * Cancels a payment still waiting for the client (an abandoned authentication), so it can no longer
   * succeed; answers the payment's state afterwards, which is succeeded when it won the race.
   */
  cancelPayment(processorPaymentId: string): Promise<ChargeResult & { amount: number }>;
  refund(
    request: RefundRequest,
  ): Promise<{ processorRefundId: string; status: 'succeeded' | 'pending' | 'failed' }>;
  /** Verifies the signature over the raw body; throws when it does not match. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): ProcessorEvent;
}
