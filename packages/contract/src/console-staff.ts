import { nationalDigits } from '@nearbite/domain/phone';
import { STAFF_ROLES } from '@nearbite/domain/staff-roles';
import { z } from 'zod';
import { epochMsSchema, okSchema, text, uuidSchema } from './common.js';

/**
 * The console's people: who the signed-in user is there, and a store's staff. Every console call needs a
 * session (A7 without one); a store's calls answer A194 to anyone not on its staff (diners included) unless
 * they are a platform admin, and A195 when their role may not do it (docs/decisions/console.md).
 */

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** A store's path parameter. */
export const consoleStoreParams = z.object({ businessId: uuidSchema }).strict();

/** A US phone as typed (`+14155550123`, `415-555-0123`), answered as its 10 national digits. */
export const staffPhoneSchema = text()
  .max(16)
  .transform((value, context) => {
    const digits = nationalDigits(value);
    if (digits === null) {
      context.addIssue({ code: 'custom', message: 'must be a US phone number' });
      return z.NEVER;
    }
    return digits;
  });

export const consoleMembershipSchema = z
  .object({
    businessId: z.string(),
    /** The store's name in the request's language. */
    businessName: z.string(),
    role: staffRoleSchema,
  })
  .meta({ id: 'ConsoleMembership' });

export const consoleMeSchema = z
  .object({
    user: z.object({ id: z.string(), fullPhoneNumber: z.string() }),
    isPlatformAdmin: z.boolean(),
    /** The stores the user is on the staff of, by name. */
    memberships: z.array(consoleMembershipSchema),
  })
  .meta({ id: 'ConsoleMe' });

export const staffMemberSchema = z
  .object({
    id: z.string(),
    /** E.164, e.g. `+14155550123`. */
    fullPhoneNumber: z.string(),
    role: staffRoleSchema,
    /** The user once the invited phone has signed in; null before. */
    userId: z.string().nullable(),
    /** Who invited them; null for the demo catalog's owners and platform tools. */
    invitedBy: z.string().nullable(),
    createdTime: epochMsSchema,
  })
  .meta({ id: 'StaffMember' });

export const inviteStaffBodySchema = z
  .object({ phoneNumber: staffPhoneSchema, role: staffRoleSchema })
  .strict();

export const consoleStaffRoutes = {
  /** Anyone signed in: a diner answers with no memberships. */
  me: {
    method: 'GET',
    url: '/console/me',
    response: consoleMeSchema,
  },
  /** Owners and managers (and platform admins). */
  list: {
    method: 'GET',
    url: '/console/stores/:businessId/staff',
    params: consoleStoreParams,
    response: z.object({ staff: z.array(staffMemberSchema) }),
  },
  /**
   * Invites a phone: an owner invites managers and staff, a manager staff only, a platform admin any role.
   * The person signs in with that phone as usual; A197 when the phone already holds a role in the store.
   */
  invite: {
    method: 'POST',
    url: '/console/stores/:businessId/staff',
    params: consoleStoreParams,
    body: inviteStaffBodySchema,
    response: staffMemberSchema,
  },
  /** Revokes a membership the caller could have granted (a manager cannot remove an owner); A196 when unknown. */
  revoke: {
    method: 'DELETE',
    url: '/console/stores/:businessId/staff/:staffId',
    params: z.object({ businessId: uuidSchema, staffId: uuidSchema }).strict(),
    response: okSchema,
  },
} as const;

export type ConsoleMeDto = z.infer<typeof consoleMeSchema>;
export type StaffMemberDto = z.infer<typeof staffMemberSchema>;
export type InviteStaffBody = z.infer<typeof inviteStaffBodySchema>;
