import type { OrderPayloadDto } from '@nearbite/contract/orders';
import { SESSION_COOKIE_NAME } from '@nearbite/domain/session';
import { SANDBOX_PUBLISHABLE_KEY } from '../src/integrations/card-processor/sandbox-card-processor.js';
import { type HttpAnswer, request } from './http-client.js';

const API = '/apis/v1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A diner driving the API as the web app does: signs in with the texted code (read from the dev
 * outbox), saves a sandbox test card, submits orders and pays them. Every call names the copy (its port)
 * it goes through.
 */
export class Diner {
  readonly phone: string;
  readonly localAddress: string;
  cookie = '';
  userId = '';
  cardId = '';

  constructor(phone: string, localAddress: string) {
    this.phone = phone;
    this.localAddress = localAddress;
  }

  private call(port: number, method: 'GET' | 'POST', path: string, body?: unknown, timeoutMs = 30_000) {
    return request({
      port,
      method,
      path: `${API}${path}`,
      body,
      cookie: this.cookie,
      localAddress: this.localAddress,
      timeoutMs,
    });
  }

  /** Requests a code, reads it from the dev outbox and signs in; throws with the answer on a refusal. */
  async signIn(port: number): Promise<void> {
    const sent = await this.call(port, 'POST', '/phoneVerification', {
      internationalCode: '+1',
      phoneNumber: this.phone,
    });
    if (sent.status !== 200) throw new Error(`code request for ${this.phone}: ${sent.status} ${sent.text}`);
    let code: string | null = null;
    for (let attempt = 0; attempt < 50 && !code; attempt += 1) {
      const outbox = await this.call(
        port,
        'GET',
        `/dev/outbox?recipient=${encodeURIComponent(`+1${this.phone}`)}`,
      );
      const messages = (outbox.body as { messages?: Array<{ body: string }> } | null)?.messages ?? [];
      code = messages[0]?.body.match(/code is (\d{4})/)?.[1] ?? null;
      if (!code) await sleep(100);
    }
    if (!code) throw new Error(`no code for ${this.phone} in the dev outbox`);
    const login = await this.call(port, 'POST', '/login', {
      fullPhoneNumber: `+1${this.phone}`,
      verificationCode: code,
      keepCredentials: true,
    });
    const session = login.setCookie
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith(`${SESSION_COOKIE_NAME}=`));
    if (login.status !== 200 || !session)
      throw new Error(`login of ${this.phone}: ${login.status} ${login.text}`);
    this.cookie = session;
    this.userId = (login.body as { id: string }).id;
  }

  /** Creates a payment method at the sandbox processor (Stripe's form) and saves it as a card. */
  async saveCard(port: number, number = '4242424242424242'): Promise<void> {
    const form = new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': '2034',
      'card[cvc]': '123',
      'billing_details[name]': 'Ada Lovelace',
      'billing_details[address][postal_code]': '94103',
    }).toString();
    const method = await request({
      port,
      method: 'POST',
      path: `${API}/sandbox/v1/payment_methods`,
      body: form,
      form: true,
      headers: { authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}` },
      localAddress: this.localAddress,
    });
    const token = (method.body as { id?: string } | null)?.id;
    if (method.status !== 200 || !token)
      throw new Error(`sandbox payment method: ${method.status} ${method.text}`);
    const saved = await this.call(port, 'POST', '/user/creditCards', {
      cardNumber: `****-****-****-${number.slice(-4)}`,
      expirationDate: '12/2034',
      firstName: 'Ada',
      lastName: 'Lovelace',
      token,
      postalCode: '94103',
      platform: 'sandbox',
    });
    if (saved.status !== 200) throw new Error(`saving the card: ${saved.status} ${saved.text}`);
    this.cardId = (saved.body as { id: string }).id;
  }

  /** Submits one order; answers the HTTP answer (the order's id is in `orderIdOf`). */
  submit(port: number, payload: OrderPayloadDto, timeoutMs = 30_000): Promise<HttpAnswer> {
    return this.call(
      port,
      'POST',
      `/businesses/${payload.businessId}/orders`,
      { orders: [payload] },
      timeoutMs,
    );
  }

  /** Pays what the order owes with the saved card: the pay request of the payment screen. */
  pay(port: number, orderId: string, amount: number, timeoutMs = 30_000): Promise<HttpAnswer> {
    return this.call(
      port,
      'POST',
      `/orders/${orderId}/payment`,
      {
        amountUSD: amount,
        paymentProfileId: this.cardId,
        paymentType: 'Card',
        paymentPlatform: 'sandbox',
        purpose: { type: 1, note: '' },
      },
      timeoutMs,
    );
  }
}

/** The id and total of a submitted order, or null when the answer is not a submitted order. */
export function submittedOrderOf(answer: HttpAnswer): { id: string; totalPrice: number } | null {
  if (answer.status !== 200) return null;
  const order = (answer.body as { orders?: Array<{ id: string; totalPrice: number }> } | null)?.orders?.[0];
  return order ?? null;
}
