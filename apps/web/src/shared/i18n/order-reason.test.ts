import { describe, expect, it } from 'vitest';
import { orderReasonText } from './order-reason';
import { ordersEn } from './orders.en';
import { ordersZh } from './orders.zh';
import { translatorOver } from './test-translator';

describe('order reasons', () => {
  it('reads a stored key as its label in both languages, and a merchant’s own words as written', () => {
    const en = translatorOver('en', { orders: ordersEn });
    const zh = translatorOver('zh-CN', { orders: ordersZh });
    expect(orderReasonText('noLongerWanted', en)).toBe("I don't want it anymore");
    expect(orderReasonText('noLongerWanted', zh)).toBe('我不想要了');
    expect(orderReasonText('paymentTimeout', en)).toBe('Not paid in time');
    expect(orderReasonText('cancel', zh)).toBe('商家已取消订单');
    expect(orderReasonText(' Out of stock ', en)).toBe('Out of stock');
    for (const key of ['paymentTimeout', 'cancel', 'expire', 'fullRefund'])
      expect(orderReasonText(key, zh)).not.toBe(key);
  });
});
