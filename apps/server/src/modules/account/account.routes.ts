import { randomBytes } from 'node:crypto';
import { accountRoutes } from '@nearbite/contract/account';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import { schemaOf } from '../../lib/contract-route.js';
import { languageOf } from '../../lib/request-language.js';
import { requireUser } from '../../plugins/session.js';
import { toUserDto } from '../auth/auth.routes.js';
import type { AuthService } from '../auth/auth.service.js';
import type { AccountService } from './account.service.js';

/** The anonymous visitor cookie that unique-visitor counts are keyed by. */
export const VISITOR_COOKIE_NAME = 'nb_visitor';
/** Browsers cap cookie lifetimes at 400 days; asking for more only gets less. */
const VISITOR_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** 128 random bits, base64url; anything else in the cookie is replaced. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** The visitor's id from the cookie, or a new one that the answer sets. */
function visitorOf(request: FastifyRequest, reply: FastifyReply, config: AppConfig): string {
  const current = request.cookies[VISITOR_COOKIE_NAME];
  if (current && VISITOR_ID.test(current)) return current;
  const visitor = randomBytes(16).toString('base64url');
  reply.setCookie(VISITOR_COOKIE_NAME, visitor, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
  });
  return visitor;
}

export async function accountRoutesPlugin(
  app: FastifyInstance,
  options: { account: AccountService; auth: AuthService; config: AppConfig },
): Promise<void> {
  const { account, auth, config } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  api.post(
    accountRoutes.notificationControl.url,
    {
      schema: schemaOf(
        accountRoutes.notificationControl,
        tags,
        'Set message settings; an empty body confirms the policy',
      ),
    },
    async (request) => {
      const user = await requireUser(request);
      const updated = await account.controlNotifications(user, request.body ?? {});
      return toUserDto(updated, await auth.hasOrdered(user.id));
    },
  );

  api.get(
    accountRoutes.newUserPackage.url,
    { schema: schemaOf(accountRoutes.newUserPackage, tags, 'The welcome gift on offer') },
    (request) => account.newUserPackage(languageOf(request.headers['accept-language'])),
  );

  api.post(
    accountRoutes.claimNewUserPackage.url,
    { schema: schemaOf(accountRoutes.claimNewUserPackage, tags, 'Claim the welcome gift') },
    async (request) => {
      const user = await requireUser(request);
      const coupons = await account.claimNewUserPackage(
        user.id,
        languageOf(request.headers['accept-language']),
      );
      return { coupons };
    },
  );

  api.post(
    accountRoutes.dismissNewUserPackage.url,
    { schema: schemaOf(accountRoutes.dismissNewUserPackage, tags, 'Stop offering the welcome gift') },
    async (request) => {
      const user = await requireUser(request);
      await account.dismissNewUserPackage(user.id);
      return { ok: true } as const;
    },
  );

  api.post(
    accountRoutes.advertisingStatistics.url,
    {
      schema: schemaOf(accountRoutes.advertisingStatistics, tags, 'Count a home page view or unique visitor'),
    },
    async (request, reply) => {
      const visitor = visitorOf(request, reply, config);
      await account.recordAdvertising(request.body.action, request.body.source, visitor);
      return { ok: true } as const;
    },
  );

  api.get(
    accountRoutes.clientConfig.url,
    { schema: schemaOf(accountRoutes.clientConfig, tags, "The deployment's settings the web app needs") },
    () => account.clientConfig(),
  );
}
