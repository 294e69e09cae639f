import type { TimeSlots } from '@nearbite/domain/ordering-time';
import { describe, expect, it } from 'vitest';
import { testHost } from './checkout-fixtures';
import { pickPointFallback, pickPointOutcome, shownHost, shownPickupTime } from './pick-point';

const near = testHost({ id: 'near', distance: 0.4 });
const far = testHost({ id: 'far', distance: 1.5 });
const farther = testHost({ id: 'farther', distance: 2.5 });

describe('the host the pickup-point screen marks', () => {
  it('is the diner pick while it is listed', () => {
    expect(shownHost([near, far], 'far', '')?.id).toBe('far');
    expect(shownHost([near, far], 'gone', '')?.id).toBe('near');
  });

  it('is the nearest within a mile, else the nearest, before the diner picks', () => {
    expect(shownHost([near, far], null, '')?.id).toBe('near');
    expect(shownHost([far, farther], null, '')?.id).toBe('far');
    expect(shownHost([], null, '')).toBeUndefined();
  });

  it('is the best match of a search, however far', () => {
    expect(shownHost([farther, near], null, 'market')?.id).toBe('farther');
  });
});

describe('the pickup time shown', () => {
  const slots: TimeSlots = {
    asap: false,
    days: [
      { dayOffset: 0, date: '2030-01-07', weekday: 1, slots: [100, 200] },
      { dayOffset: 1, date: '2030-01-08', weekday: 2, slots: [300] },
    ],
  };

  it('is the diner pick while the host still offers it, else the first slot', () => {
    expect(shownPickupTime(300, slots)).toBe(300);
    expect(shownPickupTime(250, slots)).toBe(100);
    expect(shownPickupTime(null, slots)).toBe(100);
  });

  it('is none when the host offers no time', () => {
    expect(shownPickupTime(100, { asap: false, days: [] })).toBeNull();
  });
});

describe('leaving the pickup-point screen without an earlier screen', () => {
  it('goes to the store checkout came from, else home', () => {
    expect(pickPointFallback('store 1')).toBe('/post/detail?businessId=store%201');
    expect(pickPointFallback(null)).toBe('/');
  });
});

describe('"Select this point"', () => {
  const form = {
    businessId: 'store-1',
    host: near,
    time: 100,
    signedIn: true,
    name: ' Ada ',
    phone: '415-555-0100',
  };

  it('saves the host, its contact and its time as checkout choices', () => {
    expect(pickPointOutcome(form)).toEqual({
      kind: 'save',
      businessId: 'store-1',
      choices: {
        hostOn: true,
        host: {
          id: 'near',
          name: 'Host near',
          fullAddress: 'near Market St, San Francisco, CA',
          latitude: 37.79,
          longitude: -122.4,
          distance: 0.4,
        },
        hostContact: { userName: 'Ada', phoneNumber: '415-555-0100' },
        phone: '415-555-0100',
        timeType: 'pickPoint',
        time: 100,
      },
    });
  });

  it('asks a signed-out diner to sign in first, then refuses an invalid phone with T2', () => {
    expect(pickPointOutcome({ ...form, signedIn: false, phone: '' })).toEqual({ kind: 'signIn' });
    expect(pickPointOutcome({ ...form, phone: '415-555' })).toEqual({ kind: 'refuse', code: 'T2' });
  });

  it('does nothing without a store, a host or a time', () => {
    expect(pickPointOutcome({ ...form, businessId: null })).toEqual({ kind: 'nothing' });
    expect(pickPointOutcome({ ...form, host: undefined })).toEqual({ kind: 'nothing' });
    expect(pickPointOutcome({ ...form, time: null })).toEqual({ kind: 'nothing' });
  });
});
