import { accountRoutes } from '@nearbite/contract/account';
import { addressRoutes, type DeliveryAddressBody } from '@nearbite/contract/addresses';
import { couponWalletRoutes } from '@nearbite/contract/coupon-wallet';
import { locationRoutes, type PlaceDto } from '@nearbite/contract/location';
import { type OrderPayloadDto, orderRoutes, type SubmittedOrderDto } from '@nearbite/contract/orders';
import { pickupPointRoutes } from '@nearbite/contract/pickup-points';
import { pointsRoutes } from '@nearbite/contract/points';
import { storeRoutes } from '@nearbite/contract/store';
import type { GeoPoint } from '@nearbite/domain/geo-distance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';

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
    queryFn: ({ signal }) => call(addressRoutes.list, { signal }),
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
        ? call(addressRoutes.create, { body })
        : call(addressRoutes.update, { params: { index }, body }),
    onSuccess: (list) => queryClient.setQueryData(addressesKey, list),
  });
}

/** DELETE /user/addresses/{index}: answers the remaining list. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (index: number) => call(addressRoutes.remove, { params: { index } }),
    onSuccess: (list) => queryClient.setQueryData(addressesKey, list),
  });
}

/** GET /configs/selfPickupPoint: whether hosts are offered at all. */
export function useSelfPickupConfig() {
  return useQuery({
    queryKey: ['configs', 'selfPickupPoint'],
    queryFn: ({ signal }) => call(pickupPointRoutes.config, { signal }),
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
      call(pickupPointRoutes.userVersion, {
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
    queryFn: ({ signal }) => call(couponWalletRoutes.userCoupons, { query: { businessId }, signal }),
    staleTime: 30_000,
  });
}

/** GET /user/points/businesses/{businessId}: the diner's points at this store. */
export function usePointsCard(businessId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['account', 'points', businessId],
    queryFn: ({ signal }) => call(pointsRoutes.card, { params: { businessId }, signal }),
    staleTime: 30_000,
  });
}

/** GET /businesses/{businessId}/requiredForDineIn: the category a dine-in order must include. */
export function useRequiredForDineIn(businessId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['store', businessId, 'requiredForDineIn'],
    queryFn: ({ signal }) => call(storeRoutes.requiredForDineIn, { params: { businessId }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /configs/client: the product's own hosts (an order placed from elsewhere is flagged). */
export function useClientConfig() {
  return useQuery({
    queryKey: ['configs', 'client'],
    queryFn: ({ signal }) => call(accountRoutes.clientConfig, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /uniqueIdentifier: the submission's frontendIdentifier. */
export async function fetchUniqueIdentifier(): Promise<string> {
  return (await call(storeRoutes.uniqueIdentifier)).value;
}

/** POST /businesses/{businessId}/orders: the created order. */
export async function submitOrder(order: OrderPayloadDto): Promise<SubmittedOrderDto> {
  const answer = await call(orderRoutes.submit, {
    params: { businessId: order.businessId },
    body: { orders: [order] },
  });
  const [created] = answer.orders;
  if (!created) throw new Error('The order was not created.');
  return created;
}

/** GET /services/location/autocomplete: address suggestions for what was typed (already debounced). */
export function useAddressSuggestions(text: string) {
  const address = text.trim();
  return useQuery({
    queryKey: ['location', 'autocomplete', address],
    queryFn: ({ signal }) => call(locationRoutes.autocomplete, { query: { address }, signal }),
    enabled: address.length >= 2,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET /services/location/geocode: the place of an address; an unknown address answers 404. */
export function geocode(address: string): Promise<PlaceDto> {
  return call(locationRoutes.geocode, { query: { address } });
}

/** GET /services/location/query: the address of a point. */
export function reverseGeocode({ latitude, longitude }: GeoPoint): Promise<PlaceDto> {
  return call(locationRoutes.reverse, { query: { longitude, latitude } });
}

/** GET /businesses/{businessId}/detail: the store (the pickup-point screen needs its time zone). */
export function useBusinessDetail(businessId: string | null) {
  return useQuery({
    enabled: businessId !== null,
    queryKey: ['store', businessId, 'detail'],
    queryFn: ({ signal }) => call(storeRoutes.detail, { params: { businessId: businessId ?? '' }, signal }),
    staleTime: 60_000,
  });
}
