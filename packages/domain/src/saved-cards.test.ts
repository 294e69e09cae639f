import { describe, expect, it } from 'vitest';
import {
  cardNetworkOf,
  cvcLength,
  expiryLabel,
  isCardExpired,
  MAX_SAVED_CARDS,
  passesLuhn,
} from './saved-cards.js';

describe('saved cards', () => {
  it('allows ten saved cards', () => {
    expect(MAX_SAVED_CARDS).toBe(10);
  });

  it('tells the network from the leading digits', () => {
    expect(cardNetworkOf('4242424242424242')).toBe('visa');
    expect(cardNetworkOf('5555555555554444')).toBe('mastercard');
    expect(cardNetworkOf('2223003122003222')).toBe('mastercard');
    expect(cardNetworkOf('378282246310005')).toBe('amex');
    expect(cardNetworkOf('6011111111111117')).toBe('discover');
    expect(cardNetworkOf('3566002020360505')).toBeNull();
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000000000009995')).toBe(true);
    expect(passesLuhn('4000002760003184')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242')).toBe(false);
    expect(passesLuhn('4242-4242-4242-4242')).toBe(false);
  });

  it('wants four CVC digits for Amex and three for the others', () => {
    expect(cvcLength('amex')).toBe(4);
    expect(cvcLength('visa')).toBe(3);
  });

  it('keeps a card good through the last day of its expiry month', () => {
    const june2030 = Date.parse('2030-06-30T23:00:00Z');
    expect(isCardExpired(6, 2030, june2030)).toBe(false);
    expect(isCardExpired(5, 2030, june2030)).toBe(true);
    expect(isCardExpired(1, 2031, june2030)).toBe(false);
    expect(isCardExpired(12, 2029, june2030)).toBe(true);
  });

  it('labels the expiry MM/YY', () => {
    expect(expiryLabel(3, 2031)).toBe('03/31');
    expect(expiryLabel(12, 2030)).toBe('12/30');
  });
});
