import type { ClientConfigDto } from '@nearbite/contract/account';
import type { DeliveryAddressBody, DeliveryAddressDto } from '@nearbite/contract/addresses';
import type { PlaceDto } from '@nearbite/contract/location';
import type { OrderPayloadDto, SubmittedOrderDto, UserCouponDto } from '@nearbite/contract/orders';
import type { PickupPointDto, SelfPickupPointConfigDto } from '@nearbite/contract/pickup-points';
import type { BusinessDetailDto, RequiredForDineInDto, UniqueIdentifierDto } from '@nearbite/contract/store';
import type { GeoPoint } from '@nearbite/domain/geo-distance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/lib/api-client';

/*
 * Checkout's calls. The signed-in diner's own data lives under ['account', …], so sign-in and sign-out
 * drop it (features/auth removes that prefix).
 */

export const addressesKey = ['account', 'addresses'] as const;

/** GET /user/addresses: the diner's delivery addresses, oldest first. */
export function useAddresses(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: addressesKey,
    queryFn: ({ signal }) => api.get<DeliveryAddressDto[]>('/user/addresses', { signal }),
    staleTime: 60_000,
  });
}

/** What the address form saves: a new address, or the one at `index`. */
export interface SaveAddressInput {
  index: number | null;
  body: DeliveryAddressBody;
}

/** POST /user/addresses or PUT /user/addresses/{index}: answers the whole list, which replaces ours. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ index, body }: SaveAddressInput) =>
      index === null
        ? api.post<DeliveryAddressDto[]>('/user/addresses', body)
        : api.put<DeliveryAddressDto[]>(`/user/addresses/${index}`, body),
    onSuccess: (list) => queryClient.setQueryData(addressesKey, list),
  });
}

/** DELETE /user/addresses/{index}: answers the remaining list. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (index: number) => api.delete<DeliveryAddressDto[]>(`/user/addresses/${index}`),
    onSuccess: (list) => queryClient.setQueryData(addressesKey, list),
  });
}

/** GET /configs/selfPickupPoint: whether hosts are offered at all. */
export function useSelfPickupConfig() {
  return useQuery({
    queryKey: ['configs', 'selfPickupPoint'],
    queryFn: ({ signal }) => api.get<SelfPickupPointConfigDto>('/configs/selfPickupPoint', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /selfPickupPoints/userVersion: the store's hosts nearest to a point first, with their times. */
export function usePickupPoints(businessId: string, point: GeoPoint | null, keywords = '', enabled = true) {
  const words = keywords.trim();
  return useQuery({
    enabled: enabled && point !== null,
    queryKey: ['selfPickupPoints', businessId, point?.latitude, point?.longitude, words],
    queryFn: ({ signal }) =>
      api.get<{ selfPickupPoints: PickupPointDto[] }>('/selfPickupPoints/userVersion', {
        query: {
          businessId,
          latitude: point?.latitude,
          longitude: point?.longitude,
          keywords: words || undefined,
        },
        signal,
      }),
    staleTime: 60_000,
  });
}

/** GET /user/coupons?businessId=: the diner's coupons usable at this store. */
export function useUserCoupons(businessId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['account', 'coupons', businessId],
    queryFn: ({ signal }) =>
      api.get<{ coupons: UserCouponDto[] }>('/user/coupons', { query: { businessId }, signal }),
    staleTime: 30_000,
  });
}

/** GET /user/points/businesses/{businessId}: the diner's points at this store. */
export function usePointsCard(businessId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['account', 'points', businessId],
    queryFn: ({ signal }) =>
      api.get<{ id: string | null; curPoints: number }>(`/user/points/businesses/${businessId}`, { signal }),
    staleTime: 30_000,
  });
}

/** GET /businesses/{businessId}/requiredForDineIn: the category a dine-in order must include. */
export function useRequiredForDineIn(businessId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['store', businessId, 'requiredForDineIn'],
    queryFn: ({ signal }) =>
      api.get<RequiredForDineInDto>(`/businesses/${businessId}/requiredForDineIn`, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /configs/client: the product's own hosts (an order placed from elsewhere is flagged). */
export function useClientConfig() {
  return useQuery({
    queryKey: ['configs', 'client'],
    queryFn: ({ signal }) => api.get<ClientConfigDto>('/configs/client', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /uniqueIdentifier: the submission's frontendIdentifier. */
export async function fetchUniqueIdentifier(): Promise<string> {
  return (await api.get<UniqueIdentifierDto>('/uniqueIdentifier')).value;
}

/** POST /businesses/{businessId}/orders: the created order. */
export async function submitOrder(order: OrderPayloadDto): Promise<SubmittedOrderDto> {
  const answer = await api.post<{ orders: SubmittedOrderDto[] }>(
    `/businesses/${encodeURIComponent(order.businessId)}/orders`,
    { orders: [order] },
  );
  const [created] = answer.orders;
  if (!created) throw new Error('The order was not created.');
  return created;
}

/** GET /services/location/autocomplete: address suggestions for what was typed (already debounced). */
export function useAddressSuggestions(text: string) {
  const address = text.trim();
  return useQuery({
    queryKey: ['location', 'autocomplete', address],
    queryFn: ({ signal }) =>
      api.get<string[]>('/services/location/autocomplete', { query: { address }, signal }),
    enabled: address.length >= 2,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET /services/location/geocode: the place of an address; an unknown address answers 404. */
export function geocode(address: string): Promise<PlaceDto> {
  return api.get<PlaceDto>('/services/location/geocode', { query: { address } });
}

/** GET /services/location/query: the address of a point. */
export function reverseGeocode({ latitude, longitude }: GeoPoint): Promise<PlaceDto> {
  return api.get<PlaceDto>('/services/location/query', { query: { longitude, latitude } });
}

/** GET /businesses/{businessId}/detail: the store (the pickup-point screen needs its time zone). */
export function useBusinessDetail(businessId: string | null) {
  return useQuery({
    enabled: businessId !== null,
    queryKey: ['store', businessId, 'detail'],
    queryFn: ({ signal }) => api.get<BusinessDetailDto>(`/businesses/${businessId}/detail`, { signal }),
    staleTime: 60_000,
  });
}
