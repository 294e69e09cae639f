import {
  CANCELLATION_REASONS,
  ORDER_STATUS_LABEL_KEYS,
  TRACKING_STAGES,
} from '@nearbite/domain/order-display';
import { POINTS_CHANGE_TYPES, STATEMENT_TYPES } from '@nearbite/domain/points-programme';
import { describe, expect, it } from 'vitest';
import { i18n } from '../shared/i18n/i18n';
import { sharedTexts } from '../shared/i18n/shared-texts';
import { featureTexts } from './feature-texts';

const loaders = { ...sharedTexts, ...featureTexts };
type Namespace = keyof typeof loaders;

/** Every namespace's texts, English and Chinese, as the backend loads them. */
const texts = Object.fromEntries(
  await Promise.all(
    Object.entries(loaders).map(async ([ns, load]) => [
      ns,
      { en: await load.en(), zh: await load['zh-CN']() },
    ]),
  ),
) as { [Ns in Namespace]: { en: Awaited<ReturnType<(typeof loaders)[Ns]['en']>>; zh: unknown } };

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of leaves(child, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...new Set(text.match(/{{\w+}}/g) ?? [])].sort();

describe.each(Object.keys(loaders) as Namespace[])('the %s texts', (ns) => {
  const english = leaves(texts[ns].en);
  const chinese = leaves(texts[ns].zh);

  it('have the same keys in English and Chinese, plurals as each language has them', () => {
    // English has `_one` and `_other`; Chinese has one plural form, `_other`.
    const expected = [...english.keys()].filter((key) => !key.endsWith('_one'));
    expect([...chinese.keys()].sort()).toEqual(expected.sort());
    for (const key of english.keys()) {
      if (key.endsWith('_one')) expect(english.has(key.replace(/_one$/, '_other')), key).toBe(true);
      if (key.endsWith('_other')) expect(english.has(key.replace(/_other$/, '_one')), key).toBe(true);
    }
  });

  it('are never empty', () => {
    for (const [key, text] of [...english, ...chinese]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same interpolation variables in both languages', () => {
    for (const [key, text] of chinese)
      expect(variables(text), key).toEqual(variables(english.get(key) ?? ''));
  });
});

describe('namespaced keys', () => {
  it('never start like a common text, so `name.key` always finds one home', () => {
    // The first segment is read as a namespace whenever one has that name.
    const common = Object.keys(texts.translation.en);
    for (const ns of Object.keys(loaders)) expect(common, ns).not.toContain(ns);
  });

  it('read `namespace.key` from a loaded namespace and every other key from the common texts', async () => {
    const en = i18n.getFixedT('en');
    expect(en('checkout.title')).toBe('checkout.title'); // not loaded yet: the key shows
    await i18n.loadNamespaces(['checkout', 'orders']);
    expect(en('checkout.title')).toBe('Checkout');
    expect(en('common.loading')).toBe('Loading…');
    expect(en('orders.items', { count: 1 })).toBe('1 item');
    expect(en('orders.items', { count: 3 })).toBe('3 items');
  });

  it('give Chinese its one plural form', async () => {
    await i18n.loadNamespaces(['orders', 'coupons'], 'zh-CN');
    await i18n.loadNamespaces(['coupons'], 'en');
    const zh = i18n.getFixedT('zh-CN');
    expect(zh('orders.items', { count: 1 })).toBe('共1件');
    expect(zh('coupons.validity.days', { count: 1 })).toBe('领取后1天内有效');
    expect(i18n.getFixedT('en')('coupons.validity.days', { count: 1 })).toBe(
      'Valid for 1 day after you claim it',
    );
  });
});

describe('texts the specification words', () => {
  const { checkout, orders, refund, cards, points, item, price } = {
    checkout: texts.checkout.en,
    orders: texts.orders.en,
    refund: texts.refund.en,
    cards: texts.cards.en,
    points: texts.points.en,
    item: texts.item.en,
    price: texts.price.en,
  };

  it('carry the coupon messages and the 50-cent minimum of checkout', () => {
    const { reason } = checkout.coupon;
    expect(reason.belowMinimum.replace('{{amount}}', '$15.00')).toBe('over $15.00 available.');
    expect(reason.notStarted).toBe('not available at the moment.');
    expect(reason.expired).toBe('expired.');
    expect(reason.orderTypeNotAllowed.replace('{{types}}', 'Pickup')).toBe('only for Pickup.');
    expect(checkout.submit.minimumTotal).toBe('The order amount must be higher than 50 cent');
    expect(checkout.host.timeOver).toBe('Time over');
  });

  it('name every order status, cancellation reason and tracking stage of the domain', () => {
    for (const key of ORDER_STATUS_LABEL_KEYS) expect(orders.status[key], key).toBeTruthy();
    for (const reason of CANCELLATION_REASONS) expect(orders.reason[reason], reason).toBeTruthy();
    const stages: Record<string, string> = texts.orderInfo.en.tracking.stage;
    for (const stage of TRACKING_STAGES) expect(stages[stage], stage).toBeTruthy();
    expect(orders.status).toMatchObject({
      unpaid: 'Unpaid',
      scheduled: 'Scheduled',
      orderConfirmed: 'Order Confirmed',
      driverFound: 'Driver Found',
      driverAtStore: 'Driver at store',
      atTheHost: 'At the Host',
      readyForPickup: 'Ready For Pickup',
      refunded: 'Refunded',
    });
    expect(CANCELLATION_REASONS.map((reason) => orders.reason[reason])).toEqual([
      "I don't want it anymore",
      'The merchant did not receive the order in time',
      'Bad business attitude',
      'Repeat orders',
      'Other',
    ]);
    expect(refund.days.replace('{{min}}', '5').replace('{{max}}', '10')).toBe(
      'Refunds reach your account in 5–10 business days.',
    );
  });

  it('name every points statement type and tab, differently in each language', () => {
    for (const language of [texts.points.en, texts.points.zh as typeof texts.points.en]) {
      const names = POINTS_CHANGE_TYPES.map((type) => language.details.type[type]);
      expect(new Set(names).size).toBe(POINTS_CHANGE_TYPES.length);
      const tabs = STATEMENT_TYPES.map((tab) => language.details.tabs[tab]);
      expect(new Set(tabs).size).toBe(STATEMENT_TYPES.length);
    }
    expect(Object.keys(points.details.type).sort()).toEqual([...POINTS_CHANGE_TYPES].sort());
    expect(points.mine.failReward).toBe('Invalid points value');
  });

  it('carry the card, item and price wording', () => {
    expect(cards.form.bindFailed).toBe('Failed to bind the card');
    expect(item.minimumAddOn.replace('{{count}}', '2')).toBe('Minimum 2 addon');
    expect(item.selectUpTo.replace('{{count}}', '3')).toBe('Select up to 3');
    expect(item.atLeastOne).toBe('Please select at least one');
    expect(price.deliveryAwaitingAddress).toBe('Choose an address');
    expect(price.deliveryOutOfRange).toBe('Out of range');
  });

  it('carry the sign-in and error-toast wording in both languages', () => {
    const en = texts.translation.en;
    const zh = texts.translation.zh as typeof en;
    expect([en.auth.phoneLabel, zh.auth.phoneLabel]).toEqual(['Phone number', '手机号']);
    expect([en.auth.codeLabel, zh.auth.codeLabel]).toEqual(['Verification code', '验证码']);
    expect([en.auth.sendCode, zh.auth.sendCode]).toEqual(['Send code', '发送验证码']);
    expect([en.auth.signIn, zh.auth.signIn]).toEqual(['Sign in', '登录']);
    expect([en.auth.logout, zh.auth.logout]).toEqual(['Log out', '退出登录']);
    expect([en.auth.clearSessions, zh.auth.clearSessions]).toEqual(['Clear all sessions', '清除所有会话']);
    expect(en.auth.sendFailed).toBe('Message sending failed');
    expect(en.errorToast.code.replace('{{code}}', 'S1')).toBe('Code: S1');
    expect(zh.errorToast.code.replace('{{code}}', 'S1')).toBe('错误码：S1');
  });
});
