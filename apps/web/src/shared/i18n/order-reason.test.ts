import { describe, expect, it } from 'vitest';
import { orderReasonText } from './order-reason';
import { ordersTextsEn } from './orders.en';
import { ordersTextsZh } from './orders.zh';

const translate =
  (texts: typeof ordersTextsEn) =>
  (key: string): string => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
    return typeof found === 'string' ? found : key;
  };

describe('order reasons', () => {
  it('reads a stored key as its label in both languages, and a merchant’s own words as written', () => {
    const en = translate(ordersTextsEn);
    const zh = translate(ordersTextsZh);
    expect(orderReasonText('noLongerWanted', en)).toBe("I don't want it anymore");
    expect(orderReasonText('noLongerWanted', zh)).toBe('我不想要了');
    expect(orderReasonText('paymentTimeout', en)).toBe('Not paid in time');
    expect(orderReasonText('cancel', zh)).toBe('商家已取消订单');
    expect(orderReasonText(' Out of stock ', en)).toBe('Out of stock');
    for (const key of ['paymentTimeout', 'cancel', 'expire', 'fullRefund'])
      expect(orderReasonText(key, zh)).not.toBe(key);
  });
});
