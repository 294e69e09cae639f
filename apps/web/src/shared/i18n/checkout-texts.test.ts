import { describe, expect, it } from 'vitest';
import { checkoutTextsEn } from './checkout.en';
import { checkoutTextsZh } from './checkout.zh';

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of leaves(child, path)) out.set(k, v);
  }
  return out;
}

describe('checkout texts', () => {
  const english = leaves(checkoutTextsEn);
  const chinese = leaves(checkoutTextsZh);

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

  it('carry the specification wording of the coupon messages and the 50-cent minimum', () => {
    const { reason } = checkoutTextsEn.checkout.coupon;
    expect(reason.belowMinimum.replace('{{amount}}', '$15.00')).toBe('over $15.00 available.');
    expect(reason.notStarted).toBe('not available at the moment.');
    expect(reason.expired).toBe('expired.');
    expect(reason.orderTypeNotAllowed.replace('{{types}}', 'Pickup')).toBe('only for Pickup.');
    expect(checkoutTextsEn.checkout.submit.minimumTotal).toBe('The order amount must be higher than 50 cent');
    expect(checkoutTextsEn.checkout.host.timeOver).toBe('Time over');
  });
});
