import {
  consolePickupAddressRoutes,
  type PickupAddressBody,
} from '@nearbite/contract/console-pickup-addresses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api';

const addressesKey = (businessId: string) => ['pickup-addresses', businessId] as const;

export function usePickupAddresses(businessId: string) {
  return useQuery({
    queryKey: addressesKey(businessId),
    queryFn: ({ signal }) => call(consolePickupAddressRoutes.list, { params: { businessId }, signal }),
  });
}

export function useSavePickupAddresses(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pickupAddresses: PickupAddressBody[]) =>
      call(consolePickupAddressRoutes.replace, { params: { businessId }, body: { pickupAddresses } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(addressesKey(businessId), saved);
      // The opening bar's checklist names a missing pickup address.
      void queryClient.invalidateQueries({ queryKey: ['opening', businessId] });
    },
  });
}
