import type { NewUserPackageDto } from '@nearbite/contract/account';
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../../shared/lib/browser-storage';
import {
  closeGiftForSession,
  isGiftClosedThisSession,
  isPackageActive,
  wantsGiftPrompt,
  withPromptsStopped,
} from './eligibility';

const fresh = { extraInfo: { receiveNewUserPackage: false, newUserPackagePromptsStopped: false } };
const received = { extraInfo: { receiveNewUserPackage: true, newUserPackagePromptsStopped: false } };
const stopped = { extraInfo: { receiveNewUserPackage: false, newUserPackagePromptsStopped: true } };

describe('isPackageActive', () => {
  const coupons = [{ id: 'c1' }] as NewUserPackageDto['coupons'];
  it('offers an active package with coupons only', () => {
    expect(isPackageActive({ packageStatus: 1, coupons })).toBe(true);
    expect(isPackageActive({ packageStatus: 0, coupons })).toBe(false);
    expect(isPackageActive({ packageStatus: 1, coupons: [] })).toBe(false);
    expect(isPackageActive(undefined)).toBe(false);
  });
});

describe('wantsGiftPrompt', () => {
  it('offers the gift to signed-out visitors and to users who neither received nor stopped it', () => {
    expect(wantsGiftPrompt(null, false)).toBe(true);
    expect(wantsGiftPrompt(fresh, false)).toBe(true);
  });

  it('never offers it again once received or stopped', () => {
    expect(wantsGiftPrompt(received, false)).toBe(false);
    expect(wantsGiftPrompt(stopped, false)).toBe(false);
  });

  it('stops for the rest of the browser session once closed', () => {
    const map = new Map<string, string>();
    const session: KeyValueStorage = {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    };
    expect(isGiftClosedThisSession(session)).toBe(false);
    closeGiftForSession(session);
    expect(isGiftClosedThisSession(session)).toBe(true);
    expect(wantsGiftPrompt(null, isGiftClosedThisSession(session))).toBe(false);
    expect(wantsGiftPrompt(fresh, isGiftClosedThisSession(session))).toBe(false);
  });

  it('marks a dismissing user as stopped', () => {
    expect(wantsGiftPrompt(withPromptsStopped(fresh), false)).toBe(false);
  });
});
