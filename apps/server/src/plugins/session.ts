import cookie from '@fastify/cookie';
import { SESSION_COOKIE_NAME } from '@nearbite/domain/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { AppError } from '../errors/app-error.js';
import type { UserRow } from '../modules/auth/auth.repository.js';
import type { AuthService } from '../modules/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request; null when signed out. */
    currentUser(): Promise<UserRow | null>;
    sessionToken(): string | undefined;
  }
}

const userLookups = new WeakMap<FastifyRequest, Promise<UserRow | null>>();

/** The session cookie: read on demand, written at sign-in, cleared at sign-out. */
export async function registerSessions(
  app: FastifyInstance,
  config: AppConfig,
  auth: AuthService,
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('sessionToken', function sessionToken(this: FastifyRequest) {
    return this.cookies[SESSION_COOKIE_NAME] || undefined;
  });
  app.decorateRequest('currentUser', function currentUser(this: FastifyRequest) {
    let lookup = userLookups.get(this);
    if (!lookup) {
      const token = this.sessionToken();
      lookup = token ? auth.userForToken(token) : Promise.resolve(null);
      userLookups.set(this, lookup);
    }
    return lookup;
  });
  app.decorate('sessionCookie', {
    set(reply: FastifyReply, token: string, maxAgeMs: number | null) {
      reply.setCookie(SESSION_COOKIE_NAME, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
        ...(maxAgeMs === null ? {} : { maxAge: Math.floor(maxAgeMs / 1000) }),
      });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE_NAME, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
      });
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookie: {
      set(reply: FastifyReply, token: string, maxAgeMs: number | null): void;
      clear(reply: FastifyReply): void;
    };
  }
}

/** The signed-in user, or a 401 coded error. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await request.currentUser();
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}
