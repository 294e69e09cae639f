import type { PointPickerMapProps } from '../../features/checkout/lib/map-slots';
import PointPickerMap from '../../features/map/components/point-picker-map';

/** The address picker's zoom (the specification: 14 by default). */
const ADDRESS_MAP_ZOOM = 14;

/** Checkout's address picker map: the map feature's pin-at-centre map at street zoom. */
export default function AddressPickerMap(props: PointPickerMapProps) {
  return <PointPickerMap {...props} zoom={ADDRESS_MAP_ZOOM} />;
}
