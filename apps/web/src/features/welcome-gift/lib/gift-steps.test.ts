import { describe, expect, it } from 'vitest';
import { offerShown } from './gift-steps';

describe('the welcome gift offer', () => {
  it('stays up while a signed-in diner claims, and not after a sign-in for it', () => {
    expect(offerShown('offer', false)).toBe(true);
    expect(offerShown('claiming', false)).toBe(true);
    expect(offerShown('claiming', true)).toBe(false);
    expect(offerShown('login', true)).toBe(false);
    expect(offerShown('received', false)).toBe(false);
    expect(offerShown('done', false)).toBe(false);
  });
});
