import '../../shared/ui/antd-setup';
import type { OrderDetailDto } from '@nearbite/contract/order-views';
import type { BusinessDetailDto, CommodityDto } from '@nearbite/contract/store';
import { useQueryClient } from '@tanstack/react-query';
import Dialog from 'antd-mobile/es/components/dialog';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readCartLines, useCartActions } from '../../features/cart/use-cart';
import { commodityQuery } from '../../features/item-dialog/api';
import { type OrderAgainResult, orderAgain } from '../../features/item-dialog/lib/order-again';
import { orderDetailKey } from '../../features/order-detail/api';
import { ApiError, api } from '../../shared/lib/api-client';
import { showError, showNotice } from '../../shared/lib/notify';
import { ORDER_AGAIN_PARAM } from '../../shared/lib/order-again-link';

type Translate = ReturnType<typeof useTranslation>['t'];

/** Today's item, or null when the store no longer has it (404); other failures are thrown. */
async function itemNow(
  queryClient: ReturnType<typeof useQueryClient>,
  id: string,
): Promise<CommodityDto | null> {
  try {
    // Stock and options must be today's, not a minute-old copy.
    return await queryClient.fetchQuery({ ...commodityQuery(id), staleTime: 0 });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Tells the diner what Order again did: a toast when all came back, else a dialog naming the rest. */
function reportRefill(result: OrderAgainResult, t: Translate): Promise<void> {
  const { lines, reduced, unavailable } = result;
  if (unavailable.length === 0 && reduced.length === 0) {
    const count = lines.reduce((total, line) => total + line.goodsNumber, 0);
    return showNotice(t('orderAgain.refilled', { count }), 'success');
  }
  const title =
    lines.length === 0
      ? t('orderAgain.noneTitle')
      : unavailable.length > 0
        ? t('orderAgain.unavailableTitle', { count: unavailable.length })
        : t('orderAgain.reducedTitle');
  const rows = [
    ...unavailable.map(({ name, reason }) =>
      t('orderAgain.line', { name, reason: t(`orderAgain.reason.${reason}`) }),
    ),
    ...reduced.map((name) => t('orderAgain.line', { name, reason: t('orderAgain.reason.reduced') })),
  ];
  return Dialog.alert({
    title,
    content: (
      <div className="nb-order-again-report" data-testid="order-again-report">
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
        {lines.length > 0 && unavailable.length > 0 ? (
          <p>{t('orderAgain.added', { count: lines.length })}</p>
        ) : null}
      </div>
    ),
    confirmText: t('orderAgain.ok'),
  });
}

/**
 * Order again (the orders list and detail link here with `orderAgain=<orderId>`): the store's cart is
 * filled with the order's items and choices still available, at today's prices, and the diner is told
 * which are not (removed, sold out, not served now, options changed) or came back fewer. A cart that
 * already holds items is replaced only when the diner agrees. The parameter is dropped once handled,
 * so a reload or Back does not do it again.
 */
export function useOrderAgain(businessId: string | null, store: BusinessDetailDto | undefined): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const orderId = query.get(ORDER_AGAIN_PARAM);
  const cart = useCartActions(businessId ?? '');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!orderId || !businessId || !store || handled.current === orderId) return;
    handled.current = orderId;
    const dropParam = () =>
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(ORDER_AGAIN_PARAM);
          return next;
        },
        { replace: true },
      );
    const refill = async () => {
      const order = await queryClient.fetchQuery({
        queryKey: orderDetailKey(orderId),
        queryFn: ({ signal }) =>
          api.get<OrderDetailDto>(`/orders/${encodeURIComponent(orderId)}`, { signal }),
        staleTime: 0,
      });
      // A link for another store's order fills nothing here.
      if (order.business.id !== businessId) return;
      const ids = [
        ...new Set(order.commodities.flatMap((line) => (line.commodityId ? [line.commodityId] : []))),
      ];
      const items = await Promise.all(ids.map((id) => itemNow(queryClient, id)));
      const found = new Map(items.flatMap((item) => (item ? [[item.id, item] as const] : [])));
      const result = orderAgain(order.commodities, found, store.address.timeZone, Date.now());
      if (result.lines.length > 0 && readCartLines(businessId).length > 0) {
        const replace = await Dialog.confirm({
          title: t('orderAgain.replaceTitle'),
          content: t('orderAgain.replace'),
          confirmText: t('orderAgain.replaceConfirm'),
          cancelText: t('common.cancel'),
        });
        if (!replace) return;
      }
      if (result.lines.length > 0) cart.refill(result.lines);
      await reportRefill(result, t);
    };
    dropParam();
    refill().catch((error: unknown) => showError(error, { title: t('orderAgain.failed') }));
  }, [orderId, businessId, store, queryClient, setQuery, cart, t]);
}
