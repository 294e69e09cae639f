import {
  consoleStoreProfileRoutes,
  type StoreProfilePatch,
  type StoreSpecialDayDto,
} from '@nearbite/contract/console-store-profile';
import { locationRoutes } from '@nearbite/contract/location';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api';

const profileKey = (businessId: string) => ['store-profile', businessId] as const;

export function useStoreProfile(businessId: string) {
  return useQuery({
    queryKey: profileKey(businessId),
    queryFn: ({ signal }) => call(consoleStoreProfileRoutes.get, { params: { businessId }, signal }),
  });
}

export function useBusinessCategories() {
  return useQuery({
    queryKey: ['business-categories'],
    queryFn: ({ signal }) => call(consoleStoreProfileRoutes.categories, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** A change to the profile; the answer is the saved profile, which replaces the cached one. */
function useProfileChange<Input>(businessId: string, send: (input: Input) => ReturnType<typeof call>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => queryClient.setQueryData(profileKey(businessId), saved),
  });
}

export function useUpdateProfile(businessId: string) {
  return useProfileChange(businessId, (body: StoreProfilePatch) =>
    call(consoleStoreProfileRoutes.update, { params: { businessId }, body }),
  );
}

export function useSaveHours(businessId: string) {
  return useProfileChange(businessId, (openHours: Array<Array<[number, number]>>) =>
    call(consoleStoreProfileRoutes.putHours, { params: { businessId }, body: { openHours } }),
  );
}

export function useSaveSpecialDays(businessId: string) {
  return useProfileChange(businessId, (specialDays: StoreSpecialDayDto[]) =>
    call(consoleStoreProfileRoutes.putSpecialDays, { params: { businessId }, body: { specialDays } }),
  );
}

/** The geocoder's suggestions for a typed address (the diner app's location routes). */
export function useAddressSuggestions(address: string) {
  const typed = address.trim();
  return useQuery({
    queryKey: ['address-suggestions', typed],
    queryFn: ({ signal }) => call(locationRoutes.autocomplete, { query: { address: typed }, signal }),
    enabled: typed.length >= 3,
    staleTime: 60_000,
  });
}

/** Where a picked address lies, for the pin preview before saving. */
export function useAddressPoint(address: string | null) {
  return useQuery({
    queryKey: ['address-point', address],
    queryFn: ({ signal }) => call(locationRoutes.geocode, { query: { address: address ?? '' }, signal }),
    enabled: address !== null,
    staleTime: 60_000,
  });
}
