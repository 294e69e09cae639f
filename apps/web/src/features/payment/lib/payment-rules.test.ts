import { describe, expect, it } from 'vitest';
import {
  addCardPath,
  amountOwed,
  cardPaymentBody,
  chosenMethod,
  formatCountdown,
  orderInfoPath,
  type PaymentOrder,
  paymentClosed,
  remainingSeconds,
  WALLET_METHOD,
  walletPaymentBody,
} from './payment-rules';

const order = {
  id: 'o1',
  orderType: 'pickup',
  orderStatus: 'received',
  totalPrice: 2599,
  paidPrice: 0,
  commoditiesPrice: 2000,
  excisePrice: 199,
  tipPrice: 400,
  priceBreakdown: {
    commoditiesPrice: 2000,
    discountPrice: 0,
    orderDiscountPrice: 0,
    couponDiscount: 0,
    deliveryPrice: 0,
    smallOrderExtraPrice: 0,
    servicePrice: 0,
    excisePrice: 199,
    tipPrice: 400,
    pointsUsed: 0,
    totalPrice: 2599,
  },
  remainPayTime: 900,
  business: {} as PaymentOrder['business'],
} satisfies PaymentOrder;

describe('the pay call', () => {
  it('charges what the order still owes with the saved card, for order creation', () => {
    expect(cardPaymentBody(order, { id: 'card-1', platform: 'sandbox' })).toEqual({
      amountUSD: 2599,
      paymentProfileId: 'card-1',
      paymentType: 'Card',
      paymentPlatform: 'sandbox',
      purpose: { type: 1, note: 'Order Creation' },
      paymentOpaqueData: null,
    });
    expect(amountOwed({ totalPrice: 2599, paidPrice: 599 })).toBe(2000);
  });

  it('sends a wallet payment as the payment method made from its token', () => {
    expect(walletPaymentBody(order, 'GooglePay', 'pm_9', 'stripe')).toMatchObject({
      paymentProfileId: null,
      paymentType: 'GooglePay',
      paymentPlatform: 'stripe',
      paymentOpaqueData: { paymentMethodId: 'pm_9' },
    });
  });
});

describe('the countdown', () => {
  it('counts down from the fetched remaining time, one second at a time, never below 0', () => {
    expect(remainingSeconds(900, 10_000, 10_000)).toBe(900);
    expect(remainingSeconds(900, 10_000, 10_999)).toBe(900);
    expect(remainingSeconds(900, 10_000, 11_000)).toBe(899);
    expect(remainingSeconds(5, 10_000, 60_000)).toBe(0);
  });

  it('reads mm:ss', () => {
    expect(formatCountdown(899)).toBe('14:59');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('closes the screen once the order is paid, cancelled or out of time', () => {
    expect(paymentClosed(order)).toBe(false);
    expect(paymentClosed({ ...order, remainPayTime: 0 })).toBe(true);
    expect(paymentClosed({ ...order, orderStatus: 'paid' })).toBe(true);
    expect(paymentClosed({ ...order, orderStatus: 'cancelled' })).toBe(true);
  });
});

describe('the paths payment leads to', () => {
  it('are the order and the add-card form that comes back here', () => {
    expect(orderInfoPath('a b')).toBe('/order/info?orderId=a%20b');
    expect(addCardPath('o1')).toBe('/card/edit?from=payment&orderId=o1');
  });
});

describe('chosenMethod', () => {
  const cards = [{ id: 'default' }, { id: 'other' }];

  it('pays with the default card until the diner picks another method', () => {
    expect(chosenMethod(null, true, cards)).toBe('default');
    expect(chosenMethod('other', true, cards)).toBe('other');
    expect(chosenMethod(WALLET_METHOD, true, cards)).toBe(WALLET_METHOD);
  });

  it('falls back to the default card when the pick is no longer offered', () => {
    expect(chosenMethod(WALLET_METHOD, false, cards)).toBe('default');
    expect(chosenMethod('removed', true, cards)).toBe('default');
  });

  it('has no method without cards (or while they load) and no wallet', () => {
    expect(chosenMethod(null, true, [])).toBeNull();
    expect(chosenMethod(null, true, undefined)).toBeNull();
    expect(chosenMethod(WALLET_METHOD, true, undefined)).toBe(WALLET_METHOD);
  });
});
