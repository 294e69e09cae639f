import { CODE_RESEND_INTERVAL_MS, CODE_TTL_MS, LOGIN_CODE_LENGTH } from '@nearbite/domain/verification';
import { z } from 'zod';
import { emptyBodySchema, okSchema, text } from './common.js';

export const userSchema = z
  .object({
    id: z.string(),
    phoneNumber: z.string(),
    email: z.string().nullable(),
    notificationConfigs: z
      .object({ messagingDisabled: z.boolean(), messagingPromotionDisabled: z.boolean() })
      .nullable(),
    extraInfo: z.object({ receiveNewUserPackage: z.boolean(), newUserPackagePromptsStopped: z.boolean() }),
    extraInfoStatistics: z.object({ hasAlreadyOrdered: z.boolean() }),
  })
  .meta({ id: 'User' });

export const phoneVerificationBodySchema = z
  .object({
    internationalCode: text().regex(/^\+?1$/),
    phoneNumber: text().max(16),
  })
  .strict();

export const phoneVerificationResponseSchema = z
  .object({
    /** Milliseconds until the code expires. */
    expiresIn: z.literal(CODE_TTL_MS),
    /** Milliseconds until another code may be requested. */
    resendIn: z.literal(CODE_RESEND_INTERVAL_MS),
  })
  .strict();

export const loginBodySchema = z
  .object({
    fullPhoneNumber: text().max(16),
    verificationCode: text().regex(new RegExp(`^[0-9]{${LOGIN_CODE_LENGTH}}$`)),
    keepCredentials: z.boolean(),
  })
  .strict();

/** Sign-in and the account, keyed by route. */
export const authRoutes = {
  phoneVerification: {
    method: 'POST',
    url: '/phoneVerification',
    body: phoneVerificationBodySchema,
    response: phoneVerificationResponseSchema,
  },
  login: { method: 'POST', url: '/login', body: loginBodySchema, response: userSchema },
  logout: { method: 'POST', url: '/logout', body: emptyBodySchema.optional(), response: okSchema },
  clearSessions: {
    method: 'POST',
    url: '/clearSessions',
    body: emptyBodySchema.optional(),
    response: okSchema,
  },
  currentUser: { method: 'GET', url: '/user', response: userSchema },
} as const;

export type UserDto = z.infer<typeof userSchema>;
export type PhoneVerificationBody = z.infer<typeof phoneVerificationBodySchema>;
export type PhoneVerificationResponse = z.infer<typeof phoneVerificationResponseSchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
