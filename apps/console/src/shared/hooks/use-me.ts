import { ApiError } from '@nearbite/api-client/api-client';
import { type ConsoleMeDto, consoleStaffRoutes } from '@nearbite/contract/console-staff';
import type { ConsoleActor, StaffRole } from '@nearbite/domain/staff-roles';
import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api';
import { sessionHint } from '../lib/session-hint';

/** The signed-in user's console identity; sign-in and sign-out reset it. */
export const meKey = ['me'] as const;

/** Who is signed in and on which stores' staff; null when signed out. */
export function useMe() {
  return useQuery({
    queryKey: meKey,
    queryFn: async ({ signal }): Promise<ConsoleMeDto | null> => {
      if (!sessionHint.get()) return null;
      return call(consoleStaffRoutes.me, { signal }).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
        sessionHint.set(false);
        return null;
      });
    },
    staleTime: 60_000,
  });
}

/** The signed-in user in one store: their role there (null for a platform admin off its staff), and its name. */
export interface StoreActor extends ConsoleActor {
  storeName: string | null;
}

export function storeActorOf(me: ConsoleMeDto, businessId: string): StoreActor {
  const membership = me.memberships.find((item) => item.businessId === businessId);
  return {
    role: membership?.role ?? null,
    isPlatformAdmin: me.isPlatformAdmin,
    storeName: membership?.businessName ?? null,
  };
}

/** Owners, managers and platform admins run the store's settings and printers. */
export function runsStore(actor: ConsoleActor): boolean {
  const leading: readonly (StaffRole | null)[] = ['owner', 'manager'];
  return actor.isPlatformAdmin || leading.includes(actor.role);
}
