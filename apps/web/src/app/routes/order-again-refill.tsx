import '../../shared/ui/antd-setup';
import { ApiError } from '@nearbite/api-client/api-client';
import type { CommodityDto } from '@nearbite/contract/menu';
import { orderViewRoutes } from '@nearbite/contract/order-views';
import type { QueryClient } from '@tanstack/react-query';
import Dialog from 'antd-mobile/es/components/dialog';
import { readCartLines } from '../../features/cart/use-cart';
import { commodityQuery } from '../../features/item-dialog/api';
import { type OrderAgainResult, orderAgain } from '../../features/item-dialog/lib/order-again';
import { orderDetailKey } from '../../features/order-detail/lib/order-detail-query';
import type { Translate } from '../../shared/i18n/translation';
import { call } from '../../shared/lib/api-call';
import type { CartLine } from '../../shared/lib/cart-line';
import { showNotice } from '../../shared/lib/notify';

/** Today's item, or null when the store no longer has it (404); other failures are thrown. */
async function itemNow(queryClient: QueryClient, id: string): Promise<CommodityDto | null> {
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

export interface RefillRequest {
  orderId: string;
  businessId: string;
  /** The store's time zone (timed menus are judged on its clock). */
  timeZone: string;
  queryClient: QueryClient;
  /** The cart's refill action: the cart becomes these lines. */
  refill: (lines: readonly Omit<CartLine, 'wantIndex'>[]) => void;
  t: Translate;
}

/**
 * Refills the store's cart from the order (loaded only when a diner taps Order again, so the store page
 * does not carry it): today's items, the order's lines made again on them, the diner asked before a cart
 * that holds items is replaced, then told what came back.
 */
export async function refillFromOrder({
  orderId,
  businessId,
  timeZone,
  queryClient,
  refill,
  t,
}: RefillRequest) {
  const order = await queryClient.fetchQuery({
    queryKey: orderDetailKey(orderId),
    queryFn: ({ signal }) => call(orderViewRoutes.detail, { params: { orderId }, signal }),
    staleTime: 0,
  });
  // A link for another store's order fills nothing here.
  if (order.business.id !== businessId) return;
  const ids = [...new Set(order.commodities.flatMap((line) => (line.commodityId ? [line.commodityId] : [])))];
  const items = await Promise.all(ids.map((id) => itemNow(queryClient, id)));
  const found = new Map(items.flatMap((item) => (item ? [[item.id, item] as const] : [])));
  const result = orderAgain(order.commodities, found, timeZone, Date.now());
  if (result.lines.length > 0 && readCartLines(businessId).length > 0) {
    const replace = await Dialog.confirm({
      title: t('orderAgain.replaceTitle'),
      content: t('orderAgain.replace'),
      confirmText: t('orderAgain.replaceConfirm'),
      cancelText: t('common.cancel'),
    });
    if (!replace) return;
  }
  if (result.lines.length > 0) refill(result.lines);
  await reportRefill(result, t);
}
