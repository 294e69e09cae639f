/** Order (dining) types of the ordering side (specification sections 3, 4 and 9). */

export const ORDER_TYPES = ['delivery', 'pickup', 'dineIn'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** The specification's dining index: delivery 0, pickup 1, dine-in 2. */
export const DINING_TYPE_INDEX: Readonly<Record<OrderType, number>> = { delivery: 0, pickup: 1, dineIn: 2 };

/** The type a store page starts with: delivery if the store supports it, else pickup (null: neither). */
export function initialDiningType(diningTypes: readonly OrderType[]): 'delivery' | 'pickup' | null {
  if (diningTypes.includes('delivery')) return 'delivery';
  return diningTypes.includes('pickup') ? 'pickup' : null;
}

/**
 * Whether a diner may switch to `target`: only between delivery and pickup, and only when the store
 * supports the target (otherwise the app toasts "dining type not supported"). Dine-in is fixed by the table.
 */
export function canSwitchDiningType(target: OrderType, diningTypes: readonly OrderType[]): boolean {
  return target !== 'dineIn' && diningTypes.includes(target);
}
