import { authRoutes, type UserDto } from '@nearbite/contract/auth';
import { KEEP_LOGIN_SESSION_MS } from '@nearbite/domain/session';
import { CODE_RESEND_INTERVAL_MS, CODE_TTL_MS } from '@nearbite/domain/verification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { requireUser } from '../../plugins/session.js';
import type { UserRow } from './auth.repository.js';
import type { AuthService } from './auth.service.js';

/** The user as the API shows it. */
export function toUserDto(user: UserRow, hasAlreadyOrdered: boolean): UserDto {
  const configured = user.messagingDisabled !== null;
  return {
    id: user.id,
    phoneNumber: user.phoneNumber,
    email: user.email,
    notificationConfigs: configured
      ? {
          messagingDisabled: user.messagingDisabled === true,
          messagingPromotionDisabled: user.messagingPromotionDisabled === true,
        }
      : null,
    extraInfo: {
      receiveNewUserPackage: user.receivedNewUserPackage,
      newUserPackagePromptsStopped: user.newUserPackagePromptsStopped,
    },
    extraInfoStatistics: { hasAlreadyOrdered },
  };
}

export async function authRoutesPlugin(app: FastifyInstance, options: { auth: AuthService }): Promise<void> {
  const { auth } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.post(
    authRoutes.phoneVerification.url,
    { schema: schemaOf(authRoutes.phoneVerification, tags, 'Text a sign-in code') },
    async (request) => {
      await auth.sendLoginCode(request.body.phoneNumber, request.ip);
      return { expiresIn: CODE_TTL_MS, resendIn: CODE_RESEND_INTERVAL_MS } as const;
    },
  );

  api.post(
    authRoutes.login.url,
    { schema: schemaOf(authRoutes.login, tags, 'Sign in with the texted code') },
    async (request, reply) => {
      const { fullPhoneNumber, verificationCode, keepCredentials } = request.body;
      const { user, token } = await auth.login(fullPhoneNumber, verificationCode, keepCredentials);
      app.sessionCookie.set(reply, token, keepCredentials ? KEEP_LOGIN_SESSION_MS : null);
      return toUserDto(user, await auth.hasOrdered(user.id));
    },
  );

  api.post(
    authRoutes.logout.url,
    { schema: schemaOf(authRoutes.logout, tags, 'End this session') },
    async (request, reply) => {
      const token = request.sessionToken();
      if (token) await auth.logout(token);
      app.sessionCookie.clear(reply);
      return { ok: true } as const;
    },
  );

  api.post(
    authRoutes.clearSessions.url,
    { schema: schemaOf(authRoutes.clearSessions, tags, 'End every session of this user') },
    async (request, reply) => {
      const user = await requireUser(request);
      await auth.clearSessions(user.id);
      app.sessionCookie.clear(reply);
      return { ok: true } as const;
    },
  );

  api.get(
    authRoutes.currentUser.url,
    { schema: schemaOf(authRoutes.currentUser, tags, 'The signed-in user') },
    async (request) => {
      const user = await requireUser(request);
      return toUserDto(user, await auth.hasOrdered(user.id));
    },
  );
}
