import { describe, expect, it } from 'vitest';
import { inviteStaffBodySchema } from './console-staff.js';

describe('an invitation body', () => {
  it('reads a US phone in any usual form as its 10 digits', () => {
    for (const phoneNumber of ['+14155550123', '14155550123', '415-555-0123', '(415) 555 0123']) {
      expect(inviteStaffBodySchema.parse({ phoneNumber, role: 'staff' })).toEqual({
        phoneNumber: '4155550123',
        role: 'staff',
      });
    }
  });

  it('refuses other phones, unknown roles and extra fields', () => {
    expect(inviteStaffBodySchema.safeParse({ phoneNumber: '12345', role: 'staff' }).success).toBe(false);
    expect(inviteStaffBodySchema.safeParse({ phoneNumber: '+14155550123', role: 'chef' }).success).toBe(
      false,
    );
    const extra = { phoneNumber: '+14155550123', role: 'staff', userId: 'x' };
    expect(inviteStaffBodySchema.safeParse(extra).success).toBe(false);
  });
});
