import { acceptedReadyAt, canDelay } from '@nearbite/domain/board-column';
import { toFullPhoneNumber } from '@nearbite/domain/phone';
import { AppError } from '../../errors/app-error.js';
import { delayText } from './delay-text.js';
import type { LockedOrder, OrderLifeQueries } from './order-life.repository.js';
import type { AcceptSettings } from './order-timing.repository.js';
import { applyLocked } from './order-transition.js';

/**
 * A store taking an order on (by hand from the board, or automatically when it is paid) and putting it
 * back (a delay), inside the caller's transaction, on an order it has locked.
 */

/** The outbox kind of a kitchen ticket to print (the printers module handles it). */
export const KITCHEN_TICKET_OUTBOX_KIND = 'kitchenTicket.print';
/** The outbox kind of a text message (the relay sends it through the SMS provider). */
export const SMS_OUTBOX_KIND = 'sms';

/**
 * Accepts a paid order: the table's `confirm` (its refusal code otherwise), the food's ready time (the
 * preparation plus the store's busy minutes, not before the diner's chosen time), and the kitchen ticket
 * queued when the store prints automatically. Answers the order after it and its ready time.
 */
export async function acceptLocked(
  repo: OrderLifeQueries,
  order: LockedOrder,
  prepMinutes: number,
  at: Date,
  known?: AcceptSettings,
): Promise<{ order: LockedOrder; readyAt: Date }> {
  const settings = known ?? (await repo.acceptSettings(order.businessId));
  const after = await applyLocked(repo, order, 'confirm', {}, at);
  const readyAt = new Date(
    acceptedReadyAt(
      at.getTime(),
      prepMinutes,
      settings.busyExtraMinutes,
      order.scheduledTime?.getTime() ?? null,
    ),
  );
  await repo.setExpectedReadyTime(order.id, readyAt);
  if (settings.autoPrint) await repo.enqueue(KITCHEN_TICKET_OUTBOX_KIND, { orderId: order.id }, at);
  return { order: after.order, readyAt };
}

/**
 * Accepts a just-paid order of a store that accepts automatically, with the store's auto-accept minutes;
 * anything else is left as it is. Answers whether it accepted.
 */
export async function autoAcceptLocked(
  repo: OrderLifeQueries,
  order: LockedOrder,
  at: Date,
): Promise<boolean> {
  if (order.orderStatus !== 'paid') return false;
  const settings = await repo.acceptSettings(order.businessId);
  if (!settings.autoAccept) return false;
  await acceptLocked(repo, order, settings.autoAcceptMinutes, at, settings);
  return true;
}

/**
 * Puts an accepted order whose food is not ready yet back by `minutes` (A100 otherwise): its ready time
 * and delay grow, and the diner is texted the new time through the outbox, so the text goes only if the
 * delay commits. Answers the new ready time.
 */
export async function delayLocked(
  repo: OrderLifeQueries,
  order: LockedOrder,
  minutes: number,
  at: Date,
): Promise<Date> {
  if (!canDelay(order)) throw new AppError('ORDER_STATUS_INVALID');
  const readyAt = await repo.addDelay(order.id, minutes, at);
  const target = await repo.delayNoticeTarget(order.id);
  if (!readyAt || !target) throw new AppError('ORDER_NOT_FOUND');
  await repo.enqueue(
    SMS_OUTBOX_KIND,
    { to: toFullPhoneNumber(target.phoneNumber), body: delayText(target, readyAt, 'en') },
    at,
  );
  return readyAt;
}
