import {
  CANCELLATION_REASONS,
  ORDER_STATUS_LABEL_KEYS,
  TRACKING_STAGES,
} from '@nearbite/domain/order-display';
import { describe, expect, it } from 'vitest';
import { ordersTextsEn } from './orders.en';
import { ordersTextsZh } from './orders.zh';
import { formatCountdown, formatOrderTime, formatStoreTime, formatTimeOfDay } from './orders-texts';

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of leaves(child, path)) out.set(k, v);
  }
  return out;
}

describe('order texts', () => {
  const english = leaves(ordersTextsEn);
  const chinese = leaves(ordersTextsZh);

  it('exist in both languages for every key, never empty, with the same placeholders', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    for (const [key, text] of english) {
      const other = chinese.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('name every status label, cancellation reason and tracking stage of the domain', () => {
    for (const key of ORDER_STATUS_LABEL_KEYS) expect(english.has(`orders.status.${key}`), key).toBe(true);
    for (const reason of CANCELLATION_REASONS)
      expect(english.has(`orders.reason.${reason}`), reason).toBe(true);
    for (const stage of TRACKING_STAGES)
      expect(english.has(`orderInfo.tracking.stage.${stage}`), stage).toBe(true);
  });

  it('carry the specification wording of the labels and the cancellation reasons', () => {
    expect(ordersTextsEn.orders.status).toMatchObject({
      unpaid: 'Unpaid',
      scheduled: 'Scheduled',
      orderConfirmed: 'Order Confirmed',
      driverFound: 'Driver Found',
      driverAtStore: 'Driver at store',
      atTheHost: 'At the Host',
      readyForPickup: 'Ready For Pickup',
      refunded: 'Refunded',
    });
    expect(CANCELLATION_REASONS.map((reason) => ordersTextsEn.orders.reason[reason])).toEqual([
      "I don't want it anymore",
      'The merchant did not receive the order in time',
      'Bad business attitude',
      'Repeat orders',
      'Other',
    ]);
    expect(ordersTextsEn.refund.days.replace('{{min}}', '5').replace('{{max}}', '10')).toBe(
      'Refunds reach your account in 5–10 business days.',
    );
  });
});

describe('order time formats', () => {
  it('show a moment in the given zone, in each language', () => {
    const moment = Date.UTC(2025, 2, 5, 2, 30); // 6:30 PM on Mar 4 in San Francisco
    expect(formatOrderTime(moment, 'en', 'America/Los_Angeles')).toBe('Mar 4, 2025, 6:30 PM');
    expect(formatOrderTime(moment, 'zh-CN', 'America/Los_Angeles')).toBe('2025年3月4日 18:30');
  });

  it("show an order's moment on the store's clock, naming the zone when the device's clock differs", () => {
    const moment = Date.UTC(2025, 2, 5, 2, 30); // 6:30 PM on Mar 4 in San Francisco (PST, UTC−8)
    const inShanghai = () => 8 * 3_600_000;
    const inSanFrancisco = () => -8 * 3_600_000;
    expect(formatStoreTime(moment, 'America/Los_Angeles', 'en', inShanghai)).toBe('Mar 4, 2025, 6:30 PM PST');
    expect(formatStoreTime(moment, 'America/Los_Angeles', 'zh-CN', inShanghai)).toBe(
      '2025年3月4日 18:30（北美太平洋时间）',
    );
    expect(formatStoreTime(moment, 'America/Los_Angeles', 'en', inSanFrancisco)).toBe('Mar 4, 2025, 6:30 PM');
    expect(formatStoreTime(moment, 'America/Los_Angeles', 'zh-CN', inSanFrancisco)).toBe(
      '2025年3月4日 18:30',
    );
    // In summer the store's clock is UTC−7: a device at UTC−8 then reads it differently.
    const summer = Date.UTC(2025, 6, 1, 19, 0);
    expect(formatStoreTime(summer, 'America/Los_Angeles', 'en', inSanFrancisco)).toBe(
      'Jul 1, 2025, 12:00 PM PDT',
    );
    // A zone the browser does not know: the device's own clock, unlabelled.
    expect(formatStoreTime(moment, 'Not/AZone', 'en', inShanghai)).toBe(formatOrderTime(moment, 'en'));
  });

  it('show service hours as times of day', () => {
    expect(formatTimeOfDay(9 * 3_600_000, 'en')).toBe('9:00 AM');
    expect(formatTimeOfDay(21 * 3_600_000 + 30 * 60_000, 'en')).toBe('9:30 PM');
    expect(formatTimeOfDay(21 * 3_600_000 + 30 * 60_000, 'zh-CN')).toBe('21:30');
  });

  it('count down minutes and seconds, hours when there are any, never below zero', () => {
    expect(formatCountdown(905)).toBe('15:05');
    expect(formatCountdown(59.9)).toBe('0:59');
    expect(formatCountdown(3723)).toBe('1:02:03');
    expect(formatCountdown(-4)).toBe('0:00');
  });
});
