import { consoleStaffRoutes } from '@nearbite/contract/console-staff';
import type { StaffRole } from '@nearbite/domain/staff-roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api';

const staffKey = (businessId: string) => ['staff', businessId] as const;

export function useStaff(businessId: string) {
  return useQuery({
    queryKey: staffKey(businessId),
    queryFn: ({ signal }) => call(consoleStaffRoutes.list, { params: { businessId }, signal }),
  });
}

/** Invites a phone with a role; the person signs in with it as usual. */
export function useInvite(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { phoneNumber: string; role: StaffRole }) =>
      call(consoleStaffRoutes.invite, { params: { businessId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey(businessId) }),
  });
}

export function useRevoke(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffId: string) => call(consoleStaffRoutes.revoke, { params: { businessId, staffId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey(businessId) }),
  });
}
