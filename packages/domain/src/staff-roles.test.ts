import { describe, expect, it } from 'vitest';
import { canManageRole, mayDo, type StaffRole } from './staff-roles.js';

const as = (role: StaffRole | null, isPlatformAdmin = false) => ({ role, isPlatformAdmin });

describe('console permissions', () => {
  it('lets owners do everything in their store, managers all but keys, staff nothing', () => {
    expect(mayDo(as('owner'), 'manageApiKeys')).toBe(true);
    expect(mayDo(as('manager'), 'manageStaff')).toBe(true);
    expect(mayDo(as('manager'), 'readApiKeys')).toBe(true);
    expect(mayDo(as('manager'), 'manageApiKeys')).toBe(false);
    expect(mayDo(as('staff'), 'readStaff')).toBe(false);
    expect(mayDo(as(null), 'readAuditLog')).toBe(false);
    expect(mayDo(as(null, true), 'manageApiKeys')).toBe(true);
  });

  it('lets owners, managers and platform admins change the board settings, not staff', () => {
    expect(mayDo(as('owner'), 'manageBoardSettings')).toBe(true);
    expect(mayDo(as('manager'), 'manageBoardSettings')).toBe(true);
    expect(mayDo(as('staff'), 'manageBoardSettings')).toBe(false);
    expect(mayDo(as(null, true), 'manageBoardSettings')).toBe(true);
  });

  it('lets owners and managers add and remove printers, not staff', () => {
    expect(mayDo(as('owner'), 'managePrinters')).toBe(true);
    expect(mayDo(as('manager'), 'managePrinters')).toBe(true);
    expect(mayDo(as('staff'), 'managePrinters')).toBe(false);
    expect(mayDo(as(null, true), 'managePrinters')).toBe(true);
  });

  it('lets owners and managers set the store up, only owners what diners pay, staff neither', () => {
    for (const action of ['manageStoreProfile', 'manageMenu', 'managePromotions', 'readReports'] as const) {
      expect([mayDo(as('owner'), action), mayDo(as('manager'), action), mayDo(as('staff'), action)]).toEqual([
        true,
        true,
        false,
      ]);
    }
    expect(mayDo(as('owner'), 'manageMoneySettings')).toBe(true);
    expect(mayDo(as('manager'), 'manageMoneySettings')).toBe(false);
    expect(mayDo(as('staff'), 'manageMoneySettings')).toBe(false);
    expect(mayDo(as(null, true), 'manageMoneySettings')).toBe(true);
  });

  it('lets owners manage managers and staff, managers staff only, platform admins owners too', () => {
    expect([canManageRole(as('owner'), 'manager'), canManageRole(as('owner'), 'staff')]).toEqual([
      true,
      true,
    ]);
    expect(canManageRole(as('owner'), 'owner')).toBe(false);
    expect([canManageRole(as('manager'), 'manager'), canManageRole(as('manager'), 'staff')]).toEqual([
      false,
      true,
    ]);
    expect(canManageRole(as('manager'), 'owner')).toBe(false);
    expect(canManageRole(as('staff'), 'staff')).toBe(false);
    expect(canManageRole(as(null, true), 'owner')).toBe(true);
  });
});
