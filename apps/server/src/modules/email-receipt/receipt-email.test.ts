import type { ReceiptDto } from '@nearbite/contract/order-receipts';
import { describe, expect, it } from 'vitest';
import { receiptEmail } from './receipt-email.js';

const receipt: ReceiptDto = {
  orderCode: 'K7M3QX',
  orderType: 'pickup',
  orderStatus: 'completed',
  fullRefunded: false,
  business: {
    name: 'Noodles & <Co>',
    fullAddress: '100 Geary St',
    phoneNumber: null,
    timeZone: 'America/Los_Angeles',
  },
  commodities: [
    {
      id: 'line-1',
      commodityId: null,
      name: 'Soup',
      thumbnail: null,
      boughtNumber: 2,
      refundedNumber: 0,
      price: 500,
      discountPrice: 100,
      specifications: [],
      attributes: [],
      addOns: [],
      specialNote: null,
      exchangeInfo: null,
      choices: { specifications: [], attributes: [], addOns: [] },
    },
  ],
  commoditiesPrice: 1000,
  discountedPrice: 100,
  excisePrice: 78,
  servicePrice: 0,
  tipPrice: 0,
  deliveryPrice: 0,
  smallOrderExtraPrice: 0,
  totalPrice: 978,
  refundedPrice: 200,
  payments: [],
  createdTime: Date.parse('2025-06-11T19:00:00Z'),
  tableName: null,
};

const input = {
  to: 'ada@example.com',
  name: '<img src=x onerror=alert(1)>',
  receipt,
  timeZone: 'America/Los_Angeles',
  receiptUrl: 'https://nearbite.example/order/receipt?code=abc&x="y"',
  language: 'en' as const,
};

describe('receiptEmail', () => {
  it('escapes every text it puts into the HTML', () => {
    const { html } = receiptEmail(input);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Noodles &amp; &lt;Co&gt;');
    expect(html).toContain('href="https://nearbite.example/order/receipt?code=abc&amp;x=&quot;y&quot;"');
  });

  it('lists the line after its discount, the totals with discounts and refunds negative, and the local time', () => {
    const { text } = receiptEmail(input);
    expect(text).toContain('2 × Soup  $9.00');
    expect(text).toContain('Discounts: -$1.00');
    expect(text).toContain('Total: $9.78');
    expect(text).toContain('Refunded: -$2.00');
    expect(text).not.toContain('Delivery fee');
    expect(text).toContain('Jun 11, 2025, 12:00');
  });

  it('names the order number in the subject and the body, in both languages', () => {
    const english = receiptEmail(input);
    expect(english.subject).toBe('Your receipt from Noodles & <Co>, order K7M3QX');
    expect(english.text).toContain('Order number: K7M3QX');
    expect(english.html).toContain('<strong>Order number: K7M3QX</strong>');
    const chinese = receiptEmail({ ...input, language: 'zh' });
    expect(chinese.subject).toBe('您在Noodles & <Co>的收据（订单号 K7M3QX）');
    expect(chinese.text).toContain('订单号：K7M3QX');
    expect(chinese.html).toContain('<strong>订单号：K7M3QX</strong>');
  });

  it("writes the store's phone 3-3-4, as the app shows it", () => {
    for (const stored of ['+14155550900', '4155550900']) {
      const withPhone = { ...receipt, business: { ...receipt.business, phoneNumber: stored } };
      const { text, html } = receiptEmail({ ...input, receipt: withPhone });
      expect(text).toContain('100 Geary St\n415-555-0900');
      expect(html).toContain('100 Geary St · 415-555-0900');
      expect(text).not.toContain('4155550900');
    }
  });
});
