import { CANCELLATION_REASONS } from '@nearbite/domain/order-display';
import { COMMODITIES_STATUSES, HANDLE_TIME_KEYS, ORDER_STATUSES } from '@nearbite/domain/order-life';
import { z } from 'zod';

// An order's states as every order view and the merchant API name them: the domain's lists, named once.

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const commoditiesStatusSchema = z.enum(COMMODITIES_STATUSES);
export const handleTimeKeySchema = z.enum(HANDLE_TIME_KEYS);
/** The fixed list the diner picks from when cancelling; the first is the default. */
export const cancellationReasonSchema = z.enum(CANCELLATION_REASONS);

/** Numeric display state 0–14 of the discovery specification (derived in packages/domain). */
export const displayStateSchema = z.number().int().min(0).max(14);

export type CancellationReason = z.infer<typeof cancellationReasonSchema>;
export type OrderStatusDto = z.infer<typeof orderStatusSchema>;
