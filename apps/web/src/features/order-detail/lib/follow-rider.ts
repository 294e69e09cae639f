import type { MapPoint } from './order-view';

/** The part of the world a map shows, in degrees. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * How much of each side of the visible map counts as its edge: the floating header covers the top and the
 * bottom sheet the bottom, so a rider there is as good as out of view.
 */
export const FOLLOW_EDGE_FRACTION = 0.15;

/**
 * Whether the order map must pan to keep the rider in view: only when the rider is outside the map's
 * inner part (its bounds less FOLLOW_EDGE_FRACTION on each side). A rider still well in view leaves the
 * map alone, so a diner who dragged or zoomed it is not pulled back at every poll.
 */
export function riderNeedsFollowing(
  bounds: MapBounds,
  rider: MapPoint,
  edge: number = FOLLOW_EDGE_FRACTION,
): boolean {
  const height = bounds.north - bounds.south;
  const width = bounds.east - bounds.west;
  return (
    rider.latitude < bounds.south + height * edge ||
    rider.latitude > bounds.north - height * edge ||
    rider.longitude < bounds.west + width * edge ||
    rider.longitude > bounds.east - width * edge
  );
}
