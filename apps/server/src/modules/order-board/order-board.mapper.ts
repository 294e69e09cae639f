import type { BoardOrderDto } from '@nearbite/contract/console-board';
import { type BoardOrderState, boardActions, boardColumn, maskedPhone } from '@nearbite/domain/board-column';
import { type Language, localize } from '../../lib/request-language.js';
import type { BoardLineRow, BoardOrderRow } from './order-board.repository.js';

type BoardLineDto = BoardOrderDto['lines'][number];

/**
 * The chosen specification values, option values and add-ons of a line, each as the diner saw it; an
 * add-on taken more than once per unit says how many (`Egg ×2`).
 */
export function lineOptions(line: BoardLineRow, language: Language): string[] {
  return [
    ...line.specifications.flatMap((specification) =>
      specification.values.map((value) => localize(value.name, language)),
    ),
    ...line.attributes.map((attribute) => localize(attribute.value.name, language)),
    ...line.addOns.flatMap((group) =>
      group.values.map((value) => {
        const name = localize(value.name, language);
        return value.boughtNumber > 1 ? `${name} ×${value.boughtNumber}` : name;
      }),
    ),
  ];
}

/** A line on the card: its price is what its units cost after the line's own discount (0 when redeemed). */
function lineOf(line: BoardLineRow, language: Language): BoardLineDto {
  const price =
    line.requiredPoints === null
      ? Math.max(0, (line.price + line.addPrice) * line.boughtNumber - line.discountPrice)
      : 0;
  return {
    id: line.id,
    name: localize(line.name, language),
    quantity: line.boughtNumber,
    options: lineOptions(line, language),
    note: line.specialNote,
    price,
    refundedNumber: line.refundedNumber,
    commodityId: line.commodityId,
  };
}

/** What the domain's board rules read of an order. */
export const boardStateOf = (row: BoardOrderRow): BoardOrderState => ({
  orderType: row.orderType,
  orderStatus: row.orderStatus,
  commoditiesStatus: row.commoditiesStatus,
  hasRider: row.hasRider,
  toPickupPoint: row.selfPickupPointId !== null,
  fullRefunded: row.fullRefunded,
  scheduledTime: row.scheduledTime?.getTime() ?? null,
  paidPrice: row.paidPrice,
  refundedPrice: row.refundedPrice,
});

/**
 * A board card: the order, its column at `now` for a store preparing in `prepSeconds`, its lines and the
 * actions the transition table allows now. Null for an order that is not on the board (unpaid).
 */
export function toBoardOrder(
  row: BoardOrderRow,
  lines: BoardLineRow[],
  context: { language: Language; now: number; prepSeconds: number },
): BoardOrderDto | null {
  const state = boardStateOf(row);
  const column = boardColumn(state, context.now, context.prepSeconds);
  if (column === null) return null;
  return {
    id: row.id,
    orderCode: row.orderCode,
    column,
    orderType: row.orderType,
    orderStatus: row.orderStatus,
    commoditiesStatus: row.commoditiesStatus,
    createdTime: row.createdAt.getTime(),
    paidTime: row.paidAt,
    scheduledTime: row.scheduledTime?.getTime() ?? null,
    expectedFoodReadyTime: row.expectedFoodReadyTime?.getTime() ?? null,
    delayMinutes: row.delayMinutes,
    tableName: row.tableName,
    peopleNumber: row.peopleNumber,
    buyerNote: row.buyerNote,
    contactName: row.contactName,
    maskedPhone: maskedPhone(row.contactPhone),
    lines: lines.map((line) => lineOf(line, context.language)),
    totalPrice: row.totalPrice,
    paidPrice: row.paidPrice,
    refundedPrice: row.refundedPrice,
    fullRefunded: row.fullRefunded,
    cancellationReason: row.cancellationReason,
    hasRider: row.hasRider,
    toPickupPoint: row.selfPickupPointId !== null,
    actions: boardActions(state),
  };
}
