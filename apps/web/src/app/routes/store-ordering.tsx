import type { CommoditySummaryDto } from '@nearbite/contract/store';
import type { OrderType } from '@nearbite/domain/order-type';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartBar, type RequiredCategory } from '../../features/cart/components/cart-bar';
import { useCartActions, useCartLines, useCartPersistence } from '../../features/cart/use-cart';
import { fetchCommodity } from '../../features/item-dialog/api';
import { quickAdd } from '../../features/item-dialog/lib/item-choices';
import { useChosenLocation } from '../../features/location/lib/use-chosen-location';
import { useBusinessDetail, useRequiredForDineIn } from '../../features/store/api';
import type { ItemRowContext } from '../../features/store/components/menu-item-row';
import { isItemServedNow } from '../../features/store/lib/menu-rows';
import { useDiningType } from '../../features/store/use-store-state';
import { clientError } from '../../shared/lib/api-client';
import { type CartLine, cartQuantityOf } from '../../shared/lib/cart-line';
import { showError, showNotice } from '../../shared/lib/notify';
import { activityRules } from '../../shared/lib/store-activities';
import { useStoreCheckout } from './store-checkout';

const ItemDialog = lazy(() => import('../../features/item-dialog/components/item-dialog'));
const ImagePreview = lazy(() => import('../../features/store/components/image-preview'));

/** The photos the full-screen preview shows, and which one first. */
export interface PreviewTarget {
  images: readonly string[];
  index: number;
  subject: string;
}

/** What the item dialog shows: an item to add, or a cart line to edit. */
interface ItemTarget {
  commodityId: string;
  editing: CartLine | null;
}

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
  const inCart = useMemo(() => {
    const counts = new Map<string, number>();
    for (const line of lines) counts.set(line.goodsId, (counts.get(line.goodsId) ?? 0) + line.goodsNumber);
    return counts;
  }, [lines]);
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

  const requiredCategory: RequiredCategory | null =
    orderType === 'dineIn' && required.data?.category
      ? {
          categoryId: required.data.category.id,
          categoryName: required.data.category.name,
          goodsIds: required.data.commodities.map((item) => item.id),
        }
      : null;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['store', businessId] });
    void queryClient.invalidateQueries({ queryKey: ['commodity'] });
  };

  /** The item dialog and the cart bar, rendered once the detail is in. */
  const overlays = (effectiveType: OrderType) =>
    businessId && detail.data ? (
      <>
        <CartBar
          businessId={businessId}
          orderType={effectiveType}
          activities={activities}
          isOpen={detail.data.isOpen}
          canReserved={detail.data.canReserved}
          required={requiredCategory}
          onCheckout={checkout.open}
          openRequest={checkout.cartOpenRequest}
          onEditLine={(line) => openItem(line.goodsId, line)}
          onInactive={refresh}
        />
        {target ? (
          <Suspense fallback={null}>
            <ItemDialog
              visible={dialogOpen}
              commodityId={target.commodityId}
              editing={target.editing}
              orderType={effectiveType}
              cartLines={lines}
              timeZone={timeZone}
              onClose={() => setDialogOpen(false)}
              onSubmit={async (line, editing) => {
                if (editing) {
                  cart.update(editing.wantIndex, line);
                  return true;
                }
                return cart.add(line);
              }}
            />
          </Suspense>
        ) : null}
        {checkout.element}
        {preview ? (
          <Suspense fallback={null}>
            <ImagePreview
              images={preview.images}
              index={preview.index}
              subject={preview.subject}
              onClose={() => setPreview(null)}
            />
          </Suspense>
        ) : null}
      </>
    ) : null;

  return { detail, orderType, setOrderType, lines, rowContext, overlays, openPreview: setPreview };
}
