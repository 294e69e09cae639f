import { z } from 'zod';

// An order's states as every order view and the merchant API name them.

export const orderStatusSchema = z.enum([
  'received',
  'partiallyPaid',
  'paid',
  'confirmed',
  'preparing',
  'ready',
  'delivering',
  'waitingSelfPickup',
  'completed',
  'cancelled',
]);
export const commoditiesStatusSchema = z.enum([
  'preparing',
  'ready',
  'atBusiness',
  'delivering',
  'delivered',
]);
export const handleTimeKeySchema = z.enum([
  'initialization',
  'paid',
  'confirmed',
  'setRider',
  'atBusiness',
  'delivering',
  'completed',
  'foodReady',
  'cancel',
  'riderArrived',
]);
/** The fixed list the diner picks from when cancelling; the first is the default. */
export const cancellationReasonSchema = z.enum([
  'noLongerWanted',
  'merchantDidNotReceiveInTime',
  'badBusinessAttitude',
  'repeatOrders',
  'other',
]);

/** Numeric display state 0–14 of the discovery specification (derived in packages/domain). */
export const displayStateSchema = z.number().int().min(0).max(14);

export type CancellationReason = z.infer<typeof cancellationReasonSchema>;
export type OrderStatusDto = z.infer<typeof orderStatusSchema>;
