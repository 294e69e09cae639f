import '../../shared/ui/antd-setup';
import type { OrderDetailDto } from '@nearbite/contract/order-views';
import { ORDER_MAP_ZOOM } from '@nearbite/domain/order-display';
import FloatingPanel from 'antd-mobile/es/components/floating-panel';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo } from 'react';
import type { OrderMapMarkersProps } from '../../features/order-detail/components/order-map-markers';
import { ScreenHeader } from '../../features/order-detail/components/screen-header';
import { orderMapOf } from '../../features/order-detail/lib/order-view';
import { useTranslation } from '../../shared/i18n/use-translation';
// The live layout's own styles: they load with it, not with every order's screen.
import './order-info.css';

/**
 * The order map: the map feature's Leaflet map (tiles from the deployment's config) with the order's
 * markers, loaded together in one chunk so the map never mounts before its markers.
 */
const OrderMap: ComponentType<OrderMapMarkersProps> = lazy(async () => {
  const [{ BaseMap }, markers] = await Promise.all([
    import('../../features/map/components/base-map'),
    import('../../features/order-detail/components/order-map-markers'),
  ]);
  const Markers = markers.default;
  function LoadedOrderMap({ map, storeName }: OrderMapMarkersProps) {
    const { t } = useTranslation();
    return (
      <section className="nb-order-map" aria-label={t('orderInfo.map.label')}>
        <BaseMap center={map.centre} zoom={ORDER_MAP_ZOOM}>
          <Markers map={map} storeName={storeName} />
        </BaseMap>
      </section>
    );
  }
  return { default: LoadedOrderMap };
});

/** The heights the map sheet snaps to: a peek over the map, and nearly the whole screen. */
function panelAnchors(): number[] {
  const height = typeof window === 'undefined' ? 844 : window.innerHeight;
  return [Math.round(height * 0.45), Math.round(height * 0.88)];
}

/** A delivery on its way: the live map, with the order in a sheet over it. */
export function LiveLayout({
  order,
  title,
  children,
}: {
  order: OrderDetailDto;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const anchors = useMemo(panelAnchors, []);
  const map = orderMapOf(order);
  return (
    <div className="nb-order-live">
      <ScreenHeader title={title} floating />
      <Suspense fallback={<div className="nb-order-map nb-order-map-loading" />}>
        <OrderMap map={map} storeName={order.business.name} />
      </Suspense>
      <FloatingPanel anchors={anchors} className="nb-order-panel">
        <section className="nb-order-panel-body" aria-label={t('orderInfo.sheetLabel')}>
          {children}
        </section>
      </FloatingPanel>
    </div>
  );
}
