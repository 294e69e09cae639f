import {
  canSwitchDiningType,
  initialDiningType,
  ORDER_TYPES,
  type OrderType,
} from '@nearbite/domain/order-type';

/**
 * The dining type the store page starts with: dine-in at a table (fixed); else the type the diner chose
 * earlier in this tab for the store, while the store still offers it; else delivery if supported, else
 * pickup. Null when the store offers neither (dine-in only, opened without a table).
 */
export function startingDiningType(
  diningTypes: readonly OrderType[],
  tableName: string | null,
  stored: string | null,
): OrderType | null {
  if (tableName) return 'dineIn';
  const remembered = ORDER_TYPES.find((type) => type === stored);
  if (remembered && canSwitchDiningType(remembered, diningTypes)) return remembered;
  return initialDiningType(diningTypes);
}

/** The outcome of tapping a dining type: switch, nothing to do, or the "not supported" toast. */
export function diningTypeSwitch(
  current: OrderType | null,
  target: OrderType,
  diningTypes: readonly OrderType[],
): 'switch' | 'same' | 'unsupported' {
  if (current === target) return 'same';
  if (current === 'dineIn') return 'unsupported';
  return canSwitchDiningType(target, diningTypes) ? 'switch' : 'unsupported';
}
