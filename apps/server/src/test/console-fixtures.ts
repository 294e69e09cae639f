import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE_NAME } from '@nearbite/domain/session';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { NearbiteApp } from '../app.js';
import type { Db } from '../db/client.js';
import { sha256Hex } from '../modules/auth/secrets.js';
import { jsonHeaders } from './test-app.js';

type Response = Awaited<ReturnType<NearbiteApp['inject']>>;

/** The client's code of an error answer, e.g. `A194`. */
export function codeOf(response: Response): string {
  const body = response.json() as { errType: number; innerErrorType: number };
  return `${'?ABCDEF'[body.errType]}${body.innerErrorType}`;
}

export function expectError(response: Response, status: number, code: string): void {
  expect({ status: response.statusCode, code: codeOf(response) }, response.body).toEqual({ status, code });
}

/** A user with this phone (10 digits) signed in; answers the session cookie and the user's id. */
export async function signedIn(db: Db, phone: string): Promise<{ userId: string; cookie: string }> {
  const found = await db.execute(sql`insert into users (phone_number) values (${phone})
    on conflict (phone_number) do update set phone_number = excluded.phone_number returning id`);
  const userId = (found.rows[0] as { id: string }).id;
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`insert into sessions (user_id, token_hash, keep_credentials, expires_at)
    values (${userId}, ${sha256Hex(token)}, true, ${new Date('2100-01-01T00:00:00Z')})`);
  return { userId, cookie: `${SESSION_COOKIE_NAME}=${token}` };
}

/** A live membership written directly, as the demo catalog writes owners. */
export async function addStaff(db: Db, businessId: string, phone: string, role: string): Promise<void> {
  await db.execute(sql`insert into store_staff (business_id, phone_number, role)
    values (${businessId}, ${phone}, ${role})`);
}

/** A console call: `cookie` null for a signed-out caller. */
export function consoleCall(
  app: NearbiteApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  cookie: string | null,
  payload?: unknown,
): Promise<Response> {
  return app.inject({
    method,
    url: `/apis/v1/console${path}`,
    headers: {
      ...(method === 'POST' || method === 'PUT'
        ? jsonHeaders
        : { origin: jsonHeaders.origin, host: jsonHeaders.host }),
      ...(cookie ? { cookie } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
