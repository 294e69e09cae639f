/**
 * The checks the cart runs when the diner submits (specification section 5, "Submit checks and errors"),
 * in the specification's order; the first that fails is what the app shows:
 *
 * login (open the login dialog) → T3 already submitting → T1 empty cart → minimumTotal (0 < total < 50
 * cents) → delivery: deliveryNotSupportedItems (dialog naming them), noDeliveryToday, T4 beyond the
 * maximum distance, T5 no address, T6 no time → pickup: T7 no time → dine-in: T8 no diner count → T2 an
 * invalid contact phone (when the order asks for one) → timedMenuClosed (dialog listing the items) →
 * requiredCategory (dine-in: toast and open the cart) → deliveryShortfall ("$X to deliver").
 */

import type { OrderType } from './order-type.js';
import { isValidDinerCount } from './ordering-limits.js';
import { isValidPhone } from './phone.js';
import { MIN_ORDER_TOTAL_CENTS } from './pricing.js';

/** The first problem found, with what its message or dialog needs. */
export type SubmitProblem =
  | { code: 'login' }
  | { code: 'T3' }
  | { code: 'T1' }
  | { code: 'minimumTotal'; minimum: number }
  | { code: 'deliveryNotSupportedItems'; lineIndexes: number[] }
  | { code: 'noDeliveryToday' }
  | { code: 'T4' }
  | { code: 'T5' }
  | { code: 'T6' }
  | { code: 'T7' }
  | { code: 'T8' }
  | { code: 'T2' }
  | { code: 'timedMenuClosed'; lineIndexes: number[] }
  | { code: 'requiredCategory'; categoryId: string }
  | { code: 'deliveryShortfall'; shortfall: number };

/** A cart line as the checks see it. */
export interface SubmitLine {
  deliveryNotSupported: boolean;
  /** The line's timed menu is all-day or open now (isTimedMenuOpen). */
  timedMenuOpen: boolean;
  categoryId: string;
}

/** The cart's state at the submit tap. */
export interface SubmitCheckInput {
  loggedIn: boolean;
  submitting: boolean;
  orderType: OrderType;
  lines: readonly SubmitLine[];
  /** The quote's totalPrice, cents. */
  totalPrice: number;
  /** Delivery only: whether delivery runs today (deliversToday). */
  deliversToday: boolean;
  /** Delivery only: the quote's flags.beyondMaxDistance. */
  beyondMaxDistance: boolean;
  /** Delivery only: an address or a host is chosen. */
  hasDestination: boolean;
  /** Delivery only: the quote's flags.deliveryShortfall, cents. */
  deliveryShortfall: number;
  /** The chosen delivery or pickup time: an epoch slot, 'asap', or null. */
  time: number | 'asap' | null;
  /** Dine-in only. */
  dinerCount: number | null;
  /** The contact phone as typed, when the order asks for one (pickup contact); null when not asked. */
  contactPhone: string | null;
  /** The category a dine-in order must include (requiredForDineIn); null when none. */
  requiredCategoryId: string | null;
}

const indexesWhere = (lines: readonly SubmitLine[], test: (line: SubmitLine) => boolean): number[] =>
  lines.flatMap((line, index) => (test(line) ? [index] : []));

function orderTypeProblem(input: SubmitCheckInput): SubmitProblem | null {
  switch (input.orderType) {
    case 'delivery': {
      const unsupported = indexesWhere(input.lines, (line) => line.deliveryNotSupported);
      if (unsupported.length > 0) return { code: 'deliveryNotSupportedItems', lineIndexes: unsupported };
      if (!input.deliversToday) return { code: 'noDeliveryToday' };
      if (input.beyondMaxDistance) return { code: 'T4' };
      if (!input.hasDestination) return { code: 'T5' };
      return input.time === null ? { code: 'T6' } : null;
    }
    case 'pickup':
      return input.time === null ? { code: 'T7' } : null;
    case 'dineIn':
      return isValidDinerCount(input.dinerCount) ? null : { code: 'T8' };
  }
}

/** The first submit problem in the specification's order, or null when the order can be posted. */
export function submitProblem(input: SubmitCheckInput): SubmitProblem | null {
  if (!input.loggedIn) return { code: 'login' };
  if (input.submitting) return { code: 'T3' };
  if (input.lines.length === 0) return { code: 'T1' };
  if (input.totalPrice > 0 && input.totalPrice < MIN_ORDER_TOTAL_CENTS) {
    return { code: 'minimumTotal', minimum: MIN_ORDER_TOTAL_CENTS };
  }
  const typeProblem = orderTypeProblem(input);
  if (typeProblem) return typeProblem;
  if (input.contactPhone !== null && !isValidPhone(input.contactPhone)) return { code: 'T2' };
  const closed = indexesWhere(input.lines, (line) => !line.timedMenuOpen);
  if (closed.length > 0) return { code: 'timedMenuClosed', lineIndexes: closed };
  const required = input.orderType === 'dineIn' ? input.requiredCategoryId : null;
  if (required !== null && !input.lines.some((line) => line.categoryId === required)) {
    return { code: 'requiredCategory', categoryId: required };
  }
  if (input.orderType === 'delivery' && input.deliveryShortfall > 0) {
    return { code: 'deliveryShortfall', shortfall: input.deliveryShortfall };
  }
  return null;
}
