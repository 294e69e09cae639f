import { describe, expect, it } from 'vitest';
import { type SubmitCheckInput, submitProblem } from './submit-checks.js';

const line = { deliveryNotSupported: false, timedMenuOpen: true, categoryId: 'mains' };
const delivery: SubmitCheckInput = {
  loggedIn: true,
  submitting: false,
  orderType: 'delivery',
  lines: [line],
  totalPrice: 2500,
  deliversToday: true,
  beyondMaxDistance: false,
  hasDestination: true,
  deliveryShortfall: 0,
  time: 'asap',
  dinerCount: null,
  contactPhone: null,
  requiredCategoryId: null,
};
const pickup: SubmitCheckInput = {
  ...delivery,
  orderType: 'pickup',
  hasDestination: false,
  time: Date.UTC(2026, 0, 1),
};
const dineIn: SubmitCheckInput = {
  ...delivery,
  orderType: 'dineIn',
  time: null,
  dinerCount: 2,
  requiredCategoryId: 'mains',
};

describe('submitProblem', () => {
  it('lets a complete order of each type through', () => {
    expect(submitProblem(delivery)).toBeNull();
    expect(submitProblem(pickup)).toBeNull();
    expect(submitProblem(dineIn)).toBeNull();
  });

  it('asks for login first, then refuses a second submit (T3) and an empty cart (T1)', () => {
    expect(submitProblem({ ...delivery, loggedIn: false, submitting: true, lines: [] })).toEqual({
      code: 'login',
    });
    expect(submitProblem({ ...delivery, submitting: true, lines: [] })).toEqual({ code: 'T3' });
    expect(submitProblem({ ...delivery, lines: [] })).toEqual({ code: 'T1' });
  });

  it('refuses a total above 0 and below 50 cents, but not a free order', () => {
    expect(submitProblem({ ...pickup, totalPrice: 49 })).toEqual({ code: 'minimumTotal', minimum: 50 });
    expect(submitProblem({ ...pickup, totalPrice: 50 })).toBeNull();
    expect(submitProblem({ ...pickup, totalPrice: 0 })).toBeNull();
  });

  it('runs the delivery checks in order: unsupported items, no delivery today, T4, T5, T6', () => {
    const blocked = {
      ...delivery,
      lines: [line, { ...line, deliveryNotSupported: true }],
      deliversToday: false,
      beyondMaxDistance: true,
      hasDestination: false,
      time: null,
    };
    expect(submitProblem(blocked)).toEqual({ code: 'deliveryNotSupportedItems', lineIndexes: [1] });
    expect(submitProblem({ ...blocked, lines: [line] })).toEqual({ code: 'noDeliveryToday' });
    expect(submitProblem({ ...blocked, lines: [line], deliversToday: true })).toEqual({ code: 'T4' });
    expect(
      submitProblem({ ...blocked, lines: [line], deliversToday: true, beyondMaxDistance: false }),
    ).toEqual({
      code: 'T5',
    });
    expect(submitProblem({ ...delivery, time: null })).toEqual({ code: 'T6' });
  });

  it('needs a pickup time (T7) and a diner count of 1 to 20 for dine-in (T8)', () => {
    expect(submitProblem({ ...pickup, time: null })).toEqual({ code: 'T7' });
    expect(submitProblem({ ...pickup, time: 'asap' })).toBeNull();
    expect(submitProblem({ ...dineIn, dinerCount: null })).toEqual({ code: 'T8' });
    expect(submitProblem({ ...dineIn, dinerCount: 0 })).toEqual({ code: 'T8' });
    // Delivery-only problems do not stop other types.
    expect(
      submitProblem({ ...pickup, deliversToday: false, beyondMaxDistance: true, deliveryShortfall: 300 }),
    ).toBeNull();
  });

  it('checks a contact phone that is asked for: 10 digits once dashes are removed (T2)', () => {
    expect(submitProblem({ ...pickup, contactPhone: '415-555-012' })).toEqual({ code: 'T2' });
    expect(submitProblem({ ...pickup, contactPhone: '415-555-0123' })).toBeNull();
    expect(submitProblem({ ...pickup, contactPhone: '415-555-012', time: null })).toEqual({ code: 'T7' });
  });

  it('lists the lines whose timed menu has closed', () => {
    const lines = [line, { ...line, timedMenuOpen: false }, { ...line, timedMenuOpen: false }];
    expect(submitProblem({ ...pickup, lines })).toEqual({ code: 'timedMenuClosed', lineIndexes: [1, 2] });
  });

  it('needs an item of the required category for dine-in only', () => {
    const drinksOnly = [{ ...line, categoryId: 'drinks' }];
    expect(submitProblem({ ...dineIn, lines: drinksOnly })).toEqual({
      code: 'requiredCategory',
      categoryId: 'mains',
    });
    expect(submitProblem({ ...pickup, lines: drinksOnly, requiredCategoryId: 'mains' })).toBeNull();
  });

  it('refuses a delivery short of the minimum with the shortfall, as the last check', () => {
    expect(submitProblem({ ...delivery, deliveryShortfall: 300 })).toEqual({
      code: 'deliveryShortfall',
      shortfall: 300,
    });
    expect(
      submitProblem({ ...delivery, deliveryShortfall: 300, lines: [{ ...line, timedMenuOpen: false }] }),
    ).toEqual({
      code: 'timedMenuClosed',
      lineIndexes: [0],
    });
  });
});
