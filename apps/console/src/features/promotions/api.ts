import { consoleMenuRoutes } from '@nearbite/contract/console-menu';
import { consolePointsRoutes, type PointsRulesBody } from '@nearbite/contract/console-points';
import type { ActivityBody, CouponBody } from '@nearbite/contract/console-promotions';
import { consolePromotionRoutes as routes } from '@nearbite/contract/console-promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api';

const activitiesKey = (businessId: string) => ['promotions', 'activities', businessId] as const;
const couponsKey = (businessId: string) => ['promotions', 'coupons', businessId] as const;

export function useActivities(businessId: string) {
  return useQuery({
    queryKey: activitiesKey(businessId),
    queryFn: ({ signal }) => call(routes.activities, { params: { businessId }, signal }),
  });
}

export function useCoupons(businessId: string) {
  return useQuery({
    queryKey: couponsKey(businessId),
    queryFn: ({ signal }) => call(routes.coupons, { params: { businessId }, signal }),
  });
}

/** The store's dishes, to choose those an item discount covers. */
export function useDishes(businessId: string) {
  return useQuery({
    queryKey: ['promotions', 'dishes', businessId],
    queryFn: ({ signal }) => call(consoleMenuRoutes.menu, { params: { businessId }, signal }),
    // Exported menus carry every item's id; an item without one cannot be named by an activity.
    select: (menu) => menu.items.flatMap((item) => (item.id ? [{ id: item.id, name: item.name }] : [])),
  });
}

/** Saving (create without an id, change with one) and ending; each refreshes its list. */
export function useActivityChanges(businessId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: activitiesKey(businessId) });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: ActivityBody }) =>
        id === null
          ? call(routes.createActivity, { params: { businessId }, body })
          : call(routes.updateActivity, { params: { businessId, activityId: id }, body }),
      onSuccess,
    }),
    end: useMutation({
      mutationFn: (activityId: string) =>
        call(routes.endActivity, { params: { businessId, activityId }, body: {} }),
      onSuccess,
    }),
  };
}

export function useCouponChanges(businessId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: couponsKey(businessId) });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: CouponBody }) =>
        id === null
          ? call(routes.createCoupon, { params: { businessId }, body })
          : call(routes.updateCoupon, { params: { businessId, couponId: id }, body }),
      onSuccess,
    }),
    end: useMutation({
      mutationFn: (couponId: string) =>
        call(routes.endCoupon, { params: { businessId, couponId }, body: {} }),
      onSuccess,
    }),
  };
}

const pointsKey = (businessId: string) => ['promotions', 'points', businessId] as const;

/** The store's points rules. */
export function usePointsRules(businessId: string) {
  return useQuery({
    queryKey: pointsKey(businessId),
    queryFn: ({ signal }) => call(consolePointsRoutes.rules, { params: { businessId }, signal }),
  });
}

/** Saves the points rules and keeps the answer as the rules read. */
export function useSavePointsRules(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsRulesBody) =>
      call(consolePointsRoutes.updateRules, { params: { businessId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(pointsKey(businessId), saved),
  });
}
