import { consoleBoardRoutes } from '@nearbite/contract/console-board';
import {
  consoleMenuRoutes,
  type MenuFileDto,
  type MenuImportBody,
  type MenuItemBody,
} from '@nearbite/contract/console-menu';
import { consoleTimedMenuRoutes, type TimedMenuBody } from '@nearbite/contract/console-timed-menus';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api';

const menuKey = (businessId: string) => ['menu', businessId] as const;

/** The store's menu as its menu file (what the export downloads). */
export function useMenu(businessId: string) {
  return useQuery({
    queryKey: menuKey(businessId),
    queryFn: ({ signal }) => call(consoleMenuRoutes.menu, { params: { businessId }, signal }),
  });
}

export function fetchMenuCsv(businessId: string): Promise<{ csv: string }> {
  return call(consoleMenuRoutes.exportCsv, { params: { businessId } });
}

/** The new order of every category and its items; the screen shows it at once and the answer confirms it. */
export function useReorderMenu(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categories: Array<{ id: string; itemIds: string[] }>) =>
      call(consoleMenuRoutes.reorder, { params: { businessId }, body: { categories } }),
    onSuccess: (menu) => queryClient.setQueryData(menuKey(businessId), menu),
    // A refused order (someone else changed the menu) puts the stored one back on screen.
    onError: () => queryClient.invalidateQueries({ queryKey: menuKey(businessId) }),
  });
}

/** Shows a new order before the server answers. */
export function useShowOrder(businessId: string) {
  const queryClient = useQueryClient();
  return (menu: MenuFileDto) => queryClient.setQueryData(menuKey(businessId), menu);
}

export function useDuplicateItem(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commodityId: string) =>
      call(consoleMenuRoutes.duplicate, { params: { businessId, commodityId }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKey(businessId) }),
  });
}

export function useSoldOut(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commodityId, soldOut }: { commodityId: string; soldOut: boolean }) =>
      call(consoleBoardRoutes.soldOut, { params: { businessId, commodityId }, body: { soldOut } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKey(businessId) }),
  });
}

export function useImportMenu(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuImportBody) => call(consoleMenuRoutes.import, { params: { businessId }, body }),
    onSuccess: (report) => {
      if (report.applied) return queryClient.invalidateQueries({ queryKey: menuKey(businessId) });
    },
  });
}

/** Creates (no id) or replaces an item; the answer lists every problem when nothing was saved. */
export function useSaveItem(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commodityId, body }: { commodityId: string | null; body: MenuItemBody }) =>
      commodityId
        ? call(consoleMenuRoutes.updateItem, { params: { businessId, commodityId }, body })
        : call(consoleMenuRoutes.createItem, { params: { businessId }, body }),
    onSuccess: (answer) => {
      if (answer.id) return queryClient.invalidateQueries({ queryKey: menuKey(businessId) });
    },
  });
}

const timedMenusKey = (businessId: string) => ['timed-menus', businessId] as const;

export function useTimedMenus(businessId: string) {
  return useQuery({
    queryKey: timedMenusKey(businessId),
    queryFn: ({ signal }) => call(consoleTimedMenuRoutes.list, { params: { businessId }, signal }),
  });
}

export function useSaveTimedMenus(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timedMenus: TimedMenuBody[]) =>
      call(consoleTimedMenuRoutes.replace, { params: { businessId }, body: { timedMenus } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(timedMenusKey(businessId), saved);
      // The menu file names the timed menus its items are in, and the item editor offers them.
      void queryClient.invalidateQueries({ queryKey: menuKey(businessId) });
    },
  });
}
