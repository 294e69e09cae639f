import { useSyncExternalStore } from 'react';
import { type ChosenLocation, locationStore } from './location-store';

/** The chosen location, or null; re-renders when it changes. */
export function useChosenLocation(): ChosenLocation | null {
  return useSyncExternalStore(locationStore.subscribe, locationStore.get, () => null);
}
