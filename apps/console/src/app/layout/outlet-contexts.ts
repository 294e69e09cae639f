import type { ConsoleMeDto } from '@nearbite/contract/console-staff';
import { useOutletContext } from 'react-router';
import type { StoreActor } from '../../shared/hooks/use-me';

/** What the signed-in layout hands the screens under it. */
export interface SignedInContext {
  me: ConsoleMeDto;
}

/** What the store layout hands the store's screens: the store and the user's standing in it. */
export interface StoreContext extends SignedInContext {
  businessId: string;
  actor: StoreActor;
}

export function useSignedIn(): SignedInContext {
  return useOutletContext<SignedInContext>();
}

export function useStore(): StoreContext {
  return useOutletContext<StoreContext>();
}
