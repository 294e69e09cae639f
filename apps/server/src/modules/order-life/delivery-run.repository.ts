import type { DeliveryStatus } from '@nearbite/domain/order-life';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deliveries } from '../../db/schema/deliveries.js';

import type { DeliveryRoute, RiderWrite } from './order-life.repository.js';

/** The delivery run of an order: its rider, status and route. */
export function createDeliveryRunQueries(db: Db) {
  return {
    /** Creates the order's delivery run or puts a (new) rider on it. */
    async assignRider(orderId: string, rider: RiderWrite, at: Date): Promise<void> {
      const located = rider.latitude !== null && rider.longitude !== null;
      const values = {
        carrier: rider.carrier,
        status: 'toBusiness' as const,
        riderName: rider.userName,
        riderPhoneNumber: rider.phoneNumber,
        riderLatitude: located ? rider.latitude : null,
        riderLongitude: located ? rider.longitude : null,
        riderLocatedAt: located ? at : null,
        updatedAt: at,
      };
      await db
        .insert(deliveries)
        .values({ orderId, ...values, createdAt: at })
        .onConflictDoUpdate({ target: deliveries.orderId, set: values });
    },

    async setDeliveryStatus(orderId: string, status: DeliveryStatus, at: Date): Promise<void> {
      await db.update(deliveries).set({ status, updatedAt: at }).where(eq(deliveries.orderId, orderId));
    },

    async moveRider(orderId: string, latitude: number, longitude: number, at: Date): Promise<void> {
      await db
        .update(deliveries)
        .set({ riderLatitude: latitude, riderLongitude: longitude, riderLocatedAt: at, updatedAt: at })
        .where(eq(deliveries.orderId, orderId));
    },

    /** The store, where the order goes (the diner's address or the host) and the rider's last position. */
    async deliveryRoute(orderId: string): Promise<DeliveryRoute | null> {
      const result = await db.execute<{
        store_latitude: number;
        store_longitude: number;
        address_latitude: number | null;
        address_longitude: number | null;
        host_latitude: number | null;
        host_longitude: number | null;
        has_delivery: boolean;
        rider_latitude: number | null;
        rider_longitude: number | null;
      }>(sql`select b.latitude as store_latitude, b.longitude as store_longitude,
          (o.delivery_address ->> 'latitude')::float8 as address_latitude,
          (o.delivery_address ->> 'longitude')::float8 as address_longitude,
          h.latitude as host_latitude, h.longitude as host_longitude,
          d.id is not null as has_delivery, d.rider_latitude, d.rider_longitude
        from orders o join businesses b on b.id = o.business_id
          left join self_pickup_points h on h.id = o.self_pickup_point_id
          left join deliveries d on d.order_id = o.id
        where o.id = ${orderId}`);
      const [row] = result.rows;
      if (!row) return null;
      const point = (latitude: number | null, longitude: number | null) =>
        latitude === null || longitude === null
          ? null
          : { latitude: Number(latitude), longitude: Number(longitude) };
      return {
        store: { latitude: Number(row.store_latitude), longitude: Number(row.store_longitude) },
        destination:
          point(row.host_latitude, row.host_longitude) ?? point(row.address_latitude, row.address_longitude),
        rider: row.has_delivery ? { latitude: row.rider_latitude, longitude: row.rider_longitude } : null,
      };
    },
  };
}
