import { LOCATION_MAP_ZOOM } from '@nearbite/domain/discovery';
import { useEffect } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { type GeoPoint, samePoint } from '../lib/map-view';
import { BaseMap } from './base-map';

export interface PointPickerMapProps {
  /** The chosen point; the map moves there when it changes. */
  center: GeoPoint;
  /** Called with the new centre after the diner moved the map (not after moves made by `center`). */
  onPick: (point: GeoPoint) => void;
  /** Zoom level; the location screen's 10 by default. */
  zoom?: number;
}

function FollowCenter({ center, onPick }: Omit<PointPickerMapProps, 'zoom'>) {
  const map = useMap();
  useEffect(() => {
    const current = map.getCenter();
    if (!samePoint({ latitude: current.lat, longitude: current.lng }, center)) {
      map.setView([center.latitude, center.longitude], map.getZoom(), { animate: false });
    }
  }, [map, center]);
  useMapEvents({
    moveend: () => {
      const moved = map.getCenter();
      const point = { latitude: moved.lat, longitude: moved.lng };
      if (!samePoint(point, center)) onPick(point);
    },
  });
  return null;
}

/** The location screen's map (zoom 10 unless told): a pin fixed at the centre; moving the map picks a point. */
export default function PointPickerMap({ center, onPick, zoom = LOCATION_MAP_ZOOM }: PointPickerMapProps) {
  const { t } = useTranslation();
  return (
    <section className="nb-point-picker" aria-label={t('map.pickerLabel')}>
      <BaseMap center={center} zoom={zoom}>
        <FollowCenter center={center} onPick={onPick} />
      </BaseMap>
      <svg className="nb-point-picker-pin" viewBox="0 0 24 36" aria-hidden="true" focusable="false">
        <path
          d="M12 1C6 1 1.5 5.5 1.5 11.3 1.5 19 12 35 12 35s10.5-16 10.5-23.7C22.5 5.5 18 1 12 1z"
          fill="#c2410c"
          stroke="#fff"
          strokeWidth={1.5}
        />
        <circle cx="12" cy="11.5" r="4" fill="#fff" />
      </svg>
    </section>
  );
}
