import 'leaflet/dist/leaflet.css';
import './map.css';
import type { ReactNode } from 'react';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useClientConfig } from '../api';
import type { GeoPoint } from '../lib/map-view';

export interface BaseMapProps {
  center: GeoPoint;
  zoom: number;
  children?: ReactNode;
  className?: string;
}

/**
 * A Leaflet map with the deployment's tiles (GET /configs/client) and translated zoom buttons.
 * Leaflet and its CSS load with this module, so only map screens carry them.
 */
export function BaseMap({ center, zoom, children, className }: BaseMapProps) {
  const { t } = useTranslation();
  const config = useClientConfig();
  const tiles = config.data?.map;
  return (
    <MapContainer
      className={className ? `nb-map ${className}` : 'nb-map'}
      center={[center.latitude, center.longitude]}
      zoom={zoom}
      zoomControl={false}
      attributionControl
    >
      {tiles ? <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} /> : null}
      <ZoomControl position="topright" zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
      {children}
    </MapContainer>
  );
}
