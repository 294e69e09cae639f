import { describe, expect, it } from 'vitest';
import { translatorOver } from '../../../shared/i18n/test-translator';
import { checkoutEn } from '../texts/checkout.en';
import { couponReasonText } from './coupon-reason';

const typeName = (type: string) =>
  ({ delivery: 'Delivery', pickup: 'Pickup', dineIn: 'Dine-in' })[type] ?? type;

const english = translatorOver('en', { checkout: checkoutEn });

/** The English message as the chooser shows it. */
function message(reason: Parameters<typeof couponReasonText>[0]): string {
  const ref = couponReasonText(reason, typeName, ', ');
  return english(ref.key, ref.values);
}

describe('unavailable coupon messages', () => {
  it('say what the specification says for each reason', () => {
    expect(message({ code: 'belowMinimum', minCommoditiesPrice: 2500 })).toBe('over $25.00 available.');
    expect(message({ code: 'notStarted', startsAt: 0 })).toBe('not available at the moment.');
    expect(message({ code: 'expired', expiresAt: 0 })).toBe('expired.');
    expect(message({ code: 'beyondDistance', maxDeliveryDistanceMiles: 5 })).toBe(
      'only within 5 mi of the store.',
    );
    expect(message({ code: 'orderTypeNotAllowed', orderTypes: ['pickup', 'dineIn'] })).toBe(
      'only for Pickup, Dine-in.',
    );
  });
});
