import { sql } from 'drizzle-orm';
import { businesses, businessPickupAddresses, deliveryConfigs } from './schema/catalog.js';

/*
 * What a store needs for each way of ordering, as columns of a query on its businesses row: the opening
 * checklist and the profile's dining-type change ask the same two questions.
 */

/** Whether the store has the fee rule its carrier prices delivery with (the domain's deliveryConfigFor). */
export const deliveryPricedOf = (businessId: string) =>
  sql<boolean>`exists (select 1 from ${deliveryConfigs} c where c.business_id = ${businessId}
    and c.kind = case when ${businesses.deliveryCarrier} = 'doordash' then 'doordash' else 'standard' end)`;

/** How many pickup addresses the store keeps: a pickup order names one. */
export const pickupAddressCountOf = (businessId: string) =>
  sql<number>`(select count(*)::int from ${businessPickupAddresses} p where p.business_id = ${businessId})`;
