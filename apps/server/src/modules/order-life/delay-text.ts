import { clockText } from '@nearbite/domain/clock-text';
import { type Language, localize } from '../../lib/request-language.js';
import type { DelayNoticeTarget } from './order-timing.repository.js';

/**
 * The text a diner gets when the store delays their order: the store, the order's code and the new ready
 * time on the store's clock. Diners' languages are not stored yet, so the board sends English (the
 * Chinese text is ready for when they are).
 */
export function delayText(target: DelayNoticeTarget, readyAt: Date, language: Language): string {
  const store = localize(target.storeName, language);
  const time = clockText(target.timeZone, readyAt.getTime(), language);
  if (language === 'zh') {
    return `${store}：您的订单 ${target.orderCode} 需要多一点时间，预计 ${time} 备好。抱歉让您久等。`;
  }
  return `${store}: your order ${target.orderCode} needs a little more time. It should be ready at ${time}. Sorry for the wait.`;
}
