import { clientError } from '@nearbite/api-client/api-client';
import type { CommoditySummaryDto } from '@nearbite/contract/menu';
import type { OrderType } from '@nearbite/domain/order-type';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCartActions, useCartLines, useCartPersistence } from '../../features/cart/use-cart';
import { fetchCommodity } from '../../features/item-dialog/api';
import { quickAdd } from '../../features/item-dialog/lib/item-choices';
import { useChosenLocation } from '../../features/location/lib/use-chosen-location';
import { useBusinessDetail, useRequiredForDineIn } from '../../features/store/api';
import type { ItemRowContext } from '../../features/store/components/menu-item-row';
import { isItemServedNow } from '../../features/store/lib/menu-rows';
import { requiredCategoryOf } from '../../features/store/lib/required-category';
import { useDiningType } from '../../features/store/use-store-state';
import { useTranslation } from '../../shared/i18n/use-translation';
import { type CartLine, cartQuantityOf, unitsByItem } from '../../shared/lib/cart-line';
import { showError, showNotice } from '../../shared/lib/notify';
import { activityRules } from '../../shared/lib/store-activities';
import { useStoreCheckout } from './store-checkout';
import { type ItemTarget, type PreviewTarget, StoreOverlays } from './store-overlays';

/**
 * The ordering pieces the store page and its goods search share: the store's detail, the dining type,
 * the cart of the business (saved when the diner leaves), the item dialog, the photo preview and the
 * cart bar. Features stay apart; this module wires them.
 */
export function useStoreOrdering(businessId: string | null, tableName: string | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const location = useChosenLocation();
  const point = location ? { latitude: location.latitude, longitude: location.longitude } : null;
  const detail = useBusinessDetail(businessId, point);
  const [orderType, setOrderType] = useDiningType(businessId, detail.data, tableName);
  const required = useRequiredForDineIn(businessId, orderType === 'dineIn');
  const lines = useCartLines(businessId);
  const cart = useCartActions(businessId ?? '');
  useCartPersistence(businessId);
  const [target, setTarget] = useState<ItemTarget | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const activities = useMemo(() => activityRules(detail.data?.activities ?? []), [detail.data]);
  const inCart = useMemo(() => unitsByItem(lines), [lines]);
  const timeZone = detail.data?.address.timeZone ?? 'UTC';
  const checkout = useStoreCheckout({
    businessId,
    business: detail.data,
    cartLines: lines,
    orderType,
    setOrderType,
    tableName,
  });

  const openItem = (commodityId: string, editing: CartLine | null = null) => {
    setTarget({ commodityId, editing });
    setDialogOpen(true);
  };

  const addFromRow = async (summary: CommoditySummaryDto) => {
    if (summary.hasOptions) {
      openItem(summary.id);
      return;
    }
    try {
      const item = await fetchCommodity(queryClient, summary.id);
      const outcome = quickAdd(item, cartQuantityOf(lines, item.id), timeZone, Date.now());
      if (outcome.kind === 'line') {
        if (await cart.add(outcome.line)) void showNotice(t('item.added'), 'success');
      } else if (outcome.kind === 'problem' && outcome.problem.kind === 'error') {
        void showError(clientError(outcome.problem.code));
      } else {
        openItem(summary.id);
      }
    } catch (error) {
      void showError(error, { title: t('item.loadFailed') });
    }
  };

  /** Row actions for a menu of timed menus `menus` (null: judged by the item dialog). */
  const rowContext = (menus: Parameters<typeof isItemServedNow>[1]): ItemRowContext => ({
    orderType: orderType ?? 'delivery',
    activities,
    inCart,
    isServed: (item) => isItemServedNow(item.timedMenuId, menus, timeZone, Date.now()),
    onOpen: (item) => openItem(item.id),
    onAdd: (item) => void addFromRow(item),
    onPreview: (item) => {
      if (item.thumbnail) setPreview({ images: [item.thumbnail], index: 0, subject: item.name });
    },
  });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['store', businessId] });
    void queryClient.invalidateQueries({ queryKey: ['commodity'] });
  };

  /** The item dialog and the cart bar, rendered once the detail is in. */
  const overlays = (effectiveType: OrderType) =>
    businessId && detail.data ? (
      <StoreOverlays
        businessId={businessId}
        orderType={effectiveType}
        activities={activities}
        isOpen={detail.data.isOpen}
        canReserved={detail.data.canReserved}
        required={requiredCategoryOf(orderType, required.data)}
        lines={lines}
        timeZone={timeZone}
        checkout={checkout}
        item={{
          target,
          open: dialogOpen,
          onOpen: (line) => openItem(line.goodsId, line),
          onClose: () => setDialogOpen(false),
        }}
        onSubmitItem={async (line, editing) => {
          if (editing) {
            cart.update(editing.wantIndex, line);
            return true;
          }
          return cart.add(line);
        }}
        onInactive={refresh}
        preview={preview}
        onClosePreview={() => setPreview(null)}
      />
    ) : null;

  return { detail, orderType, setOrderType, lines, rowContext, overlays, openPreview: setPreview };
}
