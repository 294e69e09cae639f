import type { CallInput } from '@nearbite/api-client/api-call';
import { consolePickupPointRoutes as hostRoutes } from '@nearbite/contract/console-pickup-points';
import { consolePlatformRoutes as routes } from '@nearbite/contract/console-platform';
import { consoleWelcomePackageRoutes as giftRoutes } from '@nearbite/contract/console-welcome-package';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api';

export type AreaInput = NonNullable<CallInput<typeof routes.createArea>['body']>;
export type CreateStoreInput = NonNullable<CallInput<typeof routes.createStore>['body']>;
export type CategoryInput = NonNullable<CallInput<typeof routes.createCategory>['body']>;
export type WelcomePackageInput = NonNullable<CallInput<typeof giftRoutes.saveWelcomePackage>['body']>;
export type HostInput = NonNullable<CallInput<typeof hostRoutes.createPickupPoint>['body']>;

const keys = {
  areas: ['platform', 'areas'] as const,
  stores: (query: string, pageNumber: number) => ['platform', 'stores', query, pageNumber] as const,
  categories: ['platform', 'categories'] as const,
  admins: ['platform', 'admins'] as const,
  hosts: ['platform', 'hosts'] as const,
  welcomePackage: ['platform', 'welcomePackage'] as const,
};

export function useAreas() {
  return useQuery({ queryKey: keys.areas, queryFn: ({ signal }) => call(routes.areas, { signal }) });
}

export function useSaveArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ areaId, body }: { areaId: string | null; body: AreaInput }) =>
      areaId ? call(routes.updateArea, { params: { areaId }, body }) : call(routes.createArea, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.areas }),
  });
}

export function useStores(query: string, pageNumber: number) {
  return useQuery({
    queryKey: keys.stores(query, pageNumber),
    queryFn: ({ signal }) =>
      call(routes.stores, { query: { ...(query ? { query } : {}), pageNumber }, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStoreInput) => call(routes.createStore, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['platform'] }),
  });
}

export function useCategories() {
  return useQuery({
    queryKey: keys.categories,
    queryFn: ({ signal }) => call(routes.categories, { signal }),
  });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: string | null; body: CategoryInput }) =>
      categoryId
        ? call(routes.updateCategory, { params: { categoryId }, body })
        : call(routes.createCategory, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.categories }),
  });
}

export function useRemoveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string) => call(routes.removeCategory, { params: { categoryId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.categories }),
  });
}

export function useAdmins() {
  return useQuery({ queryKey: keys.admins, queryFn: ({ signal }) => call(routes.admins, { signal }) });
}

export function useGrantAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phoneNumber: string) => call(routes.grantAdmin, { body: { phoneNumber } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.admins }),
  });
}

export function useRevokeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phoneNumber: string) => call(routes.revokeAdmin, { params: { phoneNumber } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.admins }),
  });
}

export function useHosts() {
  return useQuery({
    queryKey: keys.hosts,
    queryFn: ({ signal }) => call(hostRoutes.pickupPoints, { signal }),
  });
}

/** Adds a pickup point or replaces one's settings, stores and status included. */
export function useSaveHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hostId, body }: { hostId: string | null; body: HostInput }) =>
      hostId
        ? call(hostRoutes.updatePickupPoint, { params: { pickupPointId: hostId }, body })
        : call(hostRoutes.createPickupPoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.hosts }),
  });
}

export function useWelcomePackage() {
  return useQuery({
    queryKey: keys.welcomePackage,
    queryFn: ({ signal }) => call(giftRoutes.welcomePackage, { signal }),
  });
}

/** Replaces the welcome gift's status and coupons; the answer is the package as saved. */
export function useSaveWelcomePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WelcomePackageInput) => call(giftRoutes.saveWelcomePackage, { body }),
    onSuccess: (saved) => queryClient.setQueryData(keys.welcomePackage, saved),
  });
}
